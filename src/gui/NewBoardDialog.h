#pragma once

#include "engine/Game.h"

#include <QDialog>

#include <memory>

namespace Ui {
class NewBoardDialog;
}

namespace gui {

// Asks for a game and a board size (for New) or only a size (for Resize).
// It refuses sizes the game cannot play, with the game's own reason, and stays
// open until the user picks a playable size or cancels.
class NewBoardDialog : public QDialog {
    Q_OBJECT

public:
    enum class Purpose { NewBoard, Resize };

    NewBoardDialog(Purpose purpose, const engine::Game& game, engine::Coord rows, engine::Coord cols,
                   QWidget* parent = nullptr);
    ~NewBoardDialog() override;

    [[nodiscard]] const engine::Game& game() const;
    [[nodiscard]] engine::Coord rows() const;
    [[nodiscard]] engine::Coord cols() const;
    void setBoardSize(engine::Coord rows, engine::Coord cols);
    // The message shown for the last refused size; empty when none.
    [[nodiscard]] QString errorText() const;

    // Why `game` cannot play an empty rows x cols board, or empty.
    [[nodiscard]] static QString sizeProblem(const engine::Game& game, engine::Coord rows, engine::Coord cols);

    void accept() override;

private:
    void updateLimits();

    std::unique_ptr<Ui::NewBoardDialog> ui;
};

} // namespace gui
