#pragma once

#include <QString>

#include <cstdint>
#include <functional>
#include <optional>

class QPrinter;
class QWidget;

namespace gui {

// What File ▸ Export Picture… draws: the board as the window shows it, at a width in pixels (the height
// follows the board's aspect), with or without the marks, the part outlines and the coordinates.
struct PictureOptions {
    enum class Format { Png, Svg };
    static constexpr int kMinWidth = 64;
    static constexpr int kMaxWidth = 8192;

    Format format = Format::Png;
    int width = 1200;
    bool marks = true;
    bool outlines = true;
    bool coordinates = true;
};

// What File ▸ Export Worksheet… writes: `count` puzzles of a game and level, puzzle i from seed
// `seed + i - 1` (as `grundygrid-cli puzzle GAME --level L --seed S` gives them), `perPage` a page.
struct WorksheetOptions {
    static constexpr int kMaxPuzzles = 24;
    static constexpr int kMaxPerPage = 6;

    QString gameId;
    int level = 2;
    int count = 8;
    std::uint64_t seed = 1;
    int perPage = 2;
};

// The questions of picture, worksheet and print export. BoardExports asks through this interface
// instead of modal dialogs, so tests can answer.
class ExportPrompts {
public:
    virtual ~ExportPrompts() = default;

    // The picture's options, starting from `initial`; nothing when cancelled. `heightFor` gives the
    // picture's height for a width, with or without the coordinates.
    [[nodiscard]] virtual std::optional<PictureOptions>
    pictureOptions(QWidget* parent, const PictureOptions& initial, const std::function<int(int, bool)>& heightFor) = 0;
    // The worksheet's options, starting from `initial`; nothing when cancelled.
    [[nodiscard]] virtual std::optional<WorksheetOptions> worksheetOptions(QWidget* parent,
                                                                           const WorksheetOptions& initial) = 0;
    // Where to write a file of the type `filter` names; empty when cancelled.
    [[nodiscard]] virtual QString saveFileName(QWidget* parent, const QString& title, const QString& suggestedPath,
                                               const QString& filter) = 0;
    // Sets up `printer` (the print dialog); false when cancelled.
    [[nodiscard]] virtual bool setUpPrinter(QWidget* parent, QPrinter& printer) = 0;
    virtual void showError(QWidget* parent, const QString& title, const QString& message) = 0;
};

} // namespace gui
