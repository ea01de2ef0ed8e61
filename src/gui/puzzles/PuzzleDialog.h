#pragma once

#include "engine/puzzles/PuzzleGenerator.h"

#include <QDate>
#include <QDialog>
#include <QString>

#include <memory>
#include <optional>

class QLabel;
class QSpinBox;

namespace gui {

class PuzzleFields;

// What a puzzle is asked for in the window: the game (by id) and the request;
// the puzzle of the day also its date (shown instead of its seed).
struct PuzzleChoice {
    QString gameId;
    engine::PuzzleRequest request;
    std::optional<QDate> day;
};

// Game > Puzzles > New Puzzle: the game, the level (Easy, Medium, Hard), how
// many winning moves to find (up to the most the game's level allows) and the
// seed, shown and editable (a new random one at the press of a button), so a
// puzzle can be shared or asked for again. Under misère (the rule of the
// choice, the board's) a line says that the puzzle will be played by it.
class PuzzleDialog : public QDialog {
    Q_OBJECT

public:
    // Shows `proposed` (its game must be one the window shows).
    explicit PuzzleDialog(const PuzzleChoice& proposed, QWidget* parent = nullptr);
    ~PuzzleDialog() override;

    // The choice as the fields hold it (a seed field that holds no number reads as 0).
    [[nodiscard]] PuzzleChoice choice() const;
    // Fills the fields with `choice`; a game the dialog does not offer leaves the game as it was.
    void setChoice(const PuzzleChoice& choice);

private:
    // Winning moves up to the most the game's level allows (PuzzleLevel::maxWinningMoves).
    void boundWinningMoves();

    std::unique_ptr<PuzzleFields> m_fields;
    QSpinBox* m_winningMoves;
    QLabel* m_ruleNote; // shown under misère
    engine::PlayRule m_rule = engine::PlayRule::Normal; // of the choice, not a field: the board's
};

} // namespace gui
