#pragma once

#include <QObject>
#include <QString>

class QAction;

namespace gui {

class BoardScene;
class GameDocument;

// Game > Hint: outlines a winning move of the analysis the board shows (the
// one the computer would play); in a lost position the most stubborn move (the
// slowest loss, the losing move whose remoteness is largest) and says so; where
// that remoteness, or a sum's verdict, is not known, the move the computer would
// play, saying what is not known. It never waits for an analysis; before one is
// shown it only says so.
class HintAction : public QObject {
    Q_OBJECT

public:
    // `action` triggers it; all three must outlive it.
    HintAction(QAction* action, GameDocument* document, BoardScene* scene, QObject* parent = nullptr);

    void showHint();

signals:
    // What the hint says, for the status bar.
    void message(const QString& text);

private:
    GameDocument* m_document;
    BoardScene* m_scene;
};

} // namespace gui
