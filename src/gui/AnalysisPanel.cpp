#include "gui/AnalysisPanel.h"

#include "gui/AnalysisText.h"

#include <QLabel>
#include <QVBoxLayout>

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

} // namespace

AnalysisPanel::AnalysisPanel(QWidget* parent)
    : QWidget(parent)
    , m_turn(makeLabel(this, QStringLiteral("turnLabel")))
    , m_verdict(makeLabel(this, QStringLiteral("verdictLabel")))
    , m_grundy(makeLabel(this, QStringLiteral("grundyLabel")))
    , m_remoteness(makeLabel(this, QStringLiteral("remotenessLabel")))
    , m_winning(makeLabel(this, QStringLiteral("winningLabel")))
{
    QFont big = m_verdict->font();
    big.setPointSizeF(big.pointSizeF() * 1.35);
    big.setBold(true);
    m_verdict->setFont(big);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_turn);
    layout->addWidget(m_verdict);
    layout->addWidget(m_remoteness);
    layout->addWidget(m_winning);
    layout->addWidget(m_grundy);
    layout->addStretch(1);
    setMinimumWidth(200);
}

void AnalysisPanel::setTurn(const QString& text)
{
    m_turn->setText(text);
}

void AnalysisPanel::showAnalysis(const engine::Analysis& analysis)
{
    m_verdict->setText(AnalysisText::verdict(analysis.outcome));
    m_verdict->setStyleSheet(analysis.outcome == engine::Outcome::Win ? QStringLiteral("color: #1e8449;")
                                                                      : QStringLiteral("color: #b03a2e;"));
    m_remoteness->setText(analysis.remoteness ? AnalysisText::remoteness(analysis.outcome, *analysis.remoteness)
                                              : QString());
    m_winning->setText(AnalysisText::winningMoves(analysis));
    m_grundy->setText(AnalysisText::grundy(analysis.grundy));
}

void AnalysisPanel::showStatus(const QString& text)
{
    m_verdict->setText(text);
    m_verdict->setStyleSheet(QString());
    m_remoteness->clear();
    m_winning->clear();
    m_grundy->clear();
}

QString AnalysisPanel::verdictText() const
{
    return m_verdict->text();
}

QString AnalysisPanel::detailsText() const
{
    return QStringList{m_remoteness->text(), m_winning->text(), m_grundy->text()}.join(QLatin1Char('\n'));
}

} // namespace gui
