#pragma once

#include <QObject>

namespace gui {

// A button's mnemonic (Alt+letter) clicks it at once. Qt animates such a click
// for 100 ms before the button toggles, so Alt+X then Enter at once in a dialog
// accepted it with the radio button's choice lost. Watches the application's
// Shortcut events of buttons; installed once by the window.
class InstantMnemonics : public QObject {
    Q_OBJECT

public:
    explicit InstantMnemonics(QObject* parent = nullptr);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace gui
