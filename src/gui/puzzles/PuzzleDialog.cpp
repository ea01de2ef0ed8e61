#include "gui/puzzles/PuzzleDialog.h"

#include "gui/puzzles/PuzzleFields.h"
#include "gui/puzzles/PuzzleSource.h"


#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>

namespace gui {

PuzzleDialog::PuzzleDialog(const PuzzleChoice& proposed, QWidget* parent)
    : QDialog(parent)
    , m_fields(std::make_unique<PuzzleFields>(this))
    , m_winningMoves(new QSpinBox(this))
    , m_ruleNote(new QLabel(tr("The puzzle will be played by the misère rule, as the board is: whoever makes the "
                               "last move loses."),
                            this))
{
    setWindowTitle(tr("New Puzzle"));
    m_winningMoves->setRange(1, engine::PuzzleRequest::kMaxWinningMoves);
    m_winningMoves->setToolTip(tr("1: find the winning move. More: the position has that many winning moves "
                                  "and you find them all."));
    QLineEdit* seed = m_fields->seedField();
    seed->setToolTip(tr("The same game, level and seed always give the same puzzle (grundygrid-cli puzzle too)."));
    auto* randomSeed = new QPushButton(tr("&Random"), this);
    randomSeed->setToolTip(tr("A new random seed"));
    connect(randomSeed, &QPushButton::clicked, this,
            [seed] { seed->setText(QString::number(QRandomGenerator::global()->bounded(1000000))); });
    auto* seedRow = new QHBoxLayout;
    seedRow->addWidget(seed, 1);
    seedRow->addWidget(randomSeed);

    auto* form = new QFormLayout;
    m_fields->addGameAndLevelRows(form);
    form->addRow(tr("&Winning moves to find:"), m_winningMoves);
    auto* seedLabel = new QLabel(tr("&Seed:"), this); // a row of a layout gets no buddy of its own
    seedLabel->setBuddy(seed);
    form->addRow(seedLabel, seedRow);
    m_ruleNote->setObjectName(QStringLiteral("puzzleRuleNote"));
    m_ruleNote->setWordWrap(true);
    form->addRow(m_ruleNote);
    m_fields->layOut(this, form)->button(QDialogButtonBox::Ok)->setText(tr("Ge&nerate"));
    connect(m_fields->gameField(), &QComboBox::currentIndexChanged, this, &PuzzleDialog::boundWinningMoves);
    connect(m_fields->levelField(), &QComboBox::currentIndexChanged, this, &PuzzleDialog::boundWinningMoves);
    boundWinningMoves();
    setChoice(proposed);
}

void PuzzleDialog::boundWinningMoves()
{
    const std::optional<PuzzleSource> source = PuzzleSource::of(m_fields->gameId());
    const int level = m_fields->level();
    if (!source || level < 1 || level > engine::PuzzleRecipe::kLevels)
        return;
    m_winningMoves->setMaximum(source->maxWinningMoves(level));
}

PuzzleDialog::~PuzzleDialog() = default;

void PuzzleDialog::setChoice(const PuzzleChoice& choice)
{
    m_fields->setGameId(choice.gameId);
    m_fields->setLevel(choice.request.level);
    m_winningMoves->setValue(choice.request.winningMoves);
    m_fields->setSeed(choice.request.seed);
    m_rule = choice.request.rule;
    m_ruleNote->setVisible(m_rule == engine::PlayRule::Misere);
}

PuzzleChoice PuzzleDialog::choice() const
{
    PuzzleChoice choice;
    choice.gameId = m_fields->gameId();
    choice.request.level = m_fields->level();
    choice.request.winningMoves = m_winningMoves->value();
    choice.request.seed = m_fields->seed();
    choice.request.rule = m_rule;
    return choice;
}

} // namespace gui
