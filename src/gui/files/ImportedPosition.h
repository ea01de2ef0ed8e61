#pragma once

#include "gui/document/DocumentState.h"

#include <QString>

namespace engine {
class Game;
}

namespace gui {

// A setup (and moves) read from a text or a board file's JSON, ready for the document.
struct ImportedPosition {
    const engine::Game* game = nullptr;
    DocumentState state;
    QString done; // what the status bar says once it is in the document
};

} // namespace gui
