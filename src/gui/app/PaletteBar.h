#pragma once

#include "engine/Game.h"

#include <QObject>

#include <cstddef>
#include <functional>

class QActionGroup;
class QToolBar;

namespace gui {

struct SetupAction;

class EditTool;

// The palette tool bar: a game's paint tools (one checked at a time, the edit
// tool paints with it) and its one-click setup actions, enabled in edit mode
// only. Choosing any of them asks the window for edit mode first. A live setup
// switch (volcano's Monsters Follow Walls) is remembered per game in Settings, so
// a new board or another game and back finds it as it was left.
//
// Of a sum (engine::SumGame) it shows one board's palette at a time, the board
// the user points at (setBoard), named at the bar's start ("board 1: Nim",
// counted from 0 as the boards' frames count them); its setup actions and live
// switch act on that board alone. The chosen tool stays chosen when the board
// changes if the new board's palette has its kind, else the board's first tool
// is chosen.
class PaletteBar : public QObject {
    Q_OBJECT

public:
    // Both must outlive the bar.
    PaletteBar(QToolBar* toolBar, EditTool* editTool, QObject* parent = nullptr);

    // Replaces the tools by those of `game` (its look's palette and setup
    // actions); of a sum, those of its board set by setBoard (the last board
    // when the sum has fewer).
    void showGame(const engine::Game& game);
    // Shows board `board` of the sum shown; nothing for the game of one board.
    void setBoard(std::size_t board);
    // The board of the sum whose palette is shown (0 for the game of one board).
    [[nodiscard]] std::size_t board() const { return m_board; }
    // Enables the tools in edit mode and disables them in play mode.
    void setEditing(bool editing);

signals:
    void editModeRequested();

private:
    using SetupEdit = std::function<engine::Board(const engine::Board&)>;

    // The tools of `game`, whose setup edits go through `onSetup` (a sum's board: the edit on its part only).
    void addTools(const engine::Game& game, const std::function<SetupEdit(const SetupEdit&)>& onSetup);
    // A checkable action that keeps `apply` applied after every stroke of `gameId`'s boards.
    void addLiveSwitch(const SetupAction& setupAction, const SetupEdit& apply, const QString& gameId);

    QToolBar* m_toolBar;
    EditTool* m_editTool;
    QActionGroup* m_group = nullptr;
    const engine::Game* m_game = nullptr;
    std::size_t m_board = 0;
    bool m_editing = true;
};

} // namespace gui
