// Game ▸ Puzzles under the misère rule: the controller asks for puzzles under
// the rule the window gives it (PuzzleController::setRule, the document's), so
// the puzzle on the board is the engine's and the CLI's misère puzzle, with one
// winning move by the misère solver, and its question says the last move
// loses; a level beyond the game's misère promise is refused in the Puzzle
// dock before anything is generated; a wrong answer under misère shows no XOR.

#include "TestRegistry.h"
#include "PuzzleWindowTest.h"

#include "gui/files/MisereLimitsText.h"
#include "gui/puzzles/PuzzleSource.h"
#include "gui/puzzles/PuzzleText.h"

#include "engine/puzzles/PuzzleGenerator.h"
#include "engine/sums/SumPuzzle.h"

#include <QLabel>

class TestPuzzlesMisere : public QObject, protected testsupport::PuzzleWindowTest {
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void init() { QVERIFY(showPuzzleWindow()); }
    void cleanup() { closeWindow(); }

    void puzzleFollowsTheRule()
    {
        QCOMPARE(puzzles().rule(), document().rule()); // the window's first board: the remembered rule
        if (document().rule() == engine::PlayRule::Misere)
            action("actionMisere")->trigger(); // from normal play
        QCOMPARE(puzzles().rule(), engine::PlayRule::Normal);
        action("actionMisere")->trigger(); // Game > Misère Play: the puzzles follow the board's rule
        QCOMPARE(puzzles().rule(), engine::PlayRule::Misere);
        QVERIFY(askForPuzzle({QStringLiteral("nim"), {1, 5, 1}}));
        QCOMPARE(document().rule(), engine::PlayRule::Misere);
        // The engine's (and so the CLI's) misère puzzle of the same request.
        const engine::GameModule& nim = *engine::findGameModule("nim");
        const engine::Puzzle expected = engine::generatePuzzle(nim, {1, 5, 1, engine::PlayRule::Misere}, {});
        QVERIFY(document().setup() == expected.setup);
        QVERIFY(document().currentBoard() == expected.position);
        const engine::Analysis misere = document().game()
                                            .solverFor(document().setup(), engine::PlayRule::Misere)
                                            ->analyse(document().currentBoard(), {});
        QCOMPARE(misere.winningMoves().size(), std::size_t{1});
        const QString question = testsupport::partOf<QLabel>(*m_window, QStringLiteral("puzzleQuestion"))->text();
        QVERIFY2(question.contains(gui::PuzzleText::tr("Misère play: whoever makes the last move loses.")),
                 qPrintable(question));
        saveScreenshot(QStringLiteral("puzzle-misere.png"));
    }

    void levelBeyondThePromiseIsRefusedUpFront()
    {
        puzzles().setRule(engine::PlayRule::Misere);
        const std::optional<gui::PuzzleSource> rectangles = gui::PuzzleSource::of(QStringLiteral("rectangles"));
        QVERIFY(rectangles);
        const std::optional<QString> refusal = rectangles->refusal(3, engine::PlayRule::Misere);
        QVERIFY(refusal);
        const engine::Board before = document().currentBoard();
        testsupport::whenDialogOpens<gui::PuzzleDialog>(m_window.get(), [](gui::PuzzleDialog& dialog) {
            dialog.setChoice({QStringLiteral("rectangles"), {3, 1, 1}});
            dialog.accept();
        });
        action("actionNewPuzzle")->trigger();
        QCOMPARE(puzzles().state(), PuzzleController::State::None); // nothing generated
        QVERIFY2(verdict().contains(*refusal), qPrintable(verdict()));
        QVERIFY(document().currentBoard() == before);
        saveScreenshot(QStringLiteral("puzzle-misere-refused.png"));
    }

    void sourceRefusals()
    {
        for (const engine::GameModule* module : engine::gameModules()) {
            const std::optional<gui::PuzzleSource> source
                = gui::PuzzleSource::of(QString::fromStdString(std::string(module->id())));
            QVERIFY(source);
            for (int level = 1; level <= 3; ++level) {
                QVERIFY(!source->refusal(level, engine::PlayRule::Normal));
                const std::optional<QString> refusal = source->refusal(level, engine::PlayRule::Misere);
                QCOMPARE(refusal.has_value(), engine::misereLevelProblem(*module, level).has_value());
                if (refusal)
                    QVERIFY2(refusal->contains(gui::MisereLimitsText::of(module->game)), qPrintable(*refusal));
            }
        }
        const std::optional<gui::PuzzleSource> sums = gui::PuzzleSource::of(QStringLiteral("sum"));
        QVERIFY(sums);
        for (int level = 1; level <= 3; ++level)
            QCOMPARE(sums->refusal(level, engine::PlayRule::Misere).has_value(),
                     engine::misereSumLevelProblem(level).has_value());
    }

    // Under misère the parts' values do not add up to the verdict: a wrong answer shows no XOR.
    void wrongAnswerUnderMisereShowsNoXor()
    {
        engine::Analysis after;
        after.parts.resize(2);
        after.parts[0].grundy = 1;
        after.parts[1].grundy = 2;
        engine::MoveVerdict verdict;
        verdict.resultOutcome = engine::Outcome::Win;
        QVERIFY(gui::PuzzleText::wrongValues(verdict, &after).contains(QStringLiteral("⊕")));
        after.rule = engine::PlayRule::Misere;
        QVERIFY(!gui::PuzzleText::wrongValues(verdict, &after).contains(QStringLiteral("⊕")));
    }
};

GRUNDYGRID_TEST_MAIN(test_puzzles_misere, TestPuzzlesMisere)
#include "test_puzzles_misere.moc"
