#include "gui/document/GameDocument.h"

#include "gui/document/PositionReplay.h"

#include <algorithm>

namespace gui {

GameDocument::GameDocument(const engine::Game& game, QObject* parent)
    : QObject(parent)
    , m_game(&game)
{
    m_state.setup = game.exampleBoard();
    updatePositions(0);
    markSaved();
}

QString GameDocument::gameId() const
{
    const std::string_view id = m_game->id();
    return QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size()));
}

bool GameDocument::isGameOver() const
{
    return m_game->legalMoves(currentBoard()).empty();
}

void GameDocument::setFileName(const QString& fileName)
{
    if (fileName == m_fileName)
        return;
    m_fileName = fileName;
    emit fileNameChanged(fileName);
}

void GameDocument::markSaved()
{
    m_savedGame = m_game;
    m_savedRule = m_rule;
    m_savedSetup = m_state.setup; // shares the cells: comparing with it is cheap until the setup changes
    m_savedMoves = m_state.moves;
    updateModified();
}

void GameDocument::markUnsaved()
{
    m_savedGame = nullptr;
    updateModified();
}

void GameDocument::updateModified()
{
    const bool modified = m_savedGame != m_game || m_savedRule != m_rule || !(m_savedSetup == m_state.setup) || m_savedMoves != m_state.moves;
    if (modified == m_modified)
        return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

void GameDocument::reset(const engine::Game& game, DocumentState state, const QString& fileName,
                         std::optional<engine::PlayRule> rule)
{
    resetReplayed(game, std::move(state), {}, fileName, rule);
}

void GameDocument::resetReplayed(const engine::Game& game, DocumentState state, std::vector<engine::Board> positions,
                                 const QString& fileName, std::optional<engine::PlayRule> rule)
{
    m_undoStack.clear();
    m_game = &game;
    const bool ruleChanges = rule && *rule != m_rule;
    m_rule = rule.value_or(m_rule);
    m_state = std::move(state);
    m_positions = std::move(positions);
    updatePositions(m_positions.size()); // plays only what was not played yet (none: all)
    setFileName(fileName);
    m_savedGame = m_game;
    m_savedRule = m_rule;
    m_savedSetup = m_state.setup;
    m_savedMoves = m_state.moves;
    m_modified = false;
    if (ruleChanges)
        emit ruleChanged(m_rule);
    emit changed();
    emit modifiedChanged(false);
}

void GameDocument::setState(DocumentState state)
{
    std::size_t kept = 0; // positions still right for the new state
    if (state.setup == m_state.setup) {
        const auto same = std::mismatch(state.moves.begin(), state.moves.end(), m_state.moves.begin(),
                                        m_state.moves.end());
        kept = static_cast<std::size_t>(same.first - state.moves.begin()) + 1;
    }
    m_state = std::move(state);
    updatePositions(kept);
    updateModified();
    emit changed();
}

void GameDocument::setGameAndState(const engine::Game& game, DocumentState state)
{
    m_game = &game;
    m_state = std::move(state);
    updatePositions(0); // another game: no position of the old one is kept
    updateModified();
    emit changed();
}

void GameDocument::replaceMoves(int from, const std::vector<engine::Move>& moves, int currentMove)
{
    from = std::clamp(from, 0, static_cast<int>(m_state.moves.size()));
    m_state.moves.resize(static_cast<std::size_t>(from));
    m_state.moves.insert(m_state.moves.end(), moves.begin(), moves.end());
    m_state.currentMove = currentMove;
    updatePositions(static_cast<std::size_t>(from) + 1);
    updateModified();
    emit changed();
}

void GameDocument::setRule(engine::PlayRule rule)
{
    if (rule == m_rule)
        return;
    m_rule = rule; // the positions stay: the moves are the same under both rules
    updateModified();
    emit ruleChanged(rule);
    emit changed();
}

void GameDocument::updatePositions(std::size_t kept)
{
    if (kept == 0)
        m_positions.clear();
    else
        m_positions.resize(std::min(kept, m_positions.size()));
    replayPositions(*m_game, m_state, m_positions);
}

} // namespace gui
