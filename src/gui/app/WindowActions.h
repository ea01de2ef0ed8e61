#pragma once

class QStyle;

namespace Ui {
class MainWindow;
}

namespace gui {

// The window's own actions from its form: standard shortcuts and theme icons
// (zoom buttons leave the tool bar when the theme has no icons for them), and
// the View menu's toggles of the docks and tool bars with their tips.
void setUpWindowActions(Ui::MainWindow& ui, const QStyle& style);

} // namespace gui
