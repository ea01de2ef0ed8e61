#include "gui/puzzles/PuzzlePanel.h"

#include "gui/base/ColorScheme.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace gui {

namespace {

constexpr int kProgressSteps = 1000;
// Lines kept for the question and for the verdict (a wrong answer's why takes three to four), so the
// dock never cuts them.
constexpr int kQuestionLines = 2;
constexpr int kVerdictLines = 5;

QPushButton* makeButton(const QString& text, const QString& tip, const QString& name, QWidget* parent)
{
    auto* button = new QPushButton(text, parent);
    button->setToolTip(tip);
    button->setObjectName(name);
    return button;
}

} // namespace

PuzzlePanel::PuzzlePanel(QWidget* parent)
    : QWidget(parent)
    , m_question(new QLabel(tr("No puzzle yet: Game ▸ Puzzles ▸ New Puzzle or Puzzle of the Day."), this))
    , m_verdict(new QLabel(this))
    , m_score(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(makeButton(tr("Cancel"), tr("Stop generating the puzzle"), QStringLiteral("puzzleCancel"), this))
    , m_retry(makeButton(tr("Retry"), tr("Back to the puzzle's position for another try"),
                         QStringLiteral("puzzleRetry"), this))
    , m_answer(makeButton(tr("Show Answer"), tr("Show the winning moves (ends the streak)"),
                          QStringLiteral("puzzleShowAnswer"), this))
    , m_next(makeButton(tr("Next Puzzle"), tr("A new puzzle of the same game and level (the next seed)"),
                        QStringLiteral("puzzleNext"), this))
{
    m_question->setObjectName(QStringLiteral("puzzleQuestion"));
    m_verdict->setObjectName(QStringLiteral("puzzleVerdict"));
    m_score->setObjectName(QStringLiteral("puzzleScore"));
    QFont bold = m_question->font();
    bold.setBold(true);
    m_question->setFont(bold);
    for (QLabel* label : {m_question, m_verdict, m_score}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_question->setMinimumHeight(m_question->fontMetrics().lineSpacing() * kQuestionLines);
    m_verdict->setMinimumHeight(m_verdict->fontMetrics().lineSpacing() * kVerdictLines);
    m_verdict->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_progress->setRange(0, kProgressSteps);
    auto* progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_cancel);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_retry);
    buttons->addWidget(m_answer);
    buttons->addWidget(m_next);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_question);
    layout->addLayout(progressRow);
    layout->addWidget(m_verdict);
    layout->addLayout(buttons);
    layout->addWidget(m_score);
    layout->addStretch(1);
    connect(m_cancel, &QPushButton::clicked, this, &PuzzlePanel::cancelRequested);
    connect(m_retry, &QPushButton::clicked, this, &PuzzlePanel::retryRequested);
    connect(m_answer, &QPushButton::clicked, this, &PuzzlePanel::answerRequested);
    connect(m_next, &QPushButton::clicked, this, &PuzzlePanel::nextRequested);
    setGenerating(false);
    setPuzzleButtonsEnabled(false);
}

void PuzzlePanel::setQuestion(const QString& text)
{
    m_question->setText(text);
}

void PuzzlePanel::setVerdict(const QString& text, bool right)
{
    const ColorScheme& colors = ColorScheme::current();
    const QColor colour = right ? colors.winText() : colors.lossText();
    const QString lines = text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    m_verdict->setText(text.isEmpty() ? QString()
                                      : QStringLiteral("<span style=\"color:%1\">%2</span>").arg(colour.name(), lines));
}

void PuzzlePanel::setScore(const QString& text)
{
    m_score->setText(text);
}

void PuzzlePanel::setGenerating(bool generating)
{
    m_progress->setVisible(generating);
    m_cancel->setVisible(generating);
    m_progress->setValue(0);
}

void PuzzlePanel::setProgress(double fraction)
{
    m_progress->setValue(static_cast<int>(fraction * kProgressSteps));
}

void PuzzlePanel::setPuzzleButtonsEnabled(bool puzzleLoaded)
{
    m_retry->setEnabled(puzzleLoaded);
    m_answer->setEnabled(puzzleLoaded);
    m_next->setEnabled(puzzleLoaded);
}

} // namespace gui
