#include "gui/help/RulesDialog.h"

#include "gui/help/RulesPages.h"

#include <QAbstractTextDocumentLayout>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QListWidget>
#include <QPalette>
#include <QScrollBar>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

namespace gui {

namespace {
constexpr int kListWidth = 190;
const QSize kInitialSize(900, 720);

QColor scrollBarShade(const QColor& from, const QColor& to, qreal share)
{
    return QColor::fromRgbF(from.redF() + (to.redF() - from.redF()) * share,
                            from.greenF() + (to.greenF() - from.greenF()) * share,
                            from.blueF() + (to.blueF() - from.blueF()) * share);
}

// The page's scroll bar: a solid handle in a mid tone of the text on the page's
// background. Fusion draws the handle lighter than its groove; on a page not much
// longer than the window the handle fills most of the bar and the grey groove
// below it reads as the thumb, so the page seemed to start at the bottom and to
// scroll backwards when dragged.
QString scrollBarStyle(const QPalette& palette)
{
    const QColor page = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    return QStringLiteral("QScrollBar:vertical { background: %1; width: 14px; margin: 0; border: none; }"
                          "QScrollBar::handle:vertical { background: %2; min-height: 32px; border-radius: 4px;"
                          " margin: 2px 3px; }"
                          "QScrollBar::handle:vertical:hover, QScrollBar::handle:vertical:pressed { background: %3; }"
                          "QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; border: none;"
                          " background: none; }"
                          "QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }")
        .arg(page.name(), scrollBarShade(page, text, 0.4).name(), scrollBarShade(page, text, 0.55).name());
}
} // namespace

RulesDialog::RulesDialog(QWidget* parent)
    : QDialog(parent)
    , m_list(new QListWidget(this))
    , m_browser(new QTextBrowser(this))
{
    setWindowTitle(tr("GrundyGrid Rules"));
    setObjectName(QStringLiteral("rulesDialog"));
    m_list->setObjectName(QStringLiteral("rulesPageList"));
    m_browser->setObjectName(QStringLiteral("rulesBrowser"));
    m_list->setFixedWidth(kListWidth);
    m_list->setToolTip(tr("Choose a game, or how to read the marks"));
    m_browser->setOpenLinks(false);
    for (int page = 0; page < RulesPages::count(); ++page)
        m_list->addItem(RulesPages::title(page));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto* pages = new QHBoxLayout;
    pages->addWidget(m_list);
    pages->addWidget(m_browser, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(pages, 1);
    layout->addWidget(buttons);
    resize(kInitialSize);
    m_browser->verticalScrollBar()->setStyleSheet(scrollBarStyle(m_browser->palette()));

    connect(m_list, &QListWidget::currentRowChanged, this, &RulesDialog::showPage);
    m_list->setCurrentRow(0);
}

RulesDialog* RulesDialog::showFor(QWidget* parent, std::string_view gameId)
{
    auto* dialog = parent->findChild<RulesDialog*>(QString(), Qt::FindDirectChildrenOnly);
    if (dialog == nullptr)
        dialog = new RulesDialog(parent);
    if (const int page = RulesPages::pageOf(gameId); page >= 0)
        dialog->setCurrentPage(page);
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
    return dialog;
}

int RulesDialog::currentPage() const
{
    return m_list->currentRow();
}

void RulesDialog::setCurrentPage(int page)
{
    m_list->setCurrentRow(page);
}

void RulesDialog::changeEvent(QEvent* event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        m_browser->verticalScrollBar()->setStyleSheet(scrollBarStyle(m_browser->palette()));
        if (m_shownPage >= 0)
            showPage(m_shownPage);
    }
    else if (event->type() == QEvent::ActivationChange && isActiveWindow())
        refreshIfStale();
}

void RulesDialog::showEvent(QShowEvent* event)
{
    QDialog::showEvent(event);
    refreshIfStale();
}

void RulesDialog::refreshIfStale()
{
    if (m_shownPage >= 0
        && (!(m_shownScheme == ColorScheme::current()) || !qFuzzyCompare(m_shownRatio, devicePixelRatioF())))
        showPage(m_shownPage);
}

void RulesDialog::showPage(int page)
{
    if (page < 0 || page >= RulesPages::count())
        return;
    // A fresh document per page, a child of the browser: setDocument deletes the
    // old page's document and its pictures with it.
    auto* document = new QTextDocument(m_browser);
    m_shownScheme = ColorScheme::current();
    m_shownRatio = devicePixelRatioF();
    RulesPages::build(*document, page, m_shownRatio);
    // A new page starts at its top; the same page drawn again (new colours) stays where
    // the reader was. The browser would keep the old page's offset, clamped to the new
    // page's first, partial layout: the layout is finished first, then the offset set.
    QScrollBar* bar = m_browser->verticalScrollBar();
    const int offset = page == m_shownPage ? bar->value() : 0;
    m_browser->setDocument(document);
    document->documentLayout()->documentSize();
    bar->setValue(offset);
    m_shownPage = page;
}

} // namespace gui
