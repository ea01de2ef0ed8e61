#pragma once

#include "engine/Analysis.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace gui {

// How the decomposition of a position into independent parts reads: nimbers
// written `*3`, the sum of the parts as an equation and what its value means.
class DecompositionText {
    Q_DECLARE_TR_FUNCTIONS(gui::DecompositionText)

public:
    // At most this many `*0` terms are written out one by one; more are counted.
    static constexpr int kMaxZeroTerms = 3;

    // "*3" (the nimber of value 3; "0" is written "*0").
    [[nodiscard]] static QString nimber(engine::Nimber value);
    // The XOR of the parts' values.
    [[nodiscard]] static engine::Nimber total(const std::vector<engine::Part>& parts);
    // "*3 ⊕ *5 ⊕ *6 = *0", in the order of `parts`. Many *0 terms are gathered
    // at the end as "4 × *0". Empty when there are no parts.
    [[nodiscard]] static QString equation(const std::vector<engine::Part>& parts);
    // "3 independent parts", a title for the equation.
    [[nodiscard]] static QString partCount(const std::vector<engine::Part>& parts);
    // What the value of the sum means for the player to move.
    [[nodiscard]] static QString meaning(const std::vector<engine::Part>& parts);
};

} // namespace gui
