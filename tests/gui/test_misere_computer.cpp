// Misère play against the computer (issue 27): a misère nim game and a misère
// sum played to the end at every strength, each computer move checked against
// the engine's misère analysis (and nim's against Bouton's rule); the player who
// makes the last move loses and the banner says so; the value history, the best
// line and the teaching text follow the rule.
#include "TestRegistry.h"
#include "MisereWindowTest.h"

class TestMisereComputer : public QObject, protected testsupport::MisereWindowTest {
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void init() { openMisereWindow(); }
    void cleanup() { closeMisereWindow(); }

    void computerPlaysMisereNimAtEveryStrength_data()
    {
        // The strength as a number: test_sum_play, in the same unity build, declares the enum's meta type.
        QTest::addColumn<int>("strength");
        QTest::addColumn<quint32>("seed");
        QTest::newRow("perfect") << static_cast<int>(Strength::Perfect) << 1u;
        QTest::newRow("strong") << static_cast<int>(Strength::Strong) << 2u;
        QTest::newRow("casual") << static_cast<int>(Strength::Casual) << 3u;
        QTest::newRow("random") << static_cast<int>(Strength::Random) << 4u;
    }

    // Misère nim 1 + 2 + 3 + 2 against the computer, to the end.
    void computerPlaysMisereNimAtEveryStrength()
    {
        QFETCH(int, strength);
        QFETCH(quint32, seed);
        startPlay(nim(), nimBoard({1, 2, 3, 2}));
        playToTheEnd(nim(), static_cast<Strength>(strength), seed, true);
    }

    void computerPlaysMisereSum_data() { computerPlaysMisereNimAtEveryStrength_data(); }

    // A misère sum of two small boards (nim and chomp) against the computer, to the end.
    void computerPlaysMisereSum()
    {
        QFETCH(int, strength);
        QFETCH(quint32, seed);
        startPlay(misereSum(), misereSumSetup());
        playToTheEnd(misereSum(), static_cast<Strength>(strength), seed, false);
    }

    // The value history plots misère verdicts honestly: no Grundy value, the
    // remoteness scale, each position's misère outcome; switching the rule
    // back forgets them and plots normal play's values again.
    void valueHistoryFollowsTheRule()
    {
        const Board setup = nimBoard({1, 1, 2});
        openBoard(nim(), setup);
        misere()->trigger();
        session().setOpponent(gui::Opponent::Human);
        session().setMode(gui::PlaySession::Mode::Play);
        for (const engine::Cell cell : {engine::Cell{2, 1}, engine::Cell{0, 0}}) {
            QVERIFY(waitForRule(PlayRule::Misere));
            testsupport::clickCell(view(), cell);
        }
        QCOMPARE(document().currentMove(), 2);
        auto* chart = m_window->findChild<gui::ValueHistoryChart*>();
        QVERIFY(chart != nullptr);
        QTRY_VERIFY_WITH_TIMEOUT(chart->history().isComplete(), testsupport::scaled(20000));
        const gui::ValueHistory& history = chart->history();
        QCOMPARE(history.scale(), gui::ValueHistory::Scale::Remoteness);
        Board position = setup;
        for (int i = 0; i < history.positionCount(); ++i) {
            const gui::ValueHistory::Point& point = history.point(i);
            QVERIFY(!point.grundy);
            QCOMPARE(point.outcome == engine::Outcome::Win, misereNimWins(heapsOf(position)));
            if (i < static_cast<int>(document().moves().size()))
                position = nim().play(position, document().moves()[static_cast<std::size_t>(i)]);
        }
        misere()->trigger();
        QVERIFY(document().rule() == PlayRule::Normal);
        QTRY_VERIFY_WITH_TIMEOUT(chart->history().isComplete() && chart->history().scale() == gui::ValueHistory::Scale::Grundy,
                                 testsupport::scaled(20000));
    }

