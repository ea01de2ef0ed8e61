#include "gui/analysis/ShadingLegend.h"

#include "gui/board/AnalysisOverlay.h"
#include "gui/looks/MoveMarks.h"

#include "engine/Analysis.h"

#include <QGridLayout>
#include <QLabel>

namespace gui {

namespace {

constexpr int kLegendMarkPixels = 22;

// The mark of `step` cut to its square: a losing mark is a small disk, drawn large and cropped.
QPixmap legendMark(bool wins, int step)
{
    if (wins)
        return AnalysisOverlay::markPixmap(true, kLegendMarkPixels, step);
    return AnalysisOverlay::markPixmap(false, 2 * kLegendMarkPixels, step)
        .copy(kLegendMarkPixels / 2, kLegendMarkPixels / 2, kLegendMarkPixels, kLegendMarkPixels);
}

} // namespace

ShadingLegend::ShadingLegend(QWidget* parent)
    : QWidget(parent)
    , m_plain(new QLabel(this))
{
    setObjectName(QStringLiteral("shadingLegend"));
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(6, 2, 6, 2);
    grid->setVerticalSpacing(0);
    addRow(0, tr("Wins in"), m_wins, "win");
    addRow(1, tr("Loses in"), m_losses, "loss");
    auto* note = new QLabel(tr("moves to the end of the game with best play, this move counted: the sooner, the "
                               "stronger the colour; (n) moves of this position"),
                            this);
    note->setObjectName(QStringLiteral("shadingCaption"));
    note->setWordWrap(true); // normal text: a disabled label read as pale grey
    grid->addWidget(note, 2, 0, 1, 1 + 2 * ShadeSteps::kCount);
    m_plain->setObjectName(QStringLiteral("shadingPlainNote"));
    grid->addWidget(m_plain, 3, 0, 1, 1 + 2 * ShadeSteps::kCount);
    grid->setColumnStretch(2 * ShadeSteps::kCount, 1);
    showAnalysis(nullptr);
    applyScheme();
}

void ShadingLegend::addRow(int gridRow, const QString& title, Row& row, const char* namePrefix)
{
    auto* grid = static_cast<QGridLayout*>(layout());
    auto* heading = new QLabel(title, this);
    QFont bold = heading->font();
    bold.setBold(true);
    heading->setFont(bold);
    grid->addWidget(heading, gridRow, 0);
    for (int step = 0; step < ShadeSteps::kCount; ++step) {
        StepLabels& labels = row[static_cast<std::size_t>(step)];
        labels.mark = new QLabel(this);
        labels.range = new QLabel(this);
        labels.range->setObjectName(QStringLiteral("%1Range%2").arg(QLatin1String(namePrefix)).arg(step));
        labels.range->setMinimumWidth(labels.range->fontMetrics().horizontalAdvance(QStringLiteral("16+ (999)")));
        grid->addWidget(labels.mark, gridRow, 1 + 2 * step);
        grid->addWidget(labels.range, gridRow, 2 + 2 * step);
    }
}

void ShadingLegend::showAnalysis(const engine::Analysis* analysis)
{
    m_winCounts = {};
    m_lossCounts = {};
    m_plainCount = 0;
    if (analysis != nullptr)
        for (const CellMark& mark : cellMarks(*analysis)) {
            if (const std::optional<int> step = shadeStepOf(mark))
                ++(mark.wins ? m_winCounts : m_lossCounts)[static_cast<std::size_t>(*step)];
            else
                ++m_plainCount;
        }
    showCounts();
}

void ShadingLegend::setAnswerHidden(bool hidden)
{
    m_answerHidden = hidden;
    showCounts();
}

void ShadingLegend::showCounts()
{
    showCounts(m_wins, m_winCounts);
    showCounts(m_losses, m_lossCounts);
    m_plain->setText(tr("Marks of unknown remoteness stay plain: %1").arg(m_plainCount));
    m_plain->setVisible(m_plainCount > 0 && !m_answerHidden);
}

void ShadingLegend::showCounts(Row& row, const std::array<int, ShadeSteps::kCount>& counts) const
{
    for (int step = 0; step < ShadeSteps::kCount; ++step) {
        const int count = counts[static_cast<std::size_t>(step)];
        QLabel* range = row[static_cast<std::size_t>(step)].range;
        range->setText(m_answerHidden ? ShadeSteps::rangeText(step)
                                      : QStringLiteral("%1 (%2)").arg(ShadeSteps::rangeText(step)).arg(count));
        range->setEnabled(m_answerHidden || count > 0);
    }
}

void ShadingLegend::applyScheme()
{
    for (int step = 0; step < ShadeSteps::kCount; ++step) {
        m_wins[static_cast<std::size_t>(step)].mark->setPixmap(legendMark(true, step));
        m_losses[static_cast<std::size_t>(step)].mark->setPixmap(legendMark(false, step));
    }
}

} // namespace gui
