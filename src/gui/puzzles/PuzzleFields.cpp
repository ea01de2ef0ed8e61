#include "gui/puzzles/PuzzleFields.h"

#include "gui/looks/GameLooks.h"
#include "gui/puzzles/PuzzleSource.h"

#include "engine/GameModules.h"
#include "engine/puzzles/PuzzleOfTheDay.h"
#include "engine/puzzles/PuzzleRecipe.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDateTime>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

namespace gui {

PuzzleFields::PuzzleFields(QWidget* dialog)
    : m_game(new QComboBox(dialog))
    , m_level(new QComboBox(dialog))
    , m_seed(new QLineEdit(dialog))
{
    for (const engine::GameModule* module : engine::gameModules())
        if (GameLooks::isSupported(module->game.id()))
            m_game->addItem(GameLooks::find(module->game.id()).gameName(module->game),
                            QString::fromStdString(std::string(module->game.id())));
    // After the games: sums of boards of different games (`grundygrid-cli puzzle sum`).
    const auto sums = PuzzleSource::of(QString::fromLatin1(PuzzleSource::kSumId));
    m_game->addItem(sums->name(), sums->id());
    for (int level = 1; level <= engine::PuzzleRecipe::kLevels; ++level)
        m_level->addItem(levelName(level), level);
    m_level->setToolTip(tr("Harder puzzles have a longer way to the win, more legal moves and, where the game "
                           "splits, more parts to add up."));
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,19}")), m_seed));
}

void PuzzleFields::addGameAndLevelRows(QFormLayout* form) const
{
    form->addRow(tr("&Game:"), m_game);
    form->addRow(tr("&Level:"), m_level);
}

QDialogButtonBox* PuzzleFields::layOut(QDialog* dialog, QFormLayout* form) const
{
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    QLineEdit* seed = m_seed;
    QObject::connect(seed, &QLineEdit::textChanged, buttons, [seed, buttons] {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(seed->hasAcceptableInput());
    });
    auto* layout = new QVBoxLayout(dialog);
    layout->addLayout(form);
    layout->addWidget(buttons);
    return buttons;
}

void PuzzleFields::setGameId(const QString& id)
{
    if (const int index = m_game->findData(id); index >= 0)
        m_game->setCurrentIndex(index);
}

QString PuzzleFields::gameId() const
{
    return m_game->currentData().toString();
}

void PuzzleFields::setLevel(int level)
{
    m_level->setCurrentIndex(m_level->findData(level));
}

int PuzzleFields::level() const
{
    return m_level->currentData().toInt();
}

void PuzzleFields::setSeed(std::uint64_t seed)
{
    m_seed->setText(QString::number(seed));
}

std::uint64_t PuzzleFields::seed() const
{
    return m_seed->text().toULongLong();
}

QDate PuzzleFields::todayUtc()
{
    return QDateTime::currentDateTimeUtc().date();
}

std::uint64_t PuzzleFields::seedOfTheDay(const QDate& date)
{
    return engine::puzzleOfTheDaySeed(date.year(), static_cast<unsigned>(date.month()),
                                      static_cast<unsigned>(date.day()));
}

QString PuzzleFields::levelName(int level)
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
