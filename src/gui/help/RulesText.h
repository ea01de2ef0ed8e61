#pragma once

#include <QCoreApplication>
#include <QString>

namespace gui {

// One section of a rules page: its heading and its rich text.
struct RulesSection {
    QString heading;
    QString text;
};

// The headings of every game's page, over its look's RulesPage.
struct GamePageHeadings {
    QString rules;
    QString pictures;
    QString play;
};

// The words of the legend page: its title and introduction, the marks' section
// (a table of the marks above its text) and the sections that explain the
// remoteness shading (its text, then a table of the steps in both schemes and a
// picture), the Grundy values, the decomposition and the value history, each with a
// picture, and the best line.
struct LegendText {
    QString title;
    QString intro;
    RulesSection marks;
    QString winningMark;
    QString losingMark;
    RulesSection shading;
    // The headings of the shading's table: the steps, the usual and the colour-blind safe colours.
    QString shadingSteps;
    QString usualColours;
    QString safeColours;
    RulesSection grundy;
    RulesSection decomposition;
    RulesSection history;
    RulesSection bestLine; // without a picture
};

// The words of the rules pages, translated, besides each game's own (its look's
// RulesPage, games/<id>/): what all games share, the headings, the legend of
// the marks. Texts are rich-text fragments (paragraphs, lists) the dialog
// places between its headings and pictures.
class RulesText {
    Q_DECLARE_TR_FUNCTIONS(gui::RulesText)

public:
    // What all five games share (normal play, impartial), for the top of each game's page.
    [[nodiscard]] static QString commonRules();
    // How to play a game in GrundyGrid: the game's own paragraph `gameText` and
    // what every game shares (the modes, the opponent, hints, undo); empty
    // when the game has none.
    [[nodiscard]] static QString howToPlay(const QString& gameText);
    [[nodiscard]] static GamePageHeadings gameHeadings();
    // The legend page; `equation` is the sum of its example's parts, "*1 ⊕ *2 = *3".
    [[nodiscard]] static LegendText legend(const QString& equation);
};

} // namespace gui