    // The best line under misère: perfect misère play to the end, as long as
    // the misère remoteness, its moves labelled by the misère verdicts; four
    // heaps of one are a normal-play loss but a misère win.
    void bestLineFollowsTheRule()
    {
        const Board setup = nimBoard({1, 1, 1, 1});
        openBoard(nim(), setup);
        misere()->trigger();
        auto* list = m_window->findChild<QListWidget*>(QStringLiteral("bestLineList"));
        QVERIFY(list != nullptr);
        m_window->findChild<QDockWidget*>(QStringLiteral("bestLineDock"))->raise();
        QVERIFY(waitForRule(PlayRule::Misere));
        const engine::Analysis first = misereAnalysis(nim(), setup, setup);
        QCOMPARE(first.outcome, engine::Outcome::Win);
        QVERIFY(first.remoteness.has_value());
        QTRY_COMPARE_WITH_TIMEOUT(list->count(), *first.remoteness, testsupport::scaled(20000));
        Board position = setup;
        for (int i = 0; i < list->count(); ++i) {
            const engine::Analysis analysis = misereAnalysis(nim(), setup, position);
            position = nim().play(position, *engine::perfectMove(analysis));
        }
        QVERIFY(nim().legalMoves(position).empty());
        // The first move wins under misère (it would not under normal play: *1 ⊕ *1 ⊕ *1 ⊕ *1 = *0).
        QVERIFY2(list->item(0)->text().endsWith(QStringLiteral("wins")), qPrintable(list->item(0)->text()));
        const QString summary = m_window->findChild<gui::BestLinePanel*>()->summaryText();
        QVERIFY2(summary.contains(QStringLiteral("to the end of the game")), qPrintable(summary));
    }

    // The teaching text for tame parts: the genera listed and misère nim's verdict.
    void teachingTextNamesTameGenera()
    {
        engine::Analysis analysis;
        analysis.rule = PlayRule::Misere;
        analysis.outcome = engine::Outcome::Win;
        for (const engine::Nimber value : {engine::Nimber{1}, engine::Nimber{1}}) {
            engine::Part part;
            part.grundy = value;
            part.genus = engine::misere::Genus{value, {0, 3, 1}};
            analysis.parts.push_back(part);
        }
        QVERIFY(gui::MisereText::allTame(analysis));
        const QString text = gui::MisereText::parts(analysis);
        QVERIFY2(text.contains(QStringLiteral("genera 1^031, 1^031")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("exactly when the XOR is *0, as here")), qPrintable(text));
        // A part not tame (or of unknown genus): only why the XOR does not decide.
        analysis.parts[1].genus.reset();
        QVERIFY(!gui::MisereText::allTame(analysis));
        QVERIFY(!gui::MisereText::parts(analysis).contains(QStringLiteral("genera")));
        QVERIFY(gui::MisereText::parts(analysis).contains(QStringLiteral("XOR")));
        // Normal play: nothing of this.
        analysis.rule = PlayRule::Normal;
        QVERIFY(gui::MisereText::parts(analysis).isEmpty());
        QVERIFY(gui::MisereText::rule(analysis).isEmpty());
    }

    // The game-over words: under misère the player to move at the end wins.
    void bannerSaysTheLastMoverLoses()
    {
        gui::TurnText::Situation over;
        over.playing = true;
        over.gameOver = true;
        over.misere = true;
        over.playerToMove = 2;
        QCOMPARE(gui::TurnText::banner(over),
                 QStringLiteral("Player 2 wins: player 1 made the last move (misère play: the last move loses)."));
        over.demo = true;
        QCOMPARE(gui::TurnText::banner(over),
                 QStringLiteral("Demo over: player 2 wins, player 1 made the last move (misère play: the last move "
                                "loses)."));
        over.misere = false;
        QCOMPARE(gui::TurnText::banner(over), QStringLiteral("Demo over: player 1 wins, player 2 has no move left."));
    }
};

GRUNDYGRID_TEST_MAIN(test_misere_computer, TestMisereComputer)
#include "test_misere_computer.moc"
