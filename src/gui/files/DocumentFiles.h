#pragma once

#include <QObject>
#include <QString>

#include <cstdint>
#include <random>

class QWidget;

namespace gui {

class GameDocument;
class Settings;
class UserPrompts;

// Opens and saves the document's board files and guards unsaved changes. A file
// that cannot be read leaves the document exactly as it was.
class DocumentFiles : public QObject {
    Q_OBJECT

public:
    // All must outlive this object; `window` parents the dialogs.
    DocumentFiles(GameDocument* document, UserPrompts* prompts, Settings* settings, QWidget* window);

    void setPrompts(UserPrompts* prompts) { m_prompts = prompts; }

    // After maybeSave, asks for a game, a size and a start (empty, example,
    // random) and starts that board; remembers the choices. False when cancelled.
    bool newWithDialog();
    // Seeds the random boards of New (tests make them reproducible).
    void setRandomSeed(std::uint64_t seed) { m_random.seed(seed); }
    // Reads `path` into the document. False (after telling the user why) when the
    // file cannot be used.
    bool open(const QString& path);
    // Asks for a file and opens it; false when cancelled or failed.
    bool openWithDialog();
    // Saves to the document's file, asking for a name when it has none.
    bool save();
    bool saveAs();
    bool saveTo(const QString& path);
    // True when the document may be replaced: it is unmodified, or the user
    // saved or discarded the changes. False when the user cancelled.
    bool maybeSave();
    // The name the title bar and prompts use.
    [[nodiscard]] QString displayName() const;

signals:
    void statusMessage(const QString& text);

private:
    GameDocument* m_document;
    UserPrompts* m_prompts;
    Settings* m_settings;
    QWidget* m_window;
    std::mt19937_64 m_random{std::random_device{}()};
};

} // namespace gui
