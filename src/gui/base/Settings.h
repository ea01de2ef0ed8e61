#pragma once

#include "gui/base/PlayChoices.h"

#include "engine/PlayRule.h"

#include <QByteArray>
#include <QSettings>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <array>
#include <type_traits>

namespace gui {

// One value GrundyGrid remembers: where QSettings keeps it and what it is while
// nothing usable is stored.
template <typename T>
struct Setting {
    const char* key;
    T fallback;
};
// A whole number; a stored one outside [min, max] reads as the fallback.
struct RangeSetting {
    const char* key;
    int fallback;
    int min;
    int max;
};
// One of an enumeration's values, stored by its name (names[value]); an unknown name reads as the fallback.
template <typename E, std::size_t N>
struct ChoiceSetting {
    const char* key;
    E fallback;
    std::array<const char*, N> names;
};

// Everything GrundyGrid remembers between runs, one shape for all: each value is
// a Setting (its key, type and default) read with value() and written with
// setValue(), so no key string appears anywhere else. Uses the application's
// organisation and name.
class Settings {
public:
    Settings() = default;

    // Window geometry and the tool bar and dock layout (QMainWindow::saveState, with MainWindow's layout version).
    static inline const Setting<QByteArray> WindowGeometry{"window/geometry", {}};
    static inline const Setting<QByteArray> WindowState{"window/state", {}};
    // The folder of the last opened or saved board file (read it with lastDirectory()).
    static inline const Setting<QString> LastDirectory{"files/lastDirectory", {}};
    // The board files last opened or saved, most recent first (read them with recentFiles()).
    static inline const Setting<QStringList> RecentFiles{"files/recent", {}};
    static constexpr int kMaxRecentFiles = 8;
    // Seconds between two autosaves of a modified board.
    static constexpr RangeSetting AutosaveIntervalSeconds{"files/autosaveIntervalSeconds", 60, 1, 3600};

    // In play mode against the computer: does the computer make the first move?
    static inline const Setting<bool> ComputerMovesFirst{"play/computerMovesFirst", false};
    // Before Opponent existed: true for the computer, false for two humans (read by opponent()).
    static inline const Setting<bool> OpponentIsComputer{"play/opponentIsComputer", true};
    // Who plays in play mode (read it with opponent()).
    static constexpr ChoiceSetting<Opponent, 3> OpponentChoice{
        "play/opponent", Opponent::Computer, {"computer", "human", "demo"}};
    // How well the computer plays.
    static constexpr ChoiceSetting<Strength, 4> ComputerStrength{
        "play/computerStrength", Strength::Perfect, {"perfect", "strong", "casual", "random"}};
    // The rule of new boards (File ▸ New, New Sum): the last one chosen with Game ▸ Misère Play.
    static constexpr ChoiceSetting<engine::PlayRule, 2> NewBoardRule{
        "play/newBoardRule", engine::PlayRule::Normal, {"normal", "misere"}};
    // The pause between two moves of the computer-vs-computer demo.
    static constexpr RangeSetting DemoDelayMs{"play/demoDelayMs", 1000, 10, 10000};

    static inline const Setting<bool> ShowMarks{"view/showMarks", true};
    // Outlines of the independent parts on the board and their sum in the analysis panel.
    static inline const Setting<bool> ShowDecomposition{"view/showDecomposition", true};
    // The Grundy value each move leaves, written on its cell.
    static inline const Setting<bool> ShowGrundyValues{"view/showGrundyValues", false};
    // A sum's moves marked by each board's own verdicts, as if it were alone.
    static inline const Setting<bool> ShowBoardsAlone{"view/showBoardsAlone", false};
    // The analysis panel shows the best line from the current position (BestLineExplorer).
    static inline const Setting<bool> ShowBestLine{"view/showBestLine", true};
    // The analysis panel's move table lists only the winning moves.
    static inline const Setting<bool> WinningMovesOnly{"view/winningMovesOnly", false};
    // Moves played are briefly animated on the board.
    static inline const Setting<bool> Animations{"view/animations", true};
    // Blue/orange analysis marks instead of green/red.
    static inline const Setting<bool> ColourBlindSafe{"view/colourBlindSafe", false};
    // The marks shaded by how soon the game ends after each move.
    static inline const Setting<bool> ShadeByRemoteness{"view/shadeByRemoteness", false};
    // The language of the user interface, a locale name such as "es", applied at
    // the next start; empty follows the system.
    static inline const Setting<QString> Language{"view/language", {}};

