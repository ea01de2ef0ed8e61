#pragma once

#include <QList>
#include <QPainter>
#include <QWidget>

namespace gui {

class BoardView;

// A coordinate ruler along the top (columns, the pawn game's X) or the left
// edge (rows, Y) of a BoardView, labelled with absolute cell numbers. Labels
// sit on every k-th cell, k the smallest of 1, 2, 5, 10, 20, 50, ... that keeps
// them apart at the current zoom, so they stay readable from any distance.
class BoardRuler : public QWidget {
    Q_OBJECT

public:
    // A label: the cell number and its centre along the ruler, in ruler pixels.
    struct Label {
        qint64 cell = 0;
        qreal position = 0.0;
    };

    BoardRuler(Qt::Orientation orientation, BoardView* view);

    // The labels painted now, in increasing order.
    [[nodiscard]] QList<Label> labels() const;
    // The step between labelled cells now.
    [[nodiscard]] qint64 step() const;
    // A label as painted, with the rectangle of its text.
    struct PlacedLabel {
        Label label;
        QRectF text;
    };
    // Where `label`'s text goes: centred on its cell but kept inside the ruler,
    // so the labels at the ends are not cut off.
    [[nodiscard]] QRectF textRect(const Label& label) const;
    // The labels painted now: those of labels() at their textRect, less a label
    // pushed in from an end that would then touch its neighbour.
    [[nodiscard]] QList<PlacedLabel> placedLabels() const;
    // The width (vertical ruler) or height (horizontal ruler) it needs.
    [[nodiscard]] int thickness() const;
    // Paints the ruler as it shows now into `painter`, its top left corner at the
    // painter's origin: the window's paint event, and a picture's rulers (painted,
    // not rendered through a widget pixmap, so a recorded picture holds no image).
    void paint(QPainter& painter) const;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    // The smallest gap between label centres, in pixels.
    [[nodiscard]] qreal minSpacing() const;

    Qt::Orientation m_orientation;
    BoardView* m_view;
};

} // namespace gui
