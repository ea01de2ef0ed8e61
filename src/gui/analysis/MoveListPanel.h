#pragma once

#include "engine/Board.h"
#include "engine/Move.h"

#include <QWidget>

#include <vector>

class QListWidget;

namespace engine {
class Game;
}

namespace gui {

class GameDocument;

// The move list dock: the start and every move played, the current one
// selected, later ones greyed. Clicking an entry goes to that position (an
// undoable step). A change redoes only the entries it touches, and all entries
// have one height, so a game of thousands of moves costs no more a move than a
// short one.
class MoveListPanel : public QWidget {
    Q_OBJECT

public:
    // `document` must outlive the panel.
    explicit MoveListPanel(GameDocument* document, QWidget* parent = nullptr);

    [[nodiscard]] QListWidget* list() const { return m_list; }

private:
    void rebuild();
    void goTo(int row);
    // Greys the entry of move `index` (0: the first move) when it is not played yet.
    void shade(int index);

    GameDocument* m_document;
    QListWidget* m_list;
    // What the entries show now.
    const engine::Game* m_shownGame = nullptr;
    std::vector<engine::Move> m_shownMoves;
    engine::Board m_shownSetup; // the moves' names depend on it (nim: how many a move takes)
    int m_shownCurrent = 0;
};

} // namespace gui
