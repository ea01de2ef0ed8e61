#pragma once

#include <QCoreApplication>
#include <QString>

#include <string_view>

namespace gui {

// The words of the rules pages, translated: what all games share, each game's
// rules and how to play it in GrundyGrid (from its look, games/<id>/), and the
// legend of the marks. Texts are rich-text fragments (paragraphs, lists)
// the dialog places between its headings and pictures.
class RulesText {
    Q_DECLARE_TR_FUNCTIONS(gui::RulesText)

public:
    // What all five games share (normal play, impartial), for the top of each game's page.
    [[nodiscard]] static QString commonRules();
    // The rules of the game `gameId`; empty for a game without a page.
    [[nodiscard]] static QString rules(std::string_view gameId);
    // How the game is played with the mouse and keyboard in GrundyGrid.
    [[nodiscard]] static QString howToPlay(std::string_view gameId);

    // The legend page.
    [[nodiscard]] static QString legendTitle();
    [[nodiscard]] static QString legendIntro();
    [[nodiscard]] static QString marksHeading();
    [[nodiscard]] static QString winningMark();
    [[nodiscard]] static QString losingMark();
    [[nodiscard]] static QString colourBlindMarks();
    [[nodiscard]] static QString grundyHeading();
    [[nodiscard]] static QString grundyText();
    [[nodiscard]] static QString decompositionHeading();
    // `equation` is the sum of the example's parts, "*1 ⊕ *2 = *3".
    [[nodiscard]] static QString decompositionText(const QString& equation);
    [[nodiscard]] static QString historyHeading();
    [[nodiscard]] static QString historyText();

    // Headings on every game page.
    [[nodiscard]] static QString rulesHeading();
    [[nodiscard]] static QString playHeading();
    [[nodiscard]] static QString picturesHeading();
};

} // namespace gui
