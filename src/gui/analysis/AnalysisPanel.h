#pragma once

#include "engine/Analysis.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;

namespace gui {

class MoveVerdictTable;

// The analysis dock: whose turn it is, the verdict, the Grundy value, the
// remoteness in words and the number of winning moves, or why none is shown;
// for a position that splits into independent parts, optionally the sum of their
// nimbers as an equation ("*3 ⊕ *5 ⊕ *6 = *0") and what it means; below, the
// sortable table of the legal moves (filled by MoveVerdictLink). After a
// cancelled analysis an Analyse Again button asks for a new run.
class AnalysisPanel : public QWidget {
    Q_OBJECT

public:
    explicit AnalysisPanel(QWidget* parent = nullptr);

    // Who is to move, e.g. "You (player 1)".
    void setTurn(const QString& text);
    void showAnalysis(const engine::Analysis& analysis);
    // No analysis yet; `text` says why (running, cancelled, an invalid setup).
    void showStatus(const QString& text);
    // The analysis was cancelled: `text` says so, and the Analyse Again button shows.
    void showCancelled(const QString& text);
    // Colours the verdict, and the table's icons, in the current colour scheme.
    void applyScheme();
    // Shows or hides the decomposition section (it stays hidden without parts).
    void setDecompositionVisible(bool visible);

    [[nodiscard]] bool isDecompositionShown() const;
    // The equation of the parts, or empty when the position does not split.
    [[nodiscard]] QString equationText() const;

    [[nodiscard]] QString verdictText() const;
    [[nodiscard]] QString detailsText() const;
    [[nodiscard]] MoveVerdictTable* verdictTable() const { return m_table; }

signals:
    // The Analyse Again button was pressed.
    void analyseRequested();

private:
    QLabel* m_turn;
    QLabel* m_verdict;
    QLabel* m_grundy;
    QLabel* m_remoteness;
    QLabel* m_winning;
    QWidget* m_decomposition;
    QLabel* m_partCount;
    QLabel* m_equation;
    QLabel* m_meaning;
    QPushButton* m_analyseAgain;
    MoveVerdictTable* m_table;
    bool m_decompositionVisible = true;
    std::optional<engine::Outcome> m_outcome; // of the analysis shown
};

} // namespace gui
