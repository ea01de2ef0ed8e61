#pragma once

#include "engine/Analysis.h"

#include <QCoreApplication>
#include <QString>

namespace gui {

// The values painted on the board under misère play, the part labels and a
// sum's board tags: what is true under misère, never a normal-play value as if
// it decided. A part shows its genus where the misère solver computed it
// ("1^031"), a board the genus of its one part, anything else a dash (no
// value decides misère play); each with a tooltip saying what it means or why
// there is no value.
class MisereLabels {
    Q_DECLARE_TR_FUNCTIONS(gui::MisereLabels)

public:
    // What stands where normal play shows a value: misère play has none.
    static inline const QString kNoValue = QStringLiteral("–");

    [[nodiscard]] static QString partLabel(const engine::Part& part);
    [[nodiscard]] static QString partTip(const engine::Part& part);
    // `board` is one of `analysis.boards`; its parts are those of `analysis.parts` within its bounds.
    [[nodiscard]] static QString boardLabel(const engine::Analysis& analysis, const engine::BoardSummary& board);
    [[nodiscard]] static QString boardTip(const engine::Analysis& analysis, const engine::BoardSummary& board);
};

} // namespace gui
