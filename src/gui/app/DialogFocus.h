#pragma once

#include <QObject>

class QWidget;

namespace gui {

// Gives the board the keyboard focus, and its window the activation, back after
// each dialog of the window closes (New, Go to Cell, Resize, message boxes, file
// dialogs...), so a shortcut or click right after a dialog reaches the board even
// where no window manager hands the activation back. Watches the application's
// Hide events of dialogs whose parent is in `window`; does nothing while another
// modal dialog is still open. Both must outlive it.
class DialogFocus : public QObject {
    Q_OBJECT

public:
    DialogFocus(QWidget* window, QWidget* board, QObject* parent = nullptr);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void focusBoard();

    QWidget* m_window;
    QWidget* m_board;
};

} // namespace gui
