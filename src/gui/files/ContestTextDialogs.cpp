#include "gui/files/ContestTextDialogs.h"

#include "gui/looks/GameLooks.h"

#include "engine/GameModules.h"

#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>

namespace gui {

ContestTextPrompts::TextFile ContestTextDialogs::textToImport(QWidget* parent, const QString& title,
                                                              const QString& directory, const QString& gameId)
{
    // One file type per game: the type picks the format the text is read in.
    QStringList filters;
    QStringList ids;
    QString selected;
    for (const engine::Game* game : engine::allGames()) {
        if (!GameLooks::isSupported(game->id()))
            continue;
        const QString id = QString::fromUtf8(game->id().data(), static_cast<qsizetype>(game->id().size()));
        filters.append(tr("%1 text (*.txt *.in *)").arg(GameLooks::find(game->id()).gameName(*game)));
        ids.append(id);
        if (id == gameId)
            selected = filters.back();
    }
    const QString path
        = QFileDialog::getOpenFileName(parent, title, directory, filters.join(QStringLiteral(";;")), &selected);
    const auto index = filters.indexOf(selected);
    return {path, index >= 0 ? ids.at(index) : gameId};
}

QString ContestTextDialogs::textToExport(QWidget* parent, const QString& title, const QString& suggestedPath)
{
    return QFileDialog::getSaveFileName(parent, title, suggestedPath, tr("Text files (*.txt);;All files (*)"));
}

std::optional<int> ContestTextDialogs::chooseCase(QWidget* parent, const QStringList& labels)
{
    bool ok = false;
    if (labels.size() > kMaxListedCases) {
        const int number = QInputDialog::getInt(parent, tr("Import Contest Text"),
                                                tr("The text holds %1 cases. Import case number:").arg(labels.size()),
                                                1, 1, static_cast<int>(labels.size()), 1, &ok);
        return ok ? std::optional<int>(number - 1) : std::nullopt;
    }
    const QString choice = QInputDialog::getItem(parent, tr("Import Contest Text"),
                                                 tr("The text holds %1 cases. Import:").arg(labels.size()), labels,
                                                 0, false, &ok);
    const auto index = labels.indexOf(choice);
    return ok && index >= 0 ? std::optional<int>(static_cast<int>(index)) : std::nullopt;
}

void ContestTextDialogs::showError(QWidget* parent, const QString& title, const QString& message)
{
    QMessageBox::warning(parent, title, message);
}

} // namespace gui
