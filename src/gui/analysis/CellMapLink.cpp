#include "gui/analysis/CellMapLink.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/board/BoardScene.h"
#include "gui/looks/CellMapLayer.h"
#include "gui/document/GameDocument.h"
#include "gui/looks/GameLook.h"
#include "gui/looks/GameLooks.h"

namespace gui {

CellMapLink::CellMapLink(GameDocument* document, AnalysisController* analysis, BoardScene* scene, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_analysis(analysis)
    , m_scene(scene)
{
    connect(analysis, &AnalysisController::stateChanged, this, &CellMapLink::onStateChanged);
    if (analysis->state().analysis() != nullptr)
        onAnalysisReady();
}

void CellMapLink::setAnswerHidden(bool hidden)
{
    m_answerHidden = hidden;
    if (hidden)
        clear();
    else if (m_analysis->state().analysis() != nullptr)
        onAnalysisReady();
}

void CellMapLink::onStateChanged()
{
    switch (m_analysis->state().status()) {
    case AnalysisState::Status::Running: onStarted(); break;
    case AnalysisState::Status::Ready: onAnalysisReady(); break;
    case AnalysisState::Status::Failed: clear(); break;
    default: break; // a kept analysis on its way, a refinement, a cancelled run: the map holds
    }
}

void CellMapLink::onAnalysisReady()
{
    if (m_answerHidden)
        return;
    const std::shared_ptr<engine::DeferredSolver> solver = m_analysis->state().solver();
    if (shows(solver) && m_scene->mapLayer() != nullptr)
        return;
    // An analysis has arrived, so a worker has built the solver.
    const engine::Solver* built = solver ? solver->ifBuilt() : nullptr;
    std::shared_ptr<const CellMapLayer> layer
        = built != nullptr ? GameLooks::find(m_document->game()).cellMapLayer(*built) : nullptr;
    if (!layer) {
        clear();
        return;
    }
    m_shownSolver = solver;
    m_scene->setMapLayer(std::move(layer));
}

void CellMapLink::onStarted()
{
    // The same solver means the same setup: its map still holds while a move is analysed.
    if (!shows(m_analysis->state().solver()))
        clear();
}

bool CellMapLink::shows(const std::shared_ptr<engine::DeferredSolver>& solver) const
{
    return solver != nullptr && m_shownSolver.lock() == solver;
}

void CellMapLink::clear()
{
    m_shownSolver.reset();
    m_scene->setMapLayer(nullptr);
}

} // namespace gui
