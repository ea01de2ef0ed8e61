#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>

class QLockFile;

namespace gui {

class GameDocument;

// Keeps a copy of the open document, while it has unsaved changes, in the
// autosave folder (AppDataLocation/autosave/): every interval, when it changed
// since the last copy, written atomically. The copy is a board file with a
// "recovery" object (the document's own file name, the current move, the time);
// the document's own file is never touched. A lock file held while this object
// lives tells a starting instance the copy is not an orphan. The copy is removed
// when the document is saved, replaced or discarded and when this object dies
// (a clean exit); after a crash it stays for RecoveryOffer.
class Autosave : public QObject {
    Q_OBJECT

public:
    static constexpr int kDefaultIntervalSeconds = 60;

    // `document` must outlive this object.
    explicit Autosave(GameDocument* document, QObject* parent = nullptr);
    ~Autosave() override;

    // Where the copies of all instances live.
    [[nodiscard]] static QString directory();
    // The extension of copies and their locks' names: ID.grundy-autosave, ID.lock.
    [[nodiscard]] static QString copySuffix();
    [[nodiscard]] static QString lockSuffix();

    void setIntervalSeconds(int seconds);
    // This instance's copy (it may not exist yet).
    [[nodiscard]] QString filePath() const;
    // Writes the copy now if the document is modified; false (and `failed`) when it cannot.
    bool writeNow();
    // Removes this instance's copy (the lock is kept while the process runs).
    void removeCopy();

signals:
    // The copy could not be written: the reason, for the status bar.
    void failed(const QString& message);

private:
    void onTimer();
    bool ensureLocked();

    GameDocument* m_document;
    QTimer m_timer;
    QString m_id;
    std::unique_ptr<QLockFile> m_lock;
    bool m_changedSinceCopy = false;
};

} // namespace gui
