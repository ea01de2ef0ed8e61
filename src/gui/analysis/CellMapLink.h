#pragma once

#include <QObject>

#include <memory>

namespace engine {
class Solver;
}

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
    void onAnalysisReady();
    void onStarted();
    void clear();

    GameDocument* m_document;
    AnalysisController* m_analysis;
    BoardScene* m_scene;
    std::shared_ptr<engine::Solver> m_shownSolver; // the solver whose map is shown
    bool m_answerHidden = false;
};

} // namespace gui
