#pragma once

#include <QObject>

class QAction;
class QBoxLayout;
class QMenu;

namespace gui {

class AnalysisController;
class AnalysisOverlay;
class LookOptions;
class Settings;
class ShadingLegend;

// View ▸ Shade Moves by Remoteness: the option (remembered in Settings, off by
// default) placed in `viewMenu` after `after`, which shades the board's marks
// (AnalysisOverlay::setRemotenessShading) and shows the ShadingLegend at the
// end of `boardColumn`, under the board, while on; the legend follows every
// analysis of `analysis` and every scheme `looks` announces.
// Everything passed in must outlive it.
class RemotenessShading : public QObject {
    Q_OBJECT

public:
    RemotenessShading(QMenu* viewMenu, QAction* after, QBoxLayout* boardColumn, Settings* settings,
                      AnalysisOverlay* overlay, AnalysisController* analysis, LookOptions* looks,
                      QObject* parent = nullptr);

private:
    void setShading(bool on);

    Settings* m_settings;
    AnalysisOverlay* m_overlay;
    ShadingLegend* m_legend;
};

} // namespace gui
