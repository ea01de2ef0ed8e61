#include "gui/document/GameDocument.h"

#include <algorithm>

namespace gui {

GameDocument::GameDocument(const engine::Game& game, QObject* parent)
    : QObject(parent)
    , m_game(&game)
{
    m_state.setup = game.exampleBoard();
    recomputeCurrent();
    connect(&m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

QString GameDocument::gameId() const
{
    const std::string_view id = m_game->id();
    return QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size()));
}

bool GameDocument::isGameOver() const
{
    return m_game->legalMoves(m_current).empty();
}

void GameDocument::setFileName(const QString& fileName)
{
    if (fileName == m_fileName)
        return;
    m_fileName = fileName;
    emit fileNameChanged(fileName);
}

bool GameDocument::isModified() const
{
    return !m_undoStack.isClean();
}

void GameDocument::markSaved()
{
    m_undoStack.setClean();
}

void GameDocument::reset(const engine::Game& game, DocumentState state, const QString& fileName)
{
    m_undoStack.clear();
    m_game = &game;
    m_state = std::move(state);
    recomputeCurrent();
    setFileName(fileName);
    m_undoStack.setClean();
    emit changed();
    emit modifiedChanged(false);
}

void GameDocument::setState(DocumentState state)
{
    m_state = std::move(state);
    recomputeCurrent();
    emit changed();
}

void GameDocument::recomputeCurrent()
{
    m_state.currentMove = std::clamp(m_state.currentMove, 0, static_cast<int>(m_state.moves.size()));
    m_current = m_state.setup;
    for (int i = 0; i < m_state.currentMove; ++i) {
        const engine::Move& move = m_state.moves[static_cast<std::size_t>(i)];
        if (!m_game->isLegal(m_current, move)) {
            // Never show a position the rules cannot reach: drop the rest.
            m_state.moves.resize(static_cast<std::size_t>(i));
            m_state.currentMove = i;
            break;
        }
        m_current = m_game->play(m_current, move);
    }
}

} // namespace gui
