#pragma once

#include <QByteArray>
#include <QImage>
#include <QPicture>
#include <QRectF>
#include <QSizeF>

class QPainter;

namespace gui {

class BoardView;

// The board as the window shows it, drawn into any painter (an image, an SVG, a
// printer) by the window's own drawing code: the view's BoardScene (board item
// and analysis overlay) rendered with the marks and part outlines as asked and
// restored after. Coordinates are the scene's own row and column numbers around
// a board, or the view's rulers (absolute coordinates) around the visible area of
// a windowed board (the pawn game's), which is what such a picture shows. A sum's
// boards keep their frames, names and values (drawn in the label margin above the
// board) in a picture without coordinates too.
class BoardSnapshot {
public:
    struct Shown {
        bool marks = true;
        bool outlines = true;
        bool coordinates = true;
        // The board's names above it (a sum's frames): without coordinates the top label margin stays.
        bool boardNames = false;
    };

    BoardSnapshot(BoardView& view, Shown shown);

    // The picture's natural size: scene units of a board, view pixels of a windowed board's visible area.
    [[nodiscard]] QSizeF size() const;
    // The height of a picture `width` pixels wide (the board's aspect).
    [[nodiscard]] int heightFor(int width) const;
    // Paints the picture into `target` of `painter`, stretched to it.
    void paint(QPainter& painter, const QRectF& target) const;
    // The picture `width` pixels wide as a PNG file's bytes, and as an SVG file's.
    [[nodiscard]] QImage image(int width) const;
    // The drawing of image(width) recorded, not yet rasterised: quick to make on
    // the GUI thread (the scene is its), drawn into an image on any thread
    // (imageOf: a picture thousands of pixels wide takes far longer than a frame).
    struct Recording {
        QPicture drawing;
        QSize size;
        QColor background;
    };
    [[nodiscard]] Recording record(int width) const;
    [[nodiscard]] static QImage imageOf(const Recording& recording);
    [[nodiscard]] QByteArray png(int width) const;
    [[nodiscard]] QByteArray svg(int width, const QString& title) const;

    // The part of the scene the picture shows (scene coordinates; of a windowed board the visible area).
    [[nodiscard]] QRectF sourceRect() const;

private:
    [[nodiscard]] bool showsRulers() const;
    void paintRulers(QPainter& painter) const;

    BoardView& m_view;
    Shown m_shown;
};

} // namespace gui
