#include "gui/analysis/AnalysisPanel.h"

#include "gui/analysis/AnalysisText.h"
#include "gui/looks/DecompositionText.h"
#include "gui/analysis/MisereText.h"
#include "gui/analysis/MoveVerdictTable.h"
#include "gui/base/ColorScheme.h"

#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

namespace gui {

namespace {

QLabel* makeLabel(QWidget* parent, const QString& objectName)
{
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

// A line shown only while it has something to say.
void showLine(QLabel* label, const QString& text)
{
    label->setText(text);
    label->setVisible(!text.isEmpty());
}

} // namespace

AnalysisPanel::AnalysisPanel(QWidget* parent)
    : QWidget(parent)
    , m_turn(makeLabel(this, QStringLiteral("turnLabel")))
    , m_rule(makeLabel(this, QStringLiteral("ruleLabel")))
    , m_verdict(makeLabel(this, QStringLiteral("verdictLabel")))
    , m_normalVerdict(makeLabel(this, QStringLiteral("normalVerdictLabel")))
    , m_grundy(makeLabel(this, QStringLiteral("grundyLabel")))
    , m_remoteness(makeLabel(this, QStringLiteral("remotenessLabel")))
    , m_winning(makeLabel(this, QStringLiteral("winningLabel")))
    , m_marksView(makeLabel(this, QStringLiteral("marksViewLabel")))
    , m_decomposition(new QWidget(this))
    , m_partCount(makeLabel(m_decomposition, QStringLiteral("partCountLabel")))
    , m_equation(makeLabel(m_decomposition, QStringLiteral("equationLabel")))
    , m_meaning(makeLabel(m_decomposition, QStringLiteral("meaningLabel")))
    , m_misereParts(makeLabel(this, QStringLiteral("misereTeachingLabel")))
    , m_analyseAgain(new QPushButton(tr("Analyse &Again"), this))
    , m_text(new QScrollArea(this))
    , m_winningOnly(new QCheckBox(tr("Show only &winning moves"), this))
    , m_table(new MoveVerdictTable(this))
{
    m_analyseAgain->setObjectName(QStringLiteral("analyseAgainButton"));
    m_analyseAgain->setToolTip(tr("Analyse the board again"));
    m_analyseAgain->hide();
    connect(m_analyseAgain, &QPushButton::clicked, this, &AnalysisPanel::analyseRequested);
    QFont big = m_verdict->font();
    big.setPointSizeF(big.pointSizeF() * 1.35);
    big.setBold(true);
    m_verdict->setFont(big);
    QFont equation = m_equation->font();
    equation.setPointSizeF(equation.pointSizeF() * 1.2);
    equation.setBold(true);
    m_equation->setFont(equation);
    auto* parts = new QVBoxLayout(m_decomposition);
    parts->setContentsMargins(0, 6, 0, 0);
    parts->setSpacing(2);
    parts->addWidget(m_partCount);
    parts->addWidget(m_equation);
    parts->addWidget(m_meaning);
    m_decomposition->hide();
    m_marksView->hide();
    QFont bold = m_rule->font();
    bold.setBold(true);
    m_rule->setFont(bold);
    m_rule->hide();
    m_normalVerdict->hide();
    m_misereParts->hide();
    auto* text = new QWidget(m_text);
    auto* lines = new QVBoxLayout(text);
    lines->setContentsMargins(0, 0, 0, 0);
    lines->addWidget(m_turn);
    lines->addWidget(m_rule);
    lines->addWidget(m_verdict);
    lines->addWidget(m_normalVerdict);
    lines->addWidget(m_analyseAgain, 0, Qt::AlignLeft);
    lines->addWidget(m_remoteness);
    lines->addWidget(m_winning);
    lines->addWidget(m_grundy);
    lines->addWidget(m_marksView);
    lines->addWidget(m_decomposition);
    lines->addWidget(m_misereParts);
    lines->addStretch(1);
    m_text->setObjectName(QStringLiteral("analysisTextArea"));
    m_text->setWidget(text);
    m_text->setWidgetResizable(true);
    m_text->setFrameShape(QFrame::NoFrame);
    m_text->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_winningOnly->setObjectName(QStringLiteral("winningMovesOnlyCheck"));
    m_winningOnly->setToolTip(tr("List only the moves that win; the losing moves are hidden"));
    connect(m_winningOnly, &QCheckBox::toggled, this, [this](bool only) {
        m_table->setWinningMovesOnly(only);
        emit winningMovesOnlyChanged(only);
    });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(m_winningOnly);
    layout->addWidget(m_table, 1);
}

void AnalysisPanel::setTurn(const QString& text)
{
    m_turn->setText(text);
    fitText();
}

void AnalysisPanel::showAnalysis(const engine::Analysis& analysis)
{
    m_showsStatus = false;
    m_analyseAgain->hide();
    m_verdict->setText(analysis.known() ? AnalysisText::verdict(analysis.outcome)
                                        : AnalysisText::unknownVerdict(*analysis.unknownReason));
    // An unknown sum's outcome is a placeholder: its verdict takes no win or loss colour.
    m_outcome = analysis.known() ? std::optional(analysis.outcome) : std::nullopt;
    if (!m_outcome)
        m_verdict->setStyleSheet(QString());
    applyScheme();
    m_remoteness->setText(analysis.remoteness ? AnalysisText::remoteness(analysis.outcome, *analysis.remoteness)
                                              : QString());
    m_winning->setText(AnalysisText::winningMoves(analysis));
    const bool misere = analysis.rule == engine::PlayRule::Misere;
    m_grundy->setText(misere ? MisereText::values(analysis) : AnalysisText::sumValues(analysis));
    showLine(m_rule, MisereText::rule(analysis));
    showLine(m_normalVerdict, MisereText::normalVerdict(analysis));
    showLine(m_misereParts, MisereText::parts(analysis));
    m_partCount->setText(analysis.parts.empty() ? QString()
                             : misere            ? MisereText::partCount(analysis.parts)
                                                 : DecompositionText::partCount(analysis.parts));
    m_equation->setText(DecompositionText::equation(analysis.parts));
    // Under misère the XOR's meaning does not hold: the misère paragraph says why instead.
    m_meaning->setText(misere ? QString() : DecompositionText::meaning(analysis.parts));
    // A sum whose every board is one part: the parts' equation would repeat the boards'.
    const bool repeatsBoards = !analysis.boards.empty() && analysis.parts.size() <= analysis.boards.size();
    if (repeatsBoards)
        m_equation->clear();
    m_decomposition->setVisible(m_decompositionVisible && !m_equation->text().isEmpty());
    m_showsSum = !analysis.boards.empty();
    m_marksView->setText(m_showsSum ? AnalysisText::sumMarks(m_boardsAlone) : QString());
    m_marksView->setVisible(m_showsSum);
    fitText();
}

void AnalysisPanel::showCancelled(const QString& text)
{
    showStatus(text);
    m_analyseAgain->show();
    fitText();
}

void AnalysisPanel::setPlayRule(engine::PlayRule rule)
{
    m_playRule = rule;
    if (m_showsStatus) {
        showLine(m_rule, MisereText::rule(rule));
        fitText();
    }
}

void AnalysisPanel::showStatus(const QString& text)
{
    m_showsStatus = true;
    m_analyseAgain->hide();
    m_verdict->setText(text);
    m_outcome.reset();
    m_verdict->setStyleSheet(QString());
    m_remoteness->clear();
    m_winning->clear();
    m_grundy->clear();
    showLine(m_rule, MisereText::rule(m_playRule));
    showLine(m_normalVerdict, QString());
    showLine(m_misereParts, QString());
    m_showsSum = false;
    m_marksView->clear();
    m_marksView->hide();
    m_partCount->clear();
    m_equation->clear();
    m_meaning->clear();
    m_decomposition->hide();
    fitText();
}

void AnalysisPanel::applyScheme()
{
    if (m_outcome) {
        const ColorScheme& scheme = ColorScheme::current();
        const QColor color = *m_outcome == engine::Outcome::Win ? scheme.winText() : scheme.lossText();
        m_verdict->setStyleSheet(QStringLiteral("color: %1;").arg(color.name()));
    }
    m_table->refreshMarks();
}

void AnalysisPanel::setDecompositionVisible(bool visible)
{
    m_decompositionVisible = visible;
    m_decomposition->setVisible(visible && !m_equation->text().isEmpty());
    fitText();
}

void AnalysisPanel::setBoardsAlone(bool alone)
{
    m_boardsAlone = alone;
    m_table->setBoardsAlone(alone);
    if (m_showsSum)
        m_marksView->setText(AnalysisText::sumMarks(alone));
}

QString AnalysisPanel::marksViewText() const
{
    return m_marksView->text();
}

void AnalysisPanel::setWinningMovesOnly(bool only)
{
    m_winningOnly->setChecked(only);
    m_table->setWinningMovesOnly(only);
}

void AnalysisPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitText();
}

void AnalysisPanel::fitText()
{
    const QMargins margins = layout()->contentsMargins();
    const QWidget* text = m_text->widget();
    const int width = contentsRect().width() - margins.left() - margins.right();
    // The scroll area keeps the text at least at its minimum height (word-wrapped labels measure that narrower).
    const int wanted = std::max(text->hasHeightForWidth() ? text->heightForWidth(width) : text->sizeHint().height(),
                                text->minimumSizeHint().height());
    const int besideText = margins.top() + margins.bottom() + 2 * layout()->spacing()
        + m_winningOnly->sizeHint().height() + m_table->heightForRows(MoveVerdictTable::kPreferredRows);
    m_text->setFixedHeight(
        std::max(std::min(wanted, height() - besideText), std::min(wanted, essentialTextHeight(width))));
}

int AnalysisPanel::essentialTextHeight(int width) const
{
    int height = 0;
    int lines = 0;
    const std::initializer_list<const QWidget*> essential{m_turn,         m_rule,       m_verdict,
                                                          m_normalVerdict, m_analyseAgain, m_remoteness,
                                                          m_winning,      m_grundy};
    for (const QWidget* line : essential) {
        if (line->isHidden())
            continue;
        height += line->hasHeightForWidth() ? line->heightForWidth(width) : line->sizeHint().height();
        ++lines;
    }
    return height + std::max(0, lines - 1) * m_text->widget()->layout()->spacing();
}

bool AnalysisPanel::isDecompositionShown() const
{
    return !m_decomposition->isHidden();
}

QString AnalysisPanel::equationText() const
{
    return m_equation->text();
}

QString AnalysisPanel::verdictText() const
{
    return m_verdict->text();
}

QString AnalysisPanel::ruleText() const
{
    return m_rule->text();
}

QString AnalysisPanel::normalVerdictText() const
{
    return m_normalVerdict->text();
}

QString AnalysisPanel::misereTeachingText() const
{
    return m_misereParts->text();
}

QString AnalysisPanel::detailsText() const
{
    return QStringList{m_remoteness->text(), m_winning->text(), m_grundy->text()}.join(QLatin1Char('\n'));
}

} // namespace gui
