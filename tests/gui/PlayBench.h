#pragma once

// A play session without a window: the document, its analysis, the computer
// player and the PlaySession wired as the window wires them, for the tests of
// the play rules. Moves are played as the play tool plays them, through the
// document's undo stack.
#include "gui/analysis/AnalysisController.h"
#include "gui/document/DocumentState.h"
#include "gui/document/GameDocument.h"
#include "gui/document/commands/PlayMoveCommand.h"
#include "gui/play/ComputerPlayer.h"
#include "gui/play/PlaySession.h"

#include "engine/GameModules.h"

#include <QString>

namespace testsupport {

class PlayBench {
public:
    // Quick replies and demo moves, the user moving first against the computer, edit mode.
    PlayBench()
        : m_document(*engine::allGames().front())
        , m_analysis(&m_document)
        , m_computer(&m_document, &m_analysis)
        , m_session(&m_document, &m_computer)
    {
        m_computer.setReplyDelay(20);
        m_computer.setDemoDelay(20);
    }

    gui::GameDocument& document() { return m_document; }
    gui::AnalysisController& analysis() { return m_analysis; }
    gui::ComputerPlayer& computer() { return m_computer; }
    gui::PlaySession& session() { return m_session; }

    // A new game of `game` from `setup`, no moves played.
    void open(const engine::Game& game, const engine::Board& setup)
    {
        m_document.reset(game, gui::DocumentState{setup, {}, 0}, QString());
    }
    // Plays `move` for the side to move, as a click of the play tool does.
    void play(const engine::Move& move)
    {
        m_document.undoStack()->push(new gui::PlayMoveCommand(&m_document, move, QStringLiteral("Play")));
    }
    void startPlaying(gui::Opponent opponent)
    {
        m_session.setOpponent(opponent);
        m_session.setMode(gui::PlaySession::Mode::Play);
    }

private:
    gui::GameDocument m_document;
    gui::AnalysisController m_analysis;
    gui::ComputerPlayer m_computer;
    gui::PlaySession m_session;
};

} // namespace testsupport
