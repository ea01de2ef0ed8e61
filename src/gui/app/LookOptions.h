#pragma once

#include <QObject>

class QAction;
class QGraphicsScene;

namespace gui {

class GameDocument;
class MoveAnimator;
class Settings;

// The View menu's "Animations" and "Colour-Blind Safe Colours", and the board
// following the system's light or dark palette: applies the remembered choices
// at start, remembers each toggle, sets ColorScheme::current() from the
// application palette and the colour-blind choice, and repaints the board
// (and announces it) whenever either changes (palette changes reach it through `window`'s events).
// Everything passed in must outlive it.
class LookOptions : public QObject {
    Q_OBJECT

public:
    LookOptions(QAction* animations, QAction* colourBlindSafe, Settings* settings, MoveAnimator* animator,
                GameDocument* document, QGraphicsScene* scene, QObject* window, QObject* parent = nullptr);

    // Chooses the scheme again from the application palette and repaints.
    void applyScheme();

signals:
    // ColorScheme::current() was set anew: whatever paints in its colours outside the board follows.
    void schemeChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void setAnimations(bool on);
    void setColourBlindSafe(bool on);

    Settings* m_settings;
    MoveAnimator* m_animator;
    GameDocument* m_document;
    QGraphicsScene* m_scene;
    bool m_colourBlindSafe = false;
};

} // namespace gui
