#include "gui/help/RulesDialog.h"

#include "gui/help/RulesPages.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QListWidget>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

namespace gui {

namespace {
constexpr int kListWidth = 190;
const QSize kInitialSize(900, 720);
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
    if (event->type() == QEvent::PaletteChange && m_shownPage >= 0)
        showPage(m_shownPage);
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
    m_browser->setDocument(document);
    m_shownPage = page;
}

} // namespace gui
