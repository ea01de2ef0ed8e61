#include "gui/analysis/ValueHistoryPanel.h"

#include "gui/document/GameDocument.h"
#include "gui/analysis/ValueHistoryChart.h"
#include "gui/analysis/ValueHistoryTracker.h"
#include "gui/document/commands/GoToMoveCommand.h"
#include "gui/looks/GameLooks.h"
#include "gui/looks/MoveWords.h"

#include <QLabel>
#include <QLayout>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace gui {

namespace {
// The moves that threw away a win named in the legend; the rest are counted.
constexpr int kMistakesNamed = 2;
} // namespace

ValueHistoryPanel::ValueHistoryPanel(ValueHistoryTracker* tracker, GameDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_tracker(tracker)
    , m_document(document)
    , m_chart(new ValueHistoryChart(this))
    , m_legend(new QLabel(this))
{
    m_legend->setObjectName(QStringLiteral("valueHistoryLegend"));
    m_legend->setWordWrap(true);
    m_legend->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_chart->setToolTip(tr("Click a point to go to that position"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_legend);
    connect(m_tracker, &ValueHistoryTracker::changed, this, &ValueHistoryPanel::refresh);
    connect(m_document, &GameDocument::changed, this, &ValueHistoryPanel::refresh);
    // The command runs after the chart finished handling the click.
    connect(m_chart, &ValueHistoryChart::positionClicked, this,
            [this](int position) { QTimer::singleShot(0, this, [this, position] { goTo(position); }); });
    refresh();
}

QString ValueHistoryPanel::legendText() const
{
    return m_legend->text();
}

void ValueHistoryPanel::refresh()
{
    const ValueHistory& history = m_tracker->history();
    const GameLook& look = GameLooks::find(m_document->game());
    // The history's moves are the document's (or their first ones), so its positions serve.
    const std::vector<engine::Move>& played = m_document->moves();
    const bool documentMoves = history.moves().size() <= played.size()
        && std::equal(history.moves().begin(), history.moves().end(), played.begin());
    const QStringList names
        = describeMoves(look, m_document->game(),
                        documentMoves ? std::span<const engine::Board>(m_document->positions())
                                      : std::span<const engine::Board>(&m_document->setup(), 1),
                        history.moves());
    m_chart->setHistory(history, m_document->currentMove(), names);

    QStringList mistakes;
    for (const int move : history.mistakes())
        mistakes << tr("move %1, %2 by player %3").arg(move).arg(names.value(move - 1)).arg(move % 2 == 1 ? 1 : 2);
    const auto named = static_cast<int>(mistakes.size());
    QString text;
    if (mistakes.isEmpty())
        text = tr("No win thrown away.");
    else if (named <= kMistakesNamed)
        text = tr("▼ Threw away a win: %1.").arg(mistakes.join(QStringLiteral("; ")));
    else
        text = tr("▼ Threw away a win: %1; and %2 more (▼ on the chart).")
                   .arg(mistakes.mid(0, kMistakesNamed).join(QStringLiteral("; ")))
                   .arg(named - kMistakesNamed);
    m_legend->setToolTip(named > kMistakesNamed ? tr("▼ Threw away a win: %1.").arg(mistakes.join(QStringLiteral("; ")))
                                                : QString());
    const int unknown = static_cast<int>(history.unknownPositions().size());
    if (unknown > 0)
        text += QLatin1Char(' ')
            + (unknown == 1 ? tr("1 position not analysed yet.") : tr("%1 positions not analysed yet.").arg(unknown));
    m_legend->setText(text);
    updateGeometry(); // the minimum height follows the legend's lines
}

QSize ValueHistoryPanel::minimumSizeHint() const
{
    // A layout counts a word-wrapped label as one line: a legend of several lines took
    // its room from the chart, down to a few pixels.
    const QMargins margins = layout()->contentsMargins();
    const int width = std::max(this->width(), m_chart->minimumSizeHint().width() + margins.left() + margins.right());
    const int legend = m_legend->heightForWidth(width - margins.left() - margins.right());
    return {QWidget::minimumSizeHint().width(),
            margins.top() + m_chart->minimumSizeHint().height() + layout()->spacing() + legend + margins.bottom()};
}

void ValueHistoryPanel::goTo(int position)
{
    if (position < 0 || position > static_cast<int>(m_document->moves().size())
        || position == m_document->currentMove())
        return;
    m_document->undoStack()->push(new GoToMoveCommand(m_document, position, tr("Go to move %1").arg(position)));
}

} // namespace gui
