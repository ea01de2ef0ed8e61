#pragma once

#include <QString>

namespace gui {

class Settings;

// The solved count and the streak of one game's puzzles, kept in Settings per
// game id: a puzzle solved at the first try adds one to both, a wrong answer
// (or a revealed one) ends the streak.
class PuzzleScore {
public:
    // `settings` must outlive the score.
    explicit PuzzleScore(Settings* settings);

    [[nodiscard]] int solved(const QString& gameId) const;
    [[nodiscard]] int streak(const QString& gameId) const;
    void addSolved(const QString& gameId);
    void endStreak(const QString& gameId);

private:
    Settings* m_settings;
};

} // namespace gui
