#pragma once

#include <QObject>

class QAction;

namespace gui {

class AnalysisOverlay;
class AnalysisPanel;
class GameDocument;
class Settings;

// The View menu's "Show Decomposition", "Show Grundy Values" and "Show Each
// Board Alone" and the analysis panel's "Show only winning moves": applies the
// remembered choices at start, then passes each toggle to the board overlay and
// the analysis panel and remembers it. "Show Each Board Alone" is enabled only
// while the document is a sum of boards. Everything passed in must outlive it.
class AnalysisViewOptions : public QObject {
    Q_OBJECT

public:
    struct Actions {
        QAction* showDecomposition;
        QAction* showGrundyValues;
        QAction* showBoardsAlone;
    };

    AnalysisViewOptions(Actions actions, Settings* settings, const GameDocument* document, AnalysisOverlay* overlay,
                        AnalysisPanel* panel, QObject* parent = nullptr);

private:
    void setDecompositionVisible(bool visible);
    void setGrundyValuesVisible(bool visible);
    void setBoardsAlone(bool alone);
    // Enables "Show Each Board Alone" for a sum, and says why it is not for one game.
    void updateBoardsAloneAction();

    Settings* m_settings;
    const GameDocument* m_document;
    AnalysisOverlay* m_overlay;
    AnalysisPanel* m_panel;
    QAction* m_showBoardsAlone;
};

} // namespace gui
