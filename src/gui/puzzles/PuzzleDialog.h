#pragma once

#include "engine/puzzles/PuzzleGenerator.h"

#include <QDialog>
#include <QString>

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace gui {

// What a puzzle is asked for in the window: the game (by id) and the request.
struct PuzzleChoice {
    QString gameId;
    engine::PuzzleRequest request;
};

// Game > Puzzles > New Puzzle: the game, the level (Easy, Medium, Hard), how
// many winning moves to find and the seed, shown and editable (a new random one
// at the press of a button), so a puzzle can be shared or asked for again.
class PuzzleDialog : public QDialog {
    Q_OBJECT

public:
    // Shows `proposed` (its game must be one the window shows).
    explicit PuzzleDialog(const PuzzleChoice& proposed, QWidget* parent = nullptr);

    // The choice as the fields hold it (a seed field that holds no number reads as 0).
    [[nodiscard]] PuzzleChoice choice() const;
    // Fills the fields with `choice`; a game the dialog does not offer leaves the game as it was.
    void setChoice(const PuzzleChoice& choice);
    // The name of level 1 to 3 ("Easy", "Medium", "Hard").
    [[nodiscard]] static QString levelName(int level);

private:
    QComboBox* m_game;
    QComboBox* m_level;
    QSpinBox* m_winningMoves;
    QLineEdit* m_seed;
};

} // namespace gui
