#pragma once

#include <QObject>

#include <cstddef>
#include <optional>

class QAction;
class QMenu;
class QWidget;

namespace gui {

class BoardView;
class DocumentFiles;
class GameDocument;
class NewBoardDialog;
class SumBoards;

// File ▸ New Sum… (2 to 8 boards, one new document) and Edit ▸ Add Board to
// Sum…, Remove Board from Sum, Duplicate Board in Sum, Move Board Left /
// Right: a board added at the right of any board (a plain
// board becomes a sum of two; up to 8 boards), or the keyboard cursor's board
// removed (a sum of one left is its plain game again), copied as set up or
// moved, each one undo step (ReplaceGameCommand). The boards keep their setups
// and the moves played on them (SumBoards).
class SumEdits : public QObject {
    Q_OBJECT

public:
    // Appends the actions to `editMenu` and File ▸ New Sum… after `newAction` in
    // `fileMenu`; all must outlive this object; `window` parents the dialogs and owns this.
    SumEdits(QMenu* editMenu, QMenu* fileMenu, QAction* newAction, GameDocument* document, DocumentFiles* files,
             BoardView* view, QWidget* window);

    // File ▸ New Sum…: after DocumentFiles::maybeSave, asks how many boards (2 to
    // 8) and each board (NewBoardDialog), then makes the sum a new document.
    void newSumWithDialogs();

    // Asks for the board (NewBoardDialog) and adds it.
    void addBoardWithDialog();
    // Adds the board the accepted dialog describes at the right; false with a
    // message when the boards would make no sum.
    bool addBoard(const NewBoardDialog& dialog);
    // Removes board `index` of the sum.
    void removeBoard(std::size_t index);
    // Removes the keyboard cursor's board (or says where to put the cursor).
    void removeCursorBoard();
    // Adds a copy of board `index` as set up (without the moves played on it) at its right.
    void duplicateBoard(std::size_t index);
    // Swaps board `index` with its neighbour `step` (-1: left, 1: right); its moves go with it.
    void moveBoard(std::size_t index, int step);
    // Adds to `menu` (a context menu; the actions are its children) the edits
    // of board `board` of the document's sum, each acting on that board and
    // enabled where it can: Remove Board from Sum, Duplicate Board, Move Board
    // Left and Right; then Add Board to Sum…. Of one game, or without a board: Add only.
    void addBoardActions(QMenu* menu, std::optional<std::size_t> board);

signals:
    // A line for the status bar.
    void message(const QString& text);

private:
    // The keyboard cursor's board of the sum, or nothing (and a message saying where to put it).
    [[nodiscard]] std::optional<std::size_t> cursorBoard();
    // Enables the actions for the document's number of boards; the tooltips say why not.
    void updateActions();
    // Makes `boards` the document's game and state as one undo step named `text`.
    bool apply(const SumBoards& boards, const QString& text, const QString& done);

    GameDocument* m_document;
    DocumentFiles* m_files;
    BoardView* m_view;
    QWidget* m_window;
    QAction* m_add;
    QAction* m_remove;
    QAction* m_duplicate;
    QAction* m_moveLeft;
    QAction* m_moveRight;
};

} // namespace gui
