// Misère play in words (issue 32, item 16): the values on the board (part
// labels, a sum's board tags) are what is true under misère, the genus where
// known or a dash, each with a tooltip saying why; the analysis panel names the
// rule while the analysis runs and after Cancel; New Puzzle says the puzzle
// will be misère; a board file's "rule" is read as "misère" too, and written
// "misere".
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "NimBoards.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/analysis/AnalysisPanel.h"
#include "gui/looks/MisereLabels.h"
#include "gui/board/BoardView.h"
#include "gui/document/GameDocument.h"
#include "gui/files/BoardFile.h"
#include "gui/puzzles/PuzzleDialog.h"

#include "engine/GameModules.h"
#include "engine/misere/Genus.h"
#include "engine/sums/SumGame.h"
#include "engine/sums/SumLayout.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QTest>

using engine::Board;
using engine::PlayRule;

namespace misere_words { // its own names: the tests of a folder are built as one unit

const engine::Game& nim()
{
    return testsupport::nimGame();
}

Board nimBoard(const std::vector<int>& heaps)
{
    return testsupport::nimBoardOf(heaps);
}

QString genusOfHeap(int heap)
{
    return QString::fromStdString(engine::misere::Genus::ofNimHeap(static_cast<engine::Nimber>(heap)).text());
}

} // namespace misere_words

using misere_words::genusOfHeap;

