#include "gui/play/HintAction.h"

#include "gui/board/AnalysisOverlay.h"
#include "gui/board/BoardScene.h"
#include "gui/play/ComputerPlayer.h"
#include "gui/document/GameDocument.h"
#include "gui/looks/GameLooks.h"

#include <QAction>

namespace gui {

HintAction::HintAction(QAction* action, GameDocument* document, BoardScene* scene, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_scene(scene)
{
    connect(action, &QAction::triggered, this, &HintAction::showHint);
}

void HintAction::showHint()
{
    const engine::Analysis* analysis = m_scene->overlay()->shownAnalysis();
    if (analysis == nullptr) {
        emit message(tr("The analysis of this position is not ready yet."));
        return;
    }
    const std::vector<engine::Move> winning = analysis->winningMoves();
    if (winning.empty()) {
        m_scene->setHint(std::nullopt);
        emit message(analysis->moves.empty() ? tr("No move is left.")
                                             : tr("No winning move here: every move loses against best play."));
        return;
    }
    const std::optional<engine::Move> move = ComputerPlayer::chooseMove(*analysis);
    m_scene->setHint(move);
    emit message(tr("Hint: %1 wins.").arg(GameLooks::find(m_document->game().id()).moveName(*move)));
}

} // namespace gui
