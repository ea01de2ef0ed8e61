#include "engine/GameTextRegistry.h"

#include "engine/games/chomp/ChompText.h"

#include <array>

namespace engine {

std::span<const GameText* const> GameTextRegistry::all()
{
    static const ChompText chomp;
    static const std::array<const GameText*, 1> texts{&chomp};
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
