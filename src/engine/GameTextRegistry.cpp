#include "engine/GameTextRegistry.h"

#include "engine/games/chomp/ChompText.h"

namespace engine {

std::span<const GameText* const> GameTextRegistry::all()
{
    // One line per game in each list, in menu order.
    static const ChompText chomp;
    static const GameText* const texts[]{
        &chomp,
    };
    return texts;
}

const GameText* GameTextRegistry::find(std::string_view gameId)
{
    for (const GameText* text : all())
        if (text->gameId() == gameId)
            return text;
    return nullptr;
}

} // namespace engine
