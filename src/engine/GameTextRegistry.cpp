#include "engine/GameTextRegistry.h"

#include "engine/games/attractions/AttractionsText.h"
#include "engine/games/chomp/ChompText.h"
#include "engine/games/pawn/PawnText.h"
#include "engine/games/rectangles/RectanglesText.h"
#include "engine/games/volcano/VolcanoText.h"

namespace engine {

std::span<const GameText* const> GameTextRegistry::all()
{
    // One line per game in each list, in menu order.
    static const ChompText chomp;
    static const VolcanoText volcano;
    static const PawnText pawn;
    static const RectanglesText rectangles;
    static const AttractionsText attractions;
    static const GameText* const texts[]{
        &chomp,
        &volcano,
        &pawn,
        &rectangles,
        &attractions,
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
