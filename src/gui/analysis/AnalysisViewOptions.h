#pragma once

#include <QObject>

class QAction;

namespace gui {

class AnalysisOverlay;
class AnalysisPanel;
class Settings;

// The View menu's "Show Decomposition" and "Show Grundy Values" and the analysis
// panel's "Show only winning moves": applies the remembered choices at start,
// then passes each toggle to the board overlay and the analysis panel and
// remembers it. Everything passed in must outlive it.
class AnalysisViewOptions : public QObject {
    Q_OBJECT

public:
    AnalysisViewOptions(QAction* showDecomposition, QAction* showGrundyValues, Settings* settings,
                        AnalysisOverlay* overlay, AnalysisPanel* panel, QObject* parent = nullptr);

private:
    void setDecompositionVisible(bool visible);
    void setGrundyValuesVisible(bool visible);

    Settings* m_settings;
    AnalysisOverlay* m_overlay;
    AnalysisPanel* m_panel;
};

} // namespace gui
