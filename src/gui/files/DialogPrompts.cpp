#include "gui/files/DialogPrompts.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QLocale>
#include <QPushButton>
#include <QMessageBox>

namespace gui {

namespace {

QString fileFilter()
{
    return DialogPrompts::tr("GrundyGrid boards (*.grundy *.json);;All files (*)");
}

} // namespace

UserPrompts::SaveChoice DialogPrompts::askSaveChanges(QWidget* parent, const QString& documentName)
{
    const auto answer = QMessageBox::warning(
        parent, tr("Unsaved changes"), tr("The board “%1” has unsaved changes. Save them?").arg(documentName),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    switch (answer) {
    case QMessageBox::Save: return SaveChoice::Save;
    case QMessageBox::Discard: return SaveChoice::Discard;
    default: return SaveChoice::Cancel;
    }
}

void DialogPrompts::showError(QWidget* parent, const QString& title, const QString& message)
{
    QMessageBox::critical(parent, title, message);
}

QString DialogPrompts::openFileName(QWidget* parent, const QString& directory)
{
    return QFileDialog::getOpenFileName(parent, tr("Open board"), directory, fileFilter());
}

bool DialogPrompts::askRecover(QWidget* parent, const QString& documentName, const QDateTime& savedAt)
{
    QMessageBox box(QMessageBox::Question, tr("Recover unsaved board"),
                    tr("GrundyGrid did not close properly last time. Unsaved changes to the board “%1” were "
                       "autosaved at %2.")
                        .arg(documentName, QLocale().toString(savedAt, QLocale::ShortFormat)),
                    QMessageBox::NoButton, parent);
    box.setInformativeText(tr("Recover them? Discarding deletes the autosaved copy."));
    QPushButton* recover = box.addButton(tr("&Recover"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Discard);
    box.setDefaultButton(recover);
    box.exec();
    return box.clickedButton() == recover;
}

QString DialogPrompts::saveFileName(QWidget* parent, const QString& suggestedPath)
{
    return QFileDialog::getSaveFileName(parent, tr("Save board"), suggestedPath, fileFilter());
}

} // namespace gui
