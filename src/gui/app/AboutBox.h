#pragma once

#include <QCoreApplication>

class QWidget;

namespace gui {

// Help > About: the version, what the program does and how to read its marks.
class AboutBox {
    Q_DECLARE_TR_FUNCTIONS(gui::AboutBox)

public:
    static void show(QWidget* parent);
};

} // namespace gui
