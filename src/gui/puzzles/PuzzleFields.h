#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QString>

#include <cstdint>

class QComboBox;
class QDialog;
class QDialogButtonBox;
class QFormLayout;
class QLineEdit;
class QWidget;

namespace gui {

// The fields that choose puzzles, the same in Game ▸ Puzzles ▸ New Puzzle and
// File ▸ Export Worksheet…: the game (of those the window shows, by id, and
// last "Sums", id PuzzleSource::kSumId: sums of boards of different games), the
// level by its name (Easy, Medium, Hard) and the seed (a whole number of up to
// 19 digits). The widgets are children of the dialog given; each dialog adds
// the seed's row itself, with its own tooltip.
class PuzzleFields {
    Q_DECLARE_TR_FUNCTIONS(gui::PuzzleFields)

public:
    explicit PuzzleFields(QWidget* dialog);

    // Adds the rows of the game and the level to `form`.
    void addGameAndLevelRows(QFormLayout* form) const;
    [[nodiscard]] QLineEdit* seedField() const { return m_seed; }
    // The game's and the level's fields, for a dialog that follows them.
    [[nodiscard]] QComboBox* gameField() const { return m_game; }
    [[nodiscard]] QComboBox* levelField() const { return m_level; }
    // Lays `dialog` out: `form` above OK and Cancel, OK enabled only while the seed
    // field holds a seed. Returns the buttons.
    QDialogButtonBox* layOut(QDialog* dialog, QFormLayout* form) const;

    // A game the fields do not offer leaves the game as it was.
    void setGameId(const QString& id);
    [[nodiscard]] QString gameId() const;
    void setLevel(int level);
    [[nodiscard]] int level() const;
    void setSeed(std::uint64_t seed);
    // The seed as the field holds it (0 when it holds no number).
    [[nodiscard]] std::uint64_t seed() const;

    // Today in UTC, the day `grundygrid-cli puzzle --day` takes without a date.
    [[nodiscard]] static QDate todayUtc();
    // The seed of `date`'s puzzle of the day (engine::puzzleOfTheDaySeed).
    [[nodiscard]] static std::uint64_t seedOfTheDay(const QDate& date);

    // The name of level 1 to 3 ("Easy", "Medium", "Hard").
    [[nodiscard]] static QString levelName(int level);

private:
    QComboBox* m_game;
    QComboBox* m_level;
    QLineEdit* m_seed;
};

} // namespace gui
