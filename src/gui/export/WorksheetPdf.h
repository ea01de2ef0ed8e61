#pragma once

#include "gui/export/ExportPrompts.h"
#include "gui/export/WorksheetJob.h"

#include <QByteArray>
#include <QCoreApplication>

#include <vector>

class QPainter;
class QRectF;

namespace engine {
class Game;
}

namespace gui {

class GameLook;

// A worksheet as an A4 PDF (QPdfWriter): `perPage` puzzles a page, each a
// diagram drawn with the game's look (RulesPictures, the main window's drawing
// code) under its question, then one page with the answer key (each puzzle's
// winning moves in the look's move names). Every page has a header naming the
// game, level and seeds, and its page number.
class WorksheetPdf {
    Q_DECLARE_TR_FUNCTIONS(gui::WorksheetPdf)

public:
    // The pages of a worksheet of `count` puzzles: the puzzle pages and the answer key.
    [[nodiscard]] static int pageCount(int count, int perPage);
    [[nodiscard]] static QByteArray write(const engine::Game& game, const WorksheetOptions& options,
                                          const std::vector<WorksheetPuzzle>& puzzles);

private:
    static void paintPuzzle(QPainter& painter, const QRectF& area, const engine::Game& game, int number,
                            const WorksheetPuzzle& puzzle);
    static void paintAnswers(QPainter& painter, const QRectF& area, const GameLook& look,
                             const std::vector<WorksheetPuzzle>& puzzles);
};

} // namespace gui
