#pragma once

#include "gui/document/DocumentState.h"
#include "gui/files/UnknownFields.h"

#include "engine/PlayRule.h"

#include <QString>

#include <optional>

namespace engine {
class Game;
}

namespace gui {

// A setup (and moves) read from a text or a board file's JSON, ready for the document.
struct ImportedPosition {
    const engine::Game* game = nullptr;
    DocumentState state;
    QString done; // what the status bar says once it is in the document
    // The rule a board file's JSON names (absent: normal play); none from a text, which names no rule.
    std::optional<engine::PlayRule> rule;
    // The fields of a board file this version does not know, written back when the file is saved.
    UnknownFields unknown;
};

} // namespace gui
