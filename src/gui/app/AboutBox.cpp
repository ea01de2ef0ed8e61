#include "gui/app/AboutBox.h"

#include <QMessageBox>

namespace gui {

void AboutBox::show(QWidget* parent)
{
    QMessageBox::about(parent, tr("About GrundyGrid"),
                       tr("<h3>GrundyGrid %1</h3><p>Edit, play and solve impartial grid games.</p>"
                          "<p>Marks on the board: a ring with a tick (green, or blue with colour-blind "
                          "safe colours) is a winning move, a small red or orange cross a losing one.</p>")
                           .arg(QCoreApplication::applicationVersion())
                           + tr("<p>Help ▸ Rules of the Games (F1) explains each game with pictures.</p>"
                                "<p>Built with Qt %1, running on Qt %2.</p>")
                                 .arg(QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion())));
}

} // namespace gui
