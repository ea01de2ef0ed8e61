#include "gui/DialogPrompts.h"

#include <QCoreApplication>
#include <QFileDialog>
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

QString DialogPrompts::saveFileName(QWidget* parent, const QString& suggestedPath)
{
    return QFileDialog::getSaveFileName(parent, tr("Save board"), suggestedPath, fileFilter());
}

} // namespace gui
