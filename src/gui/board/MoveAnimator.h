#pragma once

#include "engine/Board.h"
#include "engine/Move.h"

#include <QGraphicsScene>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>
#include <vector>

class QVariantAnimation;

namespace gui {

class BoardGeometry;
class GameDocument;
class MoveAnimationItem;

// Animates each move as it is played: when the document advances by exactly one
// move it compares the boards before and after and puts a MoveAnimationItem
// (painted by the game's look) above the board for kDurationMs. Anything else -
// undo, another move, a new board - removes running animations at once, so the
// board is never shown in a state it is not in.
class MoveAnimator : public QObject {
    Q_OBJECT

public:
    static constexpr int kDurationMs = 320;
    // Moves changing more cells than this are not animated.
    static constexpr std::size_t kMaxAnimatedCells = 4096;

    // `scene` shows the document's current board laid out by `geometry`; both
    // must outlive the animator.
    MoveAnimator(GameDocument* document, QGraphicsScene* scene, const BoardGeometry* geometry,
                 QObject* parent = nullptr);
    ~MoveAnimator() override;

    // Off: no new animations, and running ones end at once.
    void setEnabled(bool enabled);
    [[nodiscard]] bool isEnabled() const { return m_enabled; }
    // The animation items in the scene now.
    [[nodiscard]] QList<MoveAnimationItem*> runningItems() const;

    // The cells whose kind differs between two boards of the same size, row-major.
    [[nodiscard]] static std::vector<engine::Cell> changedCells(const engine::Board& before,
                                                                const engine::Board& after);

private:
    struct Running {
        MoveAnimationItem* item;
        QVariantAnimation* animation;
    };

    void onDocumentChanged();
    void start(std::shared_ptr<const engine::Board> before, const engine::Move& move);
    void finish(QVariantAnimation* animation);
    void stopAll();
    void remember();

    GameDocument* m_document;
    QPointer<QGraphicsScene> m_scene; // null once destroyed: it deleted the items
    const BoardGeometry* m_geometry;
    bool m_enabled = true;
    std::vector<Running> m_running;
    // The document as last seen.
    QString m_gameId;
    engine::Board m_setup;
    std::vector<engine::Move> m_moves;
    int m_currentMove = 0;
    std::shared_ptr<const engine::Board> m_board; // shared with the running item
};

} // namespace gui
