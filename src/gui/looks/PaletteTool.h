#pragma once

#include "engine/CellKind.h"

#include <QIcon>
#include <QString>

namespace gui {

// One entry of the editor's palette: the kind it paints (Empty: the eraser) and
// how its tool bar button looks.
struct PaletteTool {
    engine::CellKind kind = engine::CellKind::Empty;
    QString name;
    QIcon icon;
    QString toolTip;
};

} // namespace gui
