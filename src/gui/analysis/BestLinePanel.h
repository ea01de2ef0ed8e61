#pragma once

#include "engine/BestLine.h"

#include <QWidget>

#include <optional>

class QLabel;
class QListWidget;
class QPushButton;

namespace gui {

class GameLook;

// The Best Line dock's contents: what the line is (how many
// moves, whether it ends the game or is cut at kBestLineMaxMoves or where the
// remoteness is not known) and the compact list of its moves, "1. (2, 3) wins",
// "2. (0, 4)", … named by the game's look. Hovering a move asks for its
// position as a ghost (stepHovered, hoverLeft on leaving the list), clicking it
// asks to step there in analysis (stepClicked); while exploring, the Back to the
// Game button shows (backRequested).
class BestLinePanel : public QWidget {
    Q_OBJECT

public:
    explicit BestLinePanel(QWidget* parent = nullptr);

    // The line is being computed (or waits for the position's analysis).
    void showComputing();
    // No line: `text` says why (empty: the section stays blank).
    void showNothing(const QString& text);
    void showLine(const engine::BestLine& line, const engine::Board& start, const GameLook& look);
    // Step `index` (0-based) is explored on the board, or none.
    void setExplored(std::optional<int> index);

    [[nodiscard]] QListWidget* moveList() const { return m_moves; }
    [[nodiscard]] QString summaryText() const;

signals:
    void stepHovered(int index);
    void hoverLeft();
    void stepClicked(int index);
    void backRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Tints the row of the move whose ghost shows (-1: none), as the board shows its position.
    void markHovered(int row);

    QLabel* m_summary;
    QListWidget* m_moves;
    QLabel* m_exploring;
    QPushButton* m_back;
    int m_hovered = -1;
};

} // namespace gui
