#include "gui/files/ContestTextReading.h"

#include "gui/looks/GameLooks.h"

#include "engine/GameModules.h"
#include "engine/TextReader.h"

#include <QFileInfo>

#include <algorithm>
#include <tuple>

namespace gui {

namespace {

// Whether the file's name holds the game's id or its shown name, as a word or its extension.
bool fileNameNames(const QString& fileName, const engine::Game& game)
{
    const QString name = QFileInfo(fileName).fileName();
    const QString id = QString::fromUtf8(game.id().data(), static_cast<qsizetype>(game.id().size()));
    return name.contains(id, Qt::CaseInsensitive)
        || name.contains(GameLooks::find(game).gameName(game), Qt::CaseInsensitive);
}

// How far a reader got before it stopped: later lines and columns are further.
std::tuple<int, int> reachOf(const TextReading& reading)
{
    return reading.error ? std::tuple{reading.error->line(), reading.error->column()} : std::tuple{0, 0};
}

} // namespace

TextReading readTextAs(TextKind kind, const std::string& text, const engine::Game& game)
{
    TextReading reading;
    reading.game = &game;
    try {
        const engine::GameText& format = *engine::findGameText(game.id());
        engine::TextReader reader(text);
        if (kind == TextKind::PositionQuery)
            reading.query = format.readPositionQuery(reader, game);
        else
            reading.cases = format.readContestCases(reader);
    } catch (const engine::ParseError& error) {
        reading.error = error;
    }
    return reading;
}

GameDetection detectGame(TextKind kind, const std::string& text, const QString& fileName)
{
    std::vector<TextReading> accepted;
    std::vector<TextReading> refused;
    for (const engine::Game* game : engine::allGames()) {
        if (!GameLooks::isSupported(game->id()) || engine::findGameText(game->id()) == nullptr)
            continue;
        TextReading reading = readTextAs(kind, text, *game);
        (reading.accepted() ? accepted : refused).push_back(std::move(reading));
    }
    const auto named = [&fileName](const TextReading& reading) { return fileNameNames(fileName, *reading.game); };
    GameDetection detection;
    if (accepted.size() > 1 && std::count_if(accepted.begin(), accepted.end(), named) == 1)
        std::erase_if(accepted, [&named](const TextReading& reading) { return !named(reading); });
    if (accepted.size() == 1)
        detection.found = std::move(accepted.front());
    else if (!accepted.empty())
        detection.ambiguous = std::move(accepted);
    else if (!refused.empty()) {
        const auto namedOne = std::find_if(refused.begin(), refused.end(), named);
        detection.best = namedOne != refused.end()
            ? *namedOne
            : *std::max_element(refused.begin(), refused.end(),
                                [](const TextReading& a, const TextReading& b) { return reachOf(a) < reachOf(b); });
    }
    return detection;
}

} // namespace gui
