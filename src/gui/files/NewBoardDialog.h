#pragma once

#include "gui/looks/GameLook.h"

#include "engine/Board.h"
#include "engine/Game.h"

#include <QDialog>

#include <memory>
#include <optional>
#include <random>

class QLineEdit;

namespace Ui {
class NewBoardDialog;
}

namespace gui {

// Asks for a game, a board size and what to start from (an empty board, or the
// board the game's look names instead (chomp's classic game: GameLook::newBoard),
// the game's example, a random board of a chosen density) for New, or only a size
// for Resize. It states the game's size limits up front (SizeLimitsText).
// Sizes are typed as 64-bit numbers (the pawn plane is 10^9 + 1 cells wide)
// and checked against Game::takesSize and the game's own rules; the dialog
// stays open with the reason until the user picks a playable size or cancels.
class NewBoardDialog : public QDialog {
    Q_OBJECT

public:
    enum class Purpose { NewBoard, Resize };
    enum class Start { Empty, Example, Random };

    NewBoardDialog(Purpose purpose, const engine::Game& game, engine::Coord rows, engine::Coord cols,
                   QWidget* parent = nullptr);
    ~NewBoardDialog() override;

    [[nodiscard]] const engine::Game& game() const;
    // Selects the game `gameId` when the dialog offers it.
    void setGame(const QString& gameId);
    // The size typed; 0 for a field that holds no number in range.
    [[nodiscard]] engine::Coord rows() const;
    [[nodiscard]] engine::Coord cols() const;
    void setBoardSize(engine::Coord rows, engine::Coord cols);
    [[nodiscard]] Start start() const;
    void setStart(Start start);
    [[nodiscard]] int densityPercent() const;
    void setDensityPercent(int percent);
    // The message shown for the last refused choice; empty when none.
    [[nodiscard]] QString errorText() const;

    // The setup the accepted choices describe; random boards draw from `random`.
    [[nodiscard]] engine::Board createSetup(std::mt19937_64& random) const;

    // Why `game` cannot play its new rows x cols board (GameLook::newBoard, which
    // may ignore the size: the pawn plane), or empty.
    [[nodiscard]] static QString sizeProblem(const engine::Game& game, engine::Coord rows, engine::Coord cols);
    // The names Settings keeps a start under ("empty", "example", "random").
    [[nodiscard]] static QString startName(Start start);
    [[nodiscard]] static std::optional<Start> startFromName(const QString& name);

    void accept() override;

protected:
    void showEvent(QShowEvent* event) override;

private:
    // Grows the dialog to the height its texts need at its width (the New dialog only:
    // Resize has a fixed size). A layout's minimum counts a word-wrapped label as one
    // line, so the pawn example's two-line note and a two-line refusal were clipped and
    // squeezed the start choices on top of each other.
    void fitHeight();
    void onGameChanged();
    void updateStartWidgets();
    // Fills the size fields: the example's size while the example is chosen, else the sizes typed.
    void showSizes();
    // The number in `edit`, if it holds one.
    [[nodiscard]] static std::optional<engine::Coord> numberIn(const QLineEdit* edit);
    // The number in `edit` if it lies in [min, max].
    [[nodiscard]] static std::optional<engine::Coord> sizeIn(const QLineEdit* edit, engine::Coord min,
                                                             engine::Coord max);

    std::unique_ptr<Ui::NewBoardDialog> ui;
    // The form's name of the first start ("Empty board"), for the games that do not name their own.
    GameLook::NewBoardName m_emptyName;
    // The sizes last typed or given, restored when a game with a fixed size or the example is left.
    engine::Coord m_typedRows = 8;
    engine::Coord m_typedCols = 8;
};

} // namespace gui
