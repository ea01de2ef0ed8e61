#pragma once

#include "engine/Board.h"

#include <QIcon>
#include <QString>

#include <functional>

namespace gui {

// An edit of the whole setup offered next to the palette (Volcano: derive the
// monsters from the walls). `apply` maps the current setup to the new one; the
// edit tool runs it as one undoable step.
struct SetupAction {
    QString name;
    QIcon icon;
    QString toolTip;
    std::function<engine::Board(const engine::Board&)> apply;
    // When not empty, the palette also offers a switch of this name that keeps
    // applying `apply` after every stroke, so its result shows live while painting.
    QString liveName;
    QString liveToolTip;
};

} // namespace gui
