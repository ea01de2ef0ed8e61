#pragma once

#include "engine/Nimbers.h"

#include <optional>
#include <string_view>

namespace engine {

// Which player wins at the end of a game. Under the normal rule the player who
// cannot move loses (whoever makes the last move wins); under the misère rule
// the player who makes the last move loses, so a position without moves is a
// win for the player to move. The moves are the same; only the verdicts differ.
enum class PlayRule : unsigned char { Normal, Misere };

// "normal" / "misere": the rule as board files and the command line name it.
[[nodiscard]] constexpr std::string_view playRuleId(PlayRule rule)
{
    return rule == PlayRule::Misere ? "misere" : "normal";
}

[[nodiscard]] constexpr std::optional<PlayRule> playRuleOfId(std::string_view id)
{
    if (id == "normal")
        return PlayRule::Normal;
    if (id == "misere")
        return PlayRule::Misere;
    return std::nullopt;
}

// Remoteness has the parity of the outcome. Normal play: a position without
// moves (remoteness 0) is a loss, so losses are even and wins odd. Misère: a
// position without moves is a win, so wins are even and losses odd.
[[nodiscard]] constexpr Outcome outcomeOfRemoteness(int remoteness, PlayRule rule)
{
    const Outcome normal = outcomeOfRemoteness(remoteness);
    if (rule == PlayRule::Normal)
        return normal;
    return normal == Outcome::Win ? Outcome::Loss : Outcome::Win;
}

} // namespace engine
