#pragma once

#include "engine/DeferredSolver.h"

#include <QObject>

#include <memory>

namespace gui {

class AnalysisController;
class BoardScene;
class GameDocument;

// Shows a game's colouring of the free cells (the pawn game's win/loss map) on
// the board: when an analysis arrives, the current game's look makes the layer
// from the controller's solver (GameLook::cellMapLayer) and it goes to the scene;
// a new setup (another solver) or a failed analysis takes it away, so the map
// never belongs to other cells than those shown.
class CellMapLink : public QObject {
    Q_OBJECT

public:
    // All three must outlive the link.
    CellMapLink(GameDocument* document, AnalysisController* analysis, BoardScene* scene, QObject* parent = nullptr);

    // While the answer is hidden (an unanswered puzzle, AnswerCover) no map is shown.
    void setAnswerHidden(bool hidden);

private:
    void onStateChanged();
    void onAnalysisReady();
    void onStarted();
    void clear();

    GameDocument* m_document;
    AnalysisController* m_analysis;
    BoardScene* m_scene;
    // The solver whose map is shown; not kept alive from here (the map layer
    // holds what it paints), so a released solver's tables are freed.
    std::weak_ptr<engine::DeferredSolver> m_shownSolver;
    // Whether the shown map is `solver`'s.
    [[nodiscard]] bool shows(const std::shared_ptr<engine::DeferredSolver>& solver) const;
    bool m_answerHidden = false;
};

} // namespace gui
