#pragma once

#include "engine/CellKind.h"

#include <QString>
#include <QStringView>

#include <optional>

namespace gui {

// The stable lower-case names of the cell kinds ("empty", "poison", "wall", ...), as
// board files store them. The names are part of the file format: never rename one.
[[nodiscard]] QString cellKindName(engine::CellKind kind);
// The kind with this exact name, or nothing for an unknown name.
[[nodiscard]] std::optional<engine::CellKind> cellKindFromName(QStringView name);

} // namespace gui
