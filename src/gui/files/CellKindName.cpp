#include "gui/files/CellKindName.h"

#include <array>
#include <cstddef>

namespace gui {

namespace {

using engine::CellKind;

// Every kind once; the switch in cellKindName() makes the compiler flag a kind added
// to the engine but forgotten here.
constexpr std::array kAllKinds{
    CellKind::Empty, CellKind::Poison,  CellKind::Eaten,      CellKind::Wall,       CellKind::Monster,
    CellKind::Lava,  CellKind::Volcano, CellKind::Impassable, CellKind::Pawn,    CellKind::Filled,     CellKind::Spot,
    CellKind::Attraction, CellKind::Sign,   CellKind::Counter,
};
static_assert(kAllKinds.size() == engine::kCellKindCount,
              "every engine::CellKind needs a name in board files");

} // namespace

QString cellKindName(engine::CellKind kind)
{
    switch (kind) {
    case CellKind::Empty: return QStringLiteral("empty");
    case CellKind::Poison: return QStringLiteral("poison");
    case CellKind::Eaten: return QStringLiteral("eaten");
    case CellKind::Wall: return QStringLiteral("wall");
    case CellKind::Monster: return QStringLiteral("monster");
    case CellKind::Lava: return QStringLiteral("lava");
    case CellKind::Volcano: return QStringLiteral("volcano");
    case CellKind::Impassable: return QStringLiteral("impassable");
    case CellKind::Pawn: return QStringLiteral("pawn");
    case CellKind::Filled: return QStringLiteral("filled");
    case CellKind::Spot: return QStringLiteral("spot");
    case CellKind::Attraction: return QStringLiteral("attraction");
    case CellKind::Sign: return QStringLiteral("sign");
    case CellKind::Counter: return QStringLiteral("counter");
    }
    return QString();
}

std::optional<engine::CellKind> cellKindFromName(QStringView name)
{
    for (const CellKind kind : kAllKinds)
        if (name == cellKindName(kind))
            return kind;
    return std::nullopt;
}

} // namespace gui
