#include "gui/files/ContestTextDialogs.h"

#include "gui/files/ContestCasePreviews.h"
#include "gui/looks/GameLooks.h"

#include "engine/GameModules.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QVBoxLayout>

namespace gui {

ContestTextPrompts::TextFile ContestTextDialogs::textToImport(QWidget* parent, const QString& title,
                                                              const QString& directory)
{
    // The first file type finds the game from the text; the others read it as one game's.
    QStringList filters{tr("Text of any game (*.txt *.in *)")};
    QStringList ids{QString()};
    for (const engine::Game* game : engine::allGames()) {
        if (!GameLooks::isSupported(game->id()))
            continue;
        filters.append(tr("%1 text (*.txt *.in *)").arg(GameLooks::find(game->id()).gameName(*game)));
        ids.append(QString::fromUtf8(game->id().data(), static_cast<qsizetype>(game->id().size())));
    }
    QString selected = filters.front();
    const QString path
        = QFileDialog::getOpenFileName(parent, title, directory, filters.join(QStringLiteral(";;")), &selected);
    const auto index = filters.indexOf(selected);
    return {path, index >= 0 ? ids.at(index) : QString()};
}

QString ContestTextDialogs::textToExport(QWidget* parent, const QString& title, const QString& suggestedPath)
{
    return QFileDialog::getSaveFileName(parent, title, suggestedPath, tr("Text files (*.txt);;All files (*)"));
}

std::optional<int> ContestTextDialogs::chooseCase(QWidget* parent, const QList<CaseChoice>& cases)
{
    if (cases.size() > kMaxListedCases) {
        bool ok = false;
        const int number = QInputDialog::getInt(parent, tr("Import Contest Text"),
                                                tr("The text holds %1 cases. Import case number:").arg(cases.size()),
                                                1, 1, static_cast<int>(cases.size()), 1, &ok);
        return ok ? std::optional<int>(number - 1) : std::nullopt;
    }
    QDialog dialog(parent);
    dialog.setWindowTitle(tr("Import Contest Text"));
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(new QLabel(tr("The text holds %1 cases. Import:").arg(cases.size()), &dialog));
    auto* list = new QListWidget(&dialog);
    list->setObjectName(QStringLiteral("caseList"));
    list->setIconSize(QSize(ContestCasePreviews::kPictureSide, ContestCasePreviews::kPictureSide));
    for (const CaseChoice& choice : cases)
        new QListWidgetItem(QIcon(QPixmap::fromImage(choice.picture)), choice.label, list);
    list->setCurrentRow(0);
    layout->addWidget(list);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    layout->addWidget(buttons);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    QObject::connect(list, &QListWidget::itemDoubleClicked, &dialog, &QDialog::accept);
    dialog.resize(480, 420);
    if (dialog.exec() != QDialog::Accepted || list->currentRow() < 0)
        return std::nullopt;
    return list->currentRow();
}

std::optional<int> ContestTextDialogs::chooseGame(QWidget* parent, const QString& fileName,
                                                  const QStringList& gameNames)
{
    bool ok = false;
    const QString choice = QInputDialog::getItem(
        parent, tr("Import"), tr("%1 reads as a text of each of these games. Import it as:").arg(fileName), gameNames,
        0, false, &ok);
    const auto index = gameNames.indexOf(choice);
    return ok && index >= 0 ? std::optional<int>(static_cast<int>(index)) : std::nullopt;
}

void ContestTextDialogs::showError(QWidget* parent, const QString& title, const QString& message)
{
    QMessageBox::warning(parent, title, message);
}

} // namespace gui
