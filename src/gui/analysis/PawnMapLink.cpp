#include "gui/analysis/PawnMapLink.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/board/BoardScene.h"
#include "gui/looks/PawnMapLayer.h"

#include "engine/games/pawn/PawnSolver.h"

namespace gui {

PawnMapLink::PawnMapLink(AnalysisController* analysis, BoardScene* scene, QObject* parent)
    : QObject(parent)
    , m_analysis(analysis)
    , m_scene(scene)
{
    connect(analysis, &AnalysisController::analysisReady, this, &PawnMapLink::onAnalysisReady);
    connect(analysis, &AnalysisController::started, this, &PawnMapLink::onStarted);
    connect(analysis, &AnalysisController::analysisFailed, this, &PawnMapLink::clear);
    if (analysis->analysis() != nullptr)
        onAnalysisReady();
}

void PawnMapLink::onAnalysisReady()
{
    const std::shared_ptr<engine::Solver> solver = m_analysis->solver();
    if (solver == m_shownSolver && m_scene->mapLayer() != nullptr)
        return;
    const auto* pawnSolver = dynamic_cast<const engine::PawnSolver*>(solver.get());
    std::shared_ptr<const engine::PawnMap> map = pawnSolver != nullptr ? pawnSolver->map() : nullptr;
    if (!map) {
        clear();
        return;
    }
    m_shownSolver = solver;
    m_scene->setMapLayer(std::make_shared<PawnMapLayer>(std::move(map)));
}

void PawnMapLink::onStarted()
{
    // The same solver means the same setup: its map still holds while a move is analysed.
    if (m_analysis->solver() != m_shownSolver)
        clear();
}

void PawnMapLink::clear()
{
    m_shownSolver.reset();
    m_scene->setMapLayer(nullptr);
}

} // namespace gui