class TestMisereWords : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    QAction* misere() const { return action("actionMisere"); }
    gui::AnalysisPanel& panel() const { return *testsupport::panelOf(*m_window); }

    void openMisere(const engine::Game& game, const Board& setup)
    {
        openBoard(game, setup);
        if (!misere()->isChecked())
            misere()->trigger();
        QVERIFY(document().rule() == PlayRule::Misere);
    }
    [[nodiscard]] bool waitForMisereMarks() const
    {
        return QTest::qWaitFor(
            [this] {
                const engine::Analysis* shown = overlay().shownAnalysis();
                return overlay().showsMarks() && shown != nullptr && shown->rule == PlayRule::Misere;
            },
            testsupport::scaled(20000));
    }
    // Moves the mouse over `label` on the board and returns the overlay's tooltip then.
    QString hoverTip(const gui::AnalysisOverlay::SceneLabel& label) const
    {
        const QPoint at = view().mapFromScene(label.rect.center());
        QTest::mouseMove(view().viewport(), at);
        QTest::qWait(0); // the move is sent at once; let the scene hand out its hover event
        return overlay().toolTip();
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void init()
    {
        QVERIFY(showWindow(QSize(1200, 800)));
        view().fitBoard();
    }
    void cleanup()
    {
        if (m_window && misere()->isChecked())
            misere()->trigger(); // new boards of the next test start under normal play
        closeWindow();
    }

    // A misère nim board's parts are its heaps, labelled by their genus, never by a normal-play
    // value; hovering a label tells what it means.
    void partLabelsShowTheGenus()
    {
        openMisere(misere_words::nim(), misere_words::nimBoard({1, 2, 3}));
        QVERIFY(waitForMisereMarks());
        const QList<gui::AnalysisOverlay::SceneLabel> labels = overlay().partLabels();
        QCOMPARE(labels.size(), 3);
        QStringList texts;
        for (const auto& label : labels)
            texts << label.text;
        QCOMPARE(texts, (QStringList{genusOfHeap(1), genusOfHeap(2), genusOfHeap(3)}));
        for (const auto& label : labels)
            QVERIFY2(label.toolTip.contains(QStringLiteral("genus is ") + label.text), qPrintable(label.toolTip));
        view().resetTransform();
        view().scale(4, 4);
        view().centerOn(labels.front().rect.center());
        QCOMPARE(hoverTip(labels.front()), labels.front().toolTip);
    }

    // A sum's board tags under misère: no normal-play value ("*3"), a dash (the sum's analysis
    // gives no board's genus), with a tooltip saying why; the genus of a board of one part where
    // the analysis gives it.
    void boardTagsShowNoNormalValue()
    {
        const Board one = misere_words::nimBoard({3});
        const Board two = misere_words::nimBoard({1, 2});
        const std::vector<engine::SumComponent> boards{{engine::findGameModule("nim"), one, one},
                                                       {engine::findGameModule("nim"), two, two}};
        const engine::SumGame& sum = engine::sumGameOf(engine::SumLayout::of(boards));
        openMisere(sum, sum.layout().combinedBoard(std::vector<Board>{one, two}));
        QVERIFY(waitForMisereMarks());
        const QList<gui::AnalysisOverlay::SceneLabel> tags = overlay().boardValueLabels();
        QCOMPARE(tags.size(), 2);
        for (const auto& tag : tags) {
            QCOMPARE(tag.text, gui::MisereLabels::kNoValue);
            QVERIFY2(tag.toolTip.contains(QStringLiteral("no Grundy value")), qPrintable(tag.toolTip));
            // The board's normal-play value, named as such: 3, and 1 XOR 2.
            QVERIFY2(tag.toolTip.contains(QStringLiteral("under normal play, *3,")), qPrintable(tag.toolTip));
        }
        // What the pointer over a tag shows (partLabelsShowTheGenus hovers a label for real;
        // a tag lies in the name strip above its board, at the offscreen screen's edge here).
        for (const auto& tag : tags)
            QCOMPARE(overlay().toolTipAt(tag.rect.center()), tag.toolTip);

        // A board that is one part of known genus shows it.
        engine::Analysis analysis = *overlay().shownAnalysis();
        engine::Part heap;
        heap.bounds = analysis.boards[0].bounds;
        heap.grundy = 3;
        heap.genus = engine::misere::Genus::ofNimHeap(3);
        analysis.parts = {heap};
        QCOMPARE(gui::MisereLabels::boardLabel(analysis, analysis.boards[0]), genusOfHeap(3));
        QVERIFY(gui::MisereLabels::boardTip(analysis, analysis.boards[0]).contains(QStringLiteral("genus is 3^31")));

        misere()->trigger(); // normal play: the values again, and no tooltip needed
        QVERIFY(QTest::qWaitFor([this] {
            const engine::Analysis* shown = overlay().shownAnalysis();
            return shown != nullptr && shown->rule == PlayRule::Normal;
        }, testsupport::scaled(20000)));
        QCOMPARE(overlay().boardValueLabels()[1].text, QStringLiteral("*3"));
        QVERIFY(overlay().toolTipAt(overlay().boardValueLabels()[1].rect.center()).isEmpty());
    }

    // While the analysis runs and after Cancel the panel names the misère rule, as with an analysis.
    void panelNamesTheRuleWithoutAnAnalysis()
    {
        const QString header = QStringLiteral("Misère play: whoever makes the last move loses");
        openMisere(misere_words::nim(), misere_words::nimBoard({2, 3}));
        QVERIFY(waitForMisereMarks());
        openBoard(misere_words::nim(), misere_words::nimBoard({4, 5, 6})); // a new board keeps the rule; its analysis starts now
        QVERIFY(document().rule() == PlayRule::Misere);
        auto* analysis = testsupport::analysisOf(*m_window);
        QVERIFY(analysis->state().isRunning()); // no event handled since: nothing of it has arrived
        QCOMPARE(panel().ruleText(), header);
        analysis->cancel();
        QVERIFY(testsupport::partOf<QPushButton>(*m_window, QStringLiteral("analyseAgainButton"))->isVisibleTo(&panel()));
        QCOMPARE(panel().ruleText(), header);
        misere()->trigger(); // normal play: no header while its analysis runs
        QVERIFY(panel().ruleText().isEmpty());
    }

    // New Puzzle says that the puzzle will be played by the board's misère rule.
    void newPuzzleSaysItIsMisere()
    {
        for (const bool misereRule : {false, true}) {
            openBoard(misere_words::nim(), misere_words::nimBoard({1, 2}));
            if (misere()->isChecked() != misereRule)
                misere()->trigger();
            bool noteShown = !misereRule;
            QString note;
            testsupport::whenDialogOpens<gui::PuzzleDialog>(m_window.get(), [&](gui::PuzzleDialog& dialog) {
                auto* label = dialog.findChild<QLabel*>(QStringLiteral("puzzleRuleNote"));
                noteShown = label != nullptr && label->isVisible();
                note = label != nullptr ? label->text() : QString();
                dialog.reject();
            });
            action("actionNewPuzzle")->trigger();
            QCOMPARE(noteShown, misereRule);
            QVERIFY2(note.contains(QStringLiteral("misère rule")), qPrintable(note));
        }
    }

    // The title spells the rule "misère": a file may too; it is written "misere".
    void ruleFieldReadsTheAccent()
    {
        QJsonObject object = QJsonDocument::fromJson(
                                 gui::BoardFile::toJson({QStringLiteral("nim"), misere_words::nimBoard({1, 2}), {}, &misere_words::nim(),
                                                         PlayRule::Misere}))
                                 .object();
        QCOMPARE(object.value(QStringLiteral("rule")).toString(), QStringLiteral("misere"));
        for (const QString& spelling : {QStringLiteral("misère"), QStringLiteral("mise\u0300re"),
                                        QStringLiteral("misere")}) {
            object.insert(QStringLiteral("rule"), spelling);
            const auto read = gui::BoardFile::fromJson(QJsonDocument(object).toJson());
            const QString* error = std::get_if<QString>(&read);
            QVERIFY2(error == nullptr, error != nullptr ? qPrintable(*error) : "");
            QVERIFY(std::get<gui::BoardFileContents>(read).rule == PlayRule::Misere);
        }
        object.insert(QStringLiteral("rule"), QStringLiteral("Misère"));
        QVERIFY(std::holds_alternative<QString>(gui::BoardFile::fromJson(QJsonDocument(object).toJson())));
    }
};

GRUNDYGRID_TEST_MAIN(test_misere_words, TestMisereWords)
#include "test_misere_words.moc"
