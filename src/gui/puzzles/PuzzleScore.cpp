#include "gui/puzzles/PuzzleScore.h"

#include "gui/base/Settings.h"

namespace gui {

PuzzleScore::PuzzleScore(Settings* settings)
    : m_settings(settings)
{
}

int PuzzleScore::solved(const QString& gameId) const
{
    return m_settings->value(Settings::PuzzlesSolved).value(gameId).toInt();
}

int PuzzleScore::streak(const QString& gameId) const
{
    return m_settings->value(Settings::PuzzleStreaks).value(gameId).toInt();
}

void PuzzleScore::addSolved(const QString& gameId)
{
    QVariantMap solvedCounts = m_settings->value(Settings::PuzzlesSolved);
    solvedCounts.insert(gameId, solved(gameId) + 1);
    m_settings->setValue(Settings::PuzzlesSolved, solvedCounts);
    QVariantMap streaks = m_settings->value(Settings::PuzzleStreaks);
    streaks.insert(gameId, streak(gameId) + 1);
    m_settings->setValue(Settings::PuzzleStreaks, streaks);
}

void PuzzleScore::endStreak(const QString& gameId)
{
    QVariantMap streaks = m_settings->value(Settings::PuzzleStreaks);
    streaks.insert(gameId, 0);
    m_settings->setValue(Settings::PuzzleStreaks, streaks);
}

} // namespace gui
