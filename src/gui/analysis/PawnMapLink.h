#pragma once

#include <QObject>

#include <memory>

namespace engine {
class Solver;
}

namespace gui {

class AnalysisController;
class BoardScene;

// Shows the pawn game's win/loss map on the board: when an analysis arrives
// and the controller's solver is a PawnSolver, its PawnMap goes to the scene
// as a PawnMapLayer; a new setup (another solver) or a failed analysis takes
// it away, so the map never belongs to other impassable cells than those shown.
class PawnMapLink : public QObject {
    Q_OBJECT

public:
    // Both must outlive the link.
    PawnMapLink(AnalysisController* analysis, BoardScene* scene, QObject* parent = nullptr);

private:
    void onAnalysisReady();
    void onStarted();
    void clear();

    AnalysisController* m_analysis;
    BoardScene* m_scene;
    std::shared_ptr<engine::Solver> m_shownSolver; // the solver whose map is shown
};

} // namespace gui
