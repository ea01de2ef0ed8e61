#pragma once

#include "engine/Move.h"

#include <QCoreApplication>
#include <QGraphicsItem>

#include <optional>
#include <vector>

namespace gui {

class BoardGeometry;

// Shows rectangle moves while they are being chosen (the rectangles game): the
// rubber band of a drag, telling by colour, outline style and a label whether
// the rectangle is a legal move and, when the analysis is known, whether it
// wins; and the outlines of the winning rectangles at the cell under the mouse.
class RectangleBandItem : public QGraphicsItem {
    Q_DECLARE_TR_FUNCTIONS(gui::RectangleBandItem)

public:
    enum class Verdict { Illegal, Legal, Wins, Loses };

    // `geometry` must outlive the item.
    explicit RectangleBandItem(const BoardGeometry* geometry);

    void setBand(std::optional<engine::Move> band, Verdict verdict);
    void setOutlines(std::vector<engine::Move> outlines);
    [[nodiscard]] std::optional<engine::Move> band() const { return m_band; }
    [[nodiscard]] Verdict verdict() const { return m_verdict; }
    [[nodiscard]] const std::vector<engine::Move>& outlines() const { return m_outlines; }
    // The label the band shows for a verdict.
    [[nodiscard]] static QString verdictLabel(Verdict verdict);
    // The pill the band's label is painted on (scene coordinates): above the
    // band, so it covers none of the labels in the band's cells; empty without a band.
    [[nodiscard]] QRectF labelRect() const;

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    [[nodiscard]] QRectF rectOf(const engine::Move& move) const;
    void paintBand(QPainter& painter) const;
    [[nodiscard]] static QFont labelFont();
    [[nodiscard]] QString labelText() const;

    const BoardGeometry* m_geometry;
    std::optional<engine::Move> m_band;
    Verdict m_verdict = Verdict::Legal;
    std::vector<engine::Move> m_outlines;
};

} // namespace gui
