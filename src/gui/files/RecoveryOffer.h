#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace gui {

class GameDocument;
class UserPrompts;

// At start-up: finds the autosaved copies (see Autosave) whose instance no longer
// runs (its lock is free: a crash) and offers them, newest first, to be
// recovered. A recovered copy replaces the document, which keeps the file name it
// had and counts as modified; a declined or unreadable copy is deleted. Copies of
// running instances are left alone.
class RecoveryOffer {
    Q_DECLARE_TR_FUNCTIONS(gui::RecoveryOffer)

public:
    // All must outlive this object; `window` parents the questions.
    RecoveryOffer(GameDocument* document, UserPrompts* prompts, QWidget* window);

    // Asks about each orphaned copy in `directory` until one is recovered. True
    // when the document was replaced by a recovered copy.
    bool run(const QString& directory);
    // The number of copies offered by the last run (tests).
    [[nodiscard]] int offered() const { return m_offered; }

private:
    // Offers one copy, whose lock is held; true when it was recovered.
    bool offer(const QString& path);

    GameDocument* m_document;
    UserPrompts* m_prompts;
    QWidget* m_window;
    int m_offered = 0;
};

} // namespace gui
