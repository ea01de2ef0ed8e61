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
    const engine::Analysis* analysis = m_scene->overlay()->analysisOfShownBoard(); // a puzzle's hidden answer too
    if (analysis == nullptr) {
        emit message(tr("The analysis of this position is not ready yet."));
        return;
    }
    const std::optional<engine::Move> move = ComputerPlayer::chooseMove(*analysis);
    m_scene->setHint(move);
    if (!move) {
        emit message(tr("No move is left."));
        return;
    }
    const QString name = GameLooks::find(m_document->game()).moveName(*move);
    if (const engine::MoveVerdict* verdict = analysis->verdictFor(*move); verdict != nullptr && verdict->wins()) {
        emit message(tr("Hint: %1 wins.").arg(name));
        return;
    }
    // No move wins: the perfect choice is the slowest loss.
    if (!analysis->remoteness) {
        emit message(tr("No winning move here. The most stubborn move: %1.").arg(name));
        return;
    }
    const int remoteness = *analysis->remoteness;
    //: %1 is a move.
    emit message(remoteness == 1 ? tr("No winning move here. The most stubborn move: %1 (the slowest loss: lost "
                                      "in 1 move at the latest).")
                                       .arg(name)
                                 //: %1 is a move, %2 a number of moves (2 or more).
                                 : tr("No winning move here. The most stubborn move: %1 (the slowest loss: lost "
                                      "in %2 moves at the latest).")
                                       .arg(name)
                                       .arg(remoteness));
}

} // namespace gui
