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
    const QString name = GameLooks::find(m_document->game()).describeMove(m_scene->board(), *move);
    if (!analysis->known()) {
        // A sum with a board of unknown value: no move is known to win or to lose.
        //: %1 says why (which board's value is not known), %2 is a move.
        emit message(tr("Whether any move wins is not known here: %1. The computer would play %2.")
                         .arg(QString::fromStdString(*analysis->unknownReason), name));
        return;
    }
    if (const engine::MoveVerdict* verdict = analysis->verdictFor(*move); verdict != nullptr && verdict->wins()) {
        emit message(tr("Hint: %1 wins.").arg(name));
        return;
    }
    // No move wins: the perfect choice is the slowest loss.
    if (!analysis->remoteness) {
        // Which loss is the slowest is not known (a sum beyond its search, a pawn beyond its table).
        //: %1 is a move.
        emit message(tr("No winning move here. How long each move holds out is not known; the computer would "
                        "play %1.")
                         .arg(name));
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
