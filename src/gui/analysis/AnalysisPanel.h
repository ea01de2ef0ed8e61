#pragma once

#include "engine/Analysis.h"

#include <QWidget>

#include <optional>

class QCheckBox;
class QLabel;
class QPushButton;
class QScrollArea;

namespace gui {

class MoveVerdictTable;

// The analysis dock: whose turn it is, the verdict, the Grundy value, the
// remoteness in words and the number of winning moves, or why none is shown;
// for a position that splits into independent parts, optionally the sum of their
// nimbers as an equation ("*3 ⊕ *5 ⊕ *6 = *0") and what it means; below, the
// sortable table of the legal moves (filled by MoveVerdictLink), all of them or
// only the winning ones. After a cancelled analysis an Analyse Again button asks
// for a new run. The table keeps MoveVerdictTable::kPreferredRows rows whenever
// the panel has room for them and a few lines of text: the text above it scrolls.
// Under the misère rule (MisereText) a header says so, the normal-play verdict
// shows beside the misère one where it differs, and a position made of parts
// says why their values' XOR no longer decides.
class AnalysisPanel : public QWidget {
    Q_OBJECT

public:
    explicit AnalysisPanel(QWidget* parent = nullptr);

    // Who is to move, e.g. "You (player 1)".
    void setTurn(const QString& text);
    void showAnalysis(const engine::Analysis& analysis);
    // No analysis yet; `text` says why (running, cancelled, an invalid setup). Under misère
    // the header names the rule all the same (setPlayRule).
    void showStatus(const QString& text);
    // The board's rule, named by the header while no analysis is shown (the document's, followed).
    void setPlayRule(engine::PlayRule rule);
    // The analysis was cancelled: `text` says so, and the Analyse Again button shows.
    void showCancelled(const QString& text);
    // Colours the verdict, and the table's icons, in the current colour scheme.
    void applyScheme();
    // Shows or hides the decomposition section (it stays hidden without parts, and
    // for a sum whose boards do not split: the boards' values say it all).
    void setDecompositionVisible(bool visible);
    // Whether the board marks, and the table lists, a sum's moves by each board
    // alone (View > Show Each Board Alone): a sum's analysis says which verdicts
    // the marks and the table show.
    void setBoardsAlone(bool alone);
    // That sentence, empty for one game.
    [[nodiscard]] QString marksViewText() const;

    // Shows only the winning moves in the table (the check box above it).
    void setWinningMovesOnly(bool only);

    [[nodiscard]] bool isDecompositionShown() const;
    // The equation of the parts, or empty when the position does not split.
    [[nodiscard]] QString equationText() const;

    [[nodiscard]] QString verdictText() const;
    // The misère header, the normal-play verdict where it differs, the parts' paragraph: empty when not shown.
    [[nodiscard]] QString ruleText() const;
    [[nodiscard]] QString normalVerdictText() const;
    [[nodiscard]] QString misereTeachingText() const;
    [[nodiscard]] QString detailsText() const;
    [[nodiscard]] MoveVerdictTable* verdictTable() const { return m_table; }

signals:
    // The Analyse Again button was pressed.
    void analyseRequested();
    // The user ticked or cleared "Show only winning moves".
    void winningMovesOnlyChanged(bool only);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    // Gives the text above the table the height it needs, as far as the table keeps its
    // preferred rows; whose turn, the verdict and its details stay in sight in any case.
    void fitText();
    // The height of those lines (not the decomposition) at `width`.
    [[nodiscard]] int essentialTextHeight(int width) const;

    QLabel* m_turn;
    QLabel* m_rule;
    QLabel* m_verdict;
    QLabel* m_normalVerdict;
    QLabel* m_grundy;
    QLabel* m_remoteness;
    QLabel* m_winning;
    QLabel* m_marksView;
    QWidget* m_decomposition;
    QLabel* m_partCount;
    QLabel* m_equation;
    QLabel* m_meaning;
    QLabel* m_misereParts;
    QPushButton* m_analyseAgain;
    QScrollArea* m_text; // everything above the check box
    QCheckBox* m_winningOnly;
    MoveVerdictTable* m_table;
    bool m_decompositionVisible = true;
    bool m_boardsAlone = false;
    bool m_showsSum = false; // the analysis shown is a sum's
    engine::PlayRule m_playRule = engine::PlayRule::Normal; // the board's (setPlayRule)
    bool m_showsStatus = true; // no analysis shown: showStatus's text
    std::optional<engine::Outcome> m_outcome; // of the analysis shown
};

} // namespace gui
