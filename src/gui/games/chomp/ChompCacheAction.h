#pragma once

#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class QAction;
class QMenu;
class QWidget;

namespace gui {

class ChompCatalogCache;
class Settings;

// The window's chomp catalog cache for the session (ChompCatalogCache in the
// user's cache folder, its size bound from Settings::ChompCacheMegabytes,
// installed for every chomp solver) and the menu action that empties it:
// "Clear Chomp Cache (70 MB)…", its size renewed whenever the menu opens,
// asking before it deletes anything. What failed is said in the status bar:
// files that could not be deleted (and the megabytes they keep), and the first
// catalog of the session that could not be kept on disk (the next start then
// computes it again).
class ChompCacheAction : public QObject {
    Q_OBJECT

public:
    // Asks whether to delete `megabytes` of cached catalogs (a question to the user by default).
    using Confirmation = std::function<bool(QWidget* parent, const QString& question)>;

    // Adds the action at the end of `menu`; `settings` must outlive this object.
    ChompCacheAction(QMenu* menu, const Settings* settings, QWidget* window);
    ~ChompCacheAction() override;

    [[nodiscard]] QAction* action() const { return m_action; }
    [[nodiscard]] const std::shared_ptr<ChompCatalogCache>& cache() const { return m_cache; }
    // Tests answer the question themselves.
    void setConfirmation(Confirmation confirmation) { m_confirm = std::move(confirmation); }

signals:
    void statusMessage(const QString& text);

private:
    void updateText();
    void clearCache();
    // On the GUI thread: tells the first failed write of the session.
    void tellWriteFailure(const QString& folder, const QString& reason);

    QAction* m_action;
    QWidget* m_window;
    std::shared_ptr<ChompCatalogCache> m_cache;
    Confirmation m_confirm;
    bool m_toldWriteFailure = false;
};

} // namespace gui