    // The size last chosen in the New dialog (height = rows, width = columns).
    static inline const Setting<QSize> LastBoardSize{"edit/lastBoardSize", QSize(8, 8)};
    // The game, start ("empty", "example", "random") and random density (percent)
    // last chosen in the New dialog; empty game and start at first.
    static inline const Setting<QString> LastNewGame{"edit/lastNewGame", {}};
    static inline const Setting<QString> LastNewStart{"edit/lastNewStart", {}};
    static constexpr RangeSetting LastRandomDensity{"edit/lastRandomDensity", 30, 0, 100};
    // The games (ids) whose palette keeps its live setup switch on (volcano's Monsters Follow
    // Walls): the switch stays as the user left it across File ▸ New, other games and runs.
    static inline const Setting<QStringList> LiveSetupGames{"edit/liveSetupGames", {}};

    // Game > Puzzles: the level and the number of winning moves last asked for, and per game id the
    // puzzles solved at the first try and the current streak of them (maps of game id to count).
    static constexpr RangeSetting PuzzleLevel{"puzzles/level", 2, 1, 3};
    static constexpr RangeSetting PuzzleWinningMoves{"puzzles/winningMoves", 1, 1, 9};
    static inline const Setting<QVariantMap> PuzzlesSolved{"puzzles/solved", {}};
    static inline const Setting<QVariantMap> PuzzleStreaks{"puzzles/streaks", {}};
    // File ▸ Export Picture…'s last choices: SVG (else PNG), width in pixels, what the picture shows.
    static inline const Setting<bool> PictureAsSvg{"export/pictureAsSvg", false};
    static constexpr RangeSetting PictureWidth{"export/pictureWidth", 1200, 64, 8192};
    static inline const Setting<bool> PictureMarks{"export/pictureMarks", true};
    static inline const Setting<bool> PictureOutlines{"export/pictureOutlines", true};
    static inline const Setting<bool> PictureCoordinates{"export/pictureCoordinates", true};
    // File ▸ Export Worksheet…'s last level, number of puzzles and puzzles per page.
    static constexpr RangeSetting WorksheetLevel{"export/worksheetLevel", 2, 1, 3};
    static constexpr RangeSetting WorksheetCount{"export/worksheetCount", 8, 1, 24};
    static constexpr RangeSetting WorksheetPerPage{"export/worksheetPerPage", 2, 1, 6};
    // The most megabytes the chomp catalogs take in the user's cache folder (games/chomp/ChompCatalogCache).
    static constexpr RangeSetting ChompCacheMegabytes{"cache/chompCatalogMegabytes", 2048, 0, 1 << 20};

    template <typename T>
    [[nodiscard]] T value(const Setting<T>& setting) const
    {
        const QVariant stored = m_settings.value(QLatin1String(setting.key));
        if (!stored.isValid() || !stored.canConvert<T>())
            return setting.fallback;
        const T value = stored.value<T>();
        return usable(value) ? value : setting.fallback;
    }
    template <typename T>
    void setValue(const Setting<T>& setting, const std::type_identity_t<T>& value)
    {
        m_settings.setValue(QLatin1String(setting.key), value);
    }
    [[nodiscard]] int value(const RangeSetting& setting) const;
    void setValue(const RangeSetting& setting, int value);
    template <typename E, std::size_t N>
    [[nodiscard]] E value(const ChoiceSetting<E, N>& setting) const
    {
        const QString name = m_settings.value(QLatin1String(setting.key)).toString();
        for (std::size_t i = 0; i < N; ++i)
            if (name == QLatin1String(setting.names[i]))
                return static_cast<E>(i);
        return setting.fallback;
    }
    template <typename E, std::size_t N>
    void setValue(const ChoiceSetting<E, N>& setting, E value)
    {
        m_settings.setValue(QLatin1String(setting.key),
                            QLatin1String(setting.names.at(static_cast<std::size_t>(value))));
    }

    // The readings with more to them than a default:
    // LastDirectory, or the home folder when there is none or it is gone.
    [[nodiscard]] QString lastDirectory() const;
    // OpponentChoice; without a stored choice, OpponentIsComputer decides.
    [[nodiscard]] Opponent opponent() const;
    // RecentFiles without empty or repeated entries, at most kMaxRecentFiles.
    [[nodiscard]] QStringList recentFiles() const;
    // Puts `path` (an absolute file name) first in RecentFiles.
    void addRecentFile(const QString& path);
    void removeRecentFile(const QString& path);

private:
    // Whether a stored value can be used (a board size must not be empty).
    [[nodiscard]] static bool usable(const QSize& size) { return size.isValid() && !size.isEmpty(); }
    template <typename T>
    [[nodiscard]] static bool usable(const T&)
    {
        return true;
    }

    QSettings m_settings;
};

} // namespace gui
