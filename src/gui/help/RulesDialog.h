#pragma once

#include "gui/base/ColorScheme.h"

#include <QDialog>

#include <string_view>

class QListWidget;
class QTextBrowser;

namespace gui {

// Help ▸ Rules: a list of pages (one per game, then the legend of the marks) and
// the page shown in a text browser, its pictures rendered by the program. The
// pictures follow the colour scheme: a page is drawn again when the palette,
// ColorScheme::current() or the screen's pixel ratio changed since it was drawn
// (checked when the dialog is shown, activated or switches pages).
class RulesDialog : public QDialog {
    Q_OBJECT

public:
    explicit RulesDialog(QWidget* parent = nullptr);

    // Shows the one rules dialog of `parent` (made on first use) at the page of
    // the game `gameId`, or where it was for a game without a page.
    static RulesDialog* showFor(QWidget* parent, std::string_view gameId);

    [[nodiscard]] int currentPage() const;
    void setCurrentPage(int page);
    [[nodiscard]] QListWidget* pageList() const { return m_list; }
    [[nodiscard]] QTextBrowser* browser() const { return m_browser; }

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void showPage(int page);
    void refreshIfStale();

    QListWidget* m_list;
    QTextBrowser* m_browser;
    int m_shownPage = -1;
    ColorScheme m_shownScheme;
    qreal m_shownRatio = 0.0;
};

} // namespace gui
