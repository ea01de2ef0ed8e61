#pragma once

#include <QWidget>

class QListWidget;

namespace gui {

class GameDocument;

// The move list dock: the start and every move played, the current one
// selected, later ones greyed. Clicking an entry goes to that position (an
// undoable step).
class MoveListPanel : public QWidget {
    Q_OBJECT

public:
    // `document` must outlive the panel.
    explicit MoveListPanel(GameDocument* document, QWidget* parent = nullptr);

    [[nodiscard]] QListWidget* list() const { return m_list; }

private:
    void rebuild();
    void goTo(int row);

    GameDocument* m_document;
    QListWidget* m_list;
};

} // namespace gui
