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

void DialogPrompts::giveMnemonics(QMessageBox& box)
{
    // Qt names these standard buttons without a mnemonic; Alt+S and Alt+D press them as in other programs.
    if (QAbstractButton* save = box.button(QMessageBox::Save))
        save->setText(tr("&Save"));
    if (QAbstractButton* discard = box.button(QMessageBox::Discard))
        discard->setText(tr("&Discard"));
}

UserPrompts::SaveChoice DialogPrompts::askSaveChanges(QWidget* parent, const QString& documentName)
{
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    tr("The board “%1” has unsaved changes. Save them?").arg(documentName),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setDefaultButton(QMessageBox::Save);
    giveMnemonics(box);
    switch (box.exec()) {
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
    giveMnemonics(box);
    box.setDefaultButton(recover);
    box.exec();
    return box.clickedButton() == recover;
}

UserPrompts::FileChangeChoice DialogPrompts::askFileChanged(QWidget* parent, const QString& documentName,
                                                            bool beforeSaving, bool unsavedChanges)
{
    QMessageBox box(QMessageBox::Warning, tr("File changed on disk"),
                    tr("The board file “%1” was changed on disk by another program or another GrundyGrid window "
                       "since you opened or saved it.")
                        .arg(documentName),
                    QMessageBox::NoButton, parent);
    QString question = unsavedChanges
        ? tr("Reload it (your unsaved changes are lost), save your board under another name, or overwrite the "
             "file with your board (the other changes are lost)?")
        : tr("Reload it, save your board under another name, or overwrite the file with your board (the other "
             "changes are lost)?");
    if (beforeSaving)
        question = tr("Nothing was saved yet. %1").arg(question);
    box.setInformativeText(question);
    QPushButton* reload = box.addButton(tr("&Reload"), QMessageBox::DestructiveRole);
    QPushButton* saveAs = box.addButton(tr("Save &As…"), QMessageBox::AcceptRole);
    QPushButton* overwrite = box.addButton(tr("&Overwrite"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    // The answer that loses nothing is the default: a reload of a board without changes, else Save As.
    box.setDefaultButton(unsavedChanges || beforeSaving ? saveAs : reload);
    box.exec();
    if (box.clickedButton() == reload)
        return FileChangeChoice::Reload;
    if (box.clickedButton() == saveAs)
        return FileChangeChoice::SaveAs;
    if (box.clickedButton() == overwrite)
        return FileChangeChoice::Overwrite;
    return FileChangeChoice::Cancel;
}

QString DialogPrompts::saveFileName(QWidget* parent, const QString& suggestedPath)
{
    return QFileDialog::getSaveFileName(parent, tr("Save board"), suggestedPath, fileFilter());
}

} // namespace gui
