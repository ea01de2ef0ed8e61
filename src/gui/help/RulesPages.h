#pragma once

#include "engine/Game.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

class QTextDocument;

namespace gui {

// The pages of Help ▸ Rules: one per game the desktop program shows, in the
// registry's order, then the legend of the marks. A page is built into a
// QTextDocument: its rich text from RulesText and its pictures, rendered by
// RulesPictures in the current colour scheme, added as image resources named
// "rules:<page>/<n>.png".
class RulesPages {
    Q_DECLARE_TR_FUNCTIONS(gui::RulesPages)

public:
    // The games with a page, in menu order.
    [[nodiscard]] static std::vector<const engine::Game*> games();
    // The games' pages and the legend.
    [[nodiscard]] static int count();
    // The page of the legend (the last one).
    [[nodiscard]] static int legendPage();
    // The page of the game `gameId`, or -1.
    [[nodiscard]] static int pageOf(std::string_view gameId);
    // The page's title: the game's name, or the legend's.
    [[nodiscard]] static QString title(int page);
    // Replaces the contents of `document` with page `page`, its pictures drawn at
    // `devicePixelRatio` device pixels per logical pixel.
    static void build(QTextDocument& document, int page, qreal devicePixelRatio);

private:
    static void buildGame(QTextDocument& document, const engine::Game& game, qreal devicePixelRatio);
    static void buildLegend(QTextDocument& document, qreal devicePixelRatio);
};

} // namespace gui
