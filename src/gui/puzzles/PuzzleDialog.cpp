#include "gui/puzzles/PuzzleDialog.h"

#include "gui/looks/GameLooks.h"

#include "engine/GameModules.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QSpinBox>

namespace gui {

PuzzleDialog::PuzzleDialog(const PuzzleChoice& proposed, QWidget* parent)
    : QDialog(parent)
    , m_game(new QComboBox(this))
    , m_level(new QComboBox(this))
    , m_winningMoves(new QSpinBox(this))
    , m_seed(new QLineEdit(this))
{
    setWindowTitle(tr("New Puzzle"));
    for (const engine::GameModule* module : engine::gameModules())
        if (GameLooks::isSupported(module->game.id()))
            m_game->addItem(GameLooks::find(module->game.id()).gameName(module->game),
                            QString::fromStdString(std::string(module->game.id())));
    for (int level = 1; level <= engine::PuzzleRecipe::kLevels; ++level)
        m_level->addItem(levelName(level), level);
    m_level->setToolTip(tr("Harder puzzles have bigger boards, more legal moves and a longer way to the win."));
    m_winningMoves->setRange(1, engine::PuzzleRequest::kMaxWinningMoves);
    m_winningMoves->setToolTip(tr("1: find the winning move. More: the position has that many winning moves "
                                  "and you find them all."));
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,19}")), m_seed));
    m_seed->setToolTip(tr("The same game, level and seed always give the same puzzle (grundygrid-cli puzzle too)."));
    auto* randomSeed = new QPushButton(tr("&Random"), this);
    randomSeed->setToolTip(tr("A new random seed"));
    connect(randomSeed, &QPushButton::clicked, this,
            [this] { m_seed->setText(QString::number(QRandomGenerator::global()->bounded(1000000))); });
    auto* seedRow = new QHBoxLayout;
    seedRow->addWidget(m_seed, 1);
    seedRow->addWidget(randomSeed);

    auto* form = new QFormLayout;
    form->addRow(tr("&Game:"), m_game);
    form->addRow(tr("&Level:"), m_level);
    form->addRow(tr("&Winning moves to find:"), m_winningMoves);
    auto* seedLabel = new QLabel(tr("&Seed:"), this); // a row of a layout gets no buddy of its own
    seedLabel->setBuddy(m_seed);
    form->addRow(seedLabel, seedRow);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Generate"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    setChoice(proposed);
}

void PuzzleDialog::setChoice(const PuzzleChoice& choice)
{
    if (const int game = m_game->findData(choice.gameId); game >= 0)
        m_game->setCurrentIndex(game);
    m_level->setCurrentIndex(m_level->findData(choice.request.level));
    m_winningMoves->setValue(choice.request.winningMoves);
    m_seed->setText(QString::number(choice.request.seed));
}

PuzzleChoice PuzzleDialog::choice() const
{
    PuzzleChoice choice;
    choice.gameId = m_game->currentData().toString();
    choice.request.level = m_level->currentData().toInt();
    choice.request.winningMoves = m_winningMoves->value();
    choice.request.seed = m_seed->text().toULongLong();
    return choice;
}

QString PuzzleDialog::levelName(int level)
{
    switch (level) {
    case 1:
        return tr("Easy");
    case 3:
        return tr("Hard");
    default:
        return tr("Medium");
    }
}

} // namespace gui
