#include "gui/analysis/BestLinePanel.h"

#include "gui/looks/GameLook.h"

#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QMouseEvent>
#include <QPushButton>
#include <QVBoxLayout>

namespace gui {

namespace {

// About two rows of moves; more scroll.
constexpr int kListMinimumHeight = 52;

QString summaryOf(const engine::BestLine& line)
{
    const int moves = static_cast<int>(line.steps.size());
    QString text;
    if (moves == 0)
        text = BestLinePanel::tr("The game is over: no move is left.");
    else if (line.complete && moves == 1)
        text = BestLinePanel::tr("One move of best play ends the game.");
    else if (line.complete)
        text = BestLinePanel::tr("%1 moves of best play to the end of the game.").arg(moves);
    else // cut at engine::kBestLineMaxMoves
        text = BestLinePanel::tr("The first %1 moves of best play; the game goes on.").arg(moves);
    if (!line.exact)
        text += QLatin1Char(' ')
            + BestLinePanel::tr("Where the remoteness is not known, the line keeps the verdict but need not be the "
                                "fastest win or the slowest loss.");
    return text;
}

} // namespace

BestLinePanel::BestLinePanel(QWidget* parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_moves(new QListWidget(this))
    , m_exploring(new QLabel(this))
    , m_back(new QPushButton(tr("&Back to the Game"), this))
{
    setObjectName(QStringLiteral("bestLinePanel"));
    m_summary->setObjectName(QStringLiteral("bestLineSummary"));
    m_summary->setWordWrap(true);
    m_moves->setObjectName(QStringLiteral("bestLineList"));
    // How to use the list goes to the status bar while the pointer is over it: a tooltip
    // opens under the pointer, over the line's next rows, the very moves to point at next.
    m_moves->setStatusTip(tr("Best play for both sides: point at a move to see the position after it on the board, "
                             "click it to explore that position"));
    m_moves->setFlow(QListView::LeftToRight);
    m_moves->setWrapping(true);
    m_moves->setResizeMode(QListView::Adjust);
    m_moves->setSpacing(2);
    m_moves->setMinimumHeight(kListMinimumHeight);
    m_moves->setMouseTracking(true);
    m_moves->viewport()->installEventFilter(this);
    connect(m_moves, &QListWidget::itemEntered, this, [this](QListWidgetItem* item) {
        markHovered(m_moves->row(item));
        emit stepHovered(m_moves->row(item));
    });
    connect(m_moves, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) { emit stepClicked(m_moves->row(item)); });
    m_exploring->setObjectName(QStringLiteral("bestLineExploring"));
    m_exploring->setWordWrap(true);
    m_back->setObjectName(QStringLiteral("backToGameButton"));
    m_back->setToolTip(tr("Show the game's own position again (Esc)"));
    connect(m_back, &QPushButton::clicked, this, &BestLinePanel::backRequested);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->setSpacing(2);
    layout->addWidget(m_summary);
    layout->addWidget(m_moves, 1);
    layout->addWidget(m_exploring);
    layout->addWidget(m_back, 0, Qt::AlignLeft);
    setExplored(std::nullopt);
}

void BestLinePanel::showComputing()
{
    showNothing(tr("Finding the best line…"));
}

void BestLinePanel::showNothing(const QString& text)
{
    m_hovered = -1;
    m_moves->clear();
    m_summary->setText(text);
    setExplored(std::nullopt);
}

void BestLinePanel::showLine(const engine::BestLine& line, const engine::Board& start, const GameLook& look)
{
    m_hovered = -1;
    m_moves->clear();
    for (std::size_t i = 0; i < line.steps.size(); ++i) {
        const engine::BestLineStep& step = line.steps[i];
        const engine::Board& before = i == 0 ? start : line.steps[i - 1].position;
        QString text = tr("%1. %2").arg(i + 1).arg(look.describeMove(before, step.move));
        if (i == 0) // the player to move: a win leaves the opponent a loss
            text = step.analysis.outcome == engine::Outcome::Loss ? tr("%1 wins").arg(text) : tr("%1 loses").arg(text);
        m_moves->addItem(text);
    }
    m_summary->setText(summaryOf(line));
    setExplored(std::nullopt);
}

void BestLinePanel::setExplored(std::optional<int> index)
{
    m_exploring->setVisible(index.has_value());
    m_back->setVisible(index.has_value());
    if (!index) {
        m_moves->clearSelection();
        return;
    }
    m_moves->setCurrentRow(*index);
    m_exploring->setText(tr("Exploring the position after move %1 of the best line; the game is unchanged.")
                             .arg(*index + 1));
}

void BestLinePanel::markHovered(int row)
{
    if (QListWidgetItem* old = m_moves->item(m_hovered))
        old->setBackground(QBrush());
    m_hovered = row;
    if (QListWidgetItem* item = m_moves->item(row)) {
        QColor tint = palette().color(QPalette::Highlight);
        tint.setAlpha(60);
        item->setBackground(tint);
    }
}

QString BestLinePanel::summaryText() const
{
    return m_summary->text();
}

bool BestLinePanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_moves->viewport()) {
        if (event->type() == QEvent::Leave
            || (event->type() == QEvent::MouseMove
                && m_moves->itemAt(static_cast<QMouseEvent*>(event)->position().toPoint()) == nullptr)) {
            markHovered(-1);
            emit hoverLeft();
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace gui
