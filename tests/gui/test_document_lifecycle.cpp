// Opening, editing (by mouse), playing and closing documents over and over, in
// all five games, through New, Open and closing the window, leaves no objects
// behind: the number of QObjects, widgets, scene items and undo commands after
// many cycles is the number after the first few. GRUNDYGRID_LIFECYCLE_CYCLES sets
// the number of cycles (200 by default, 50 under sanitizers; fewer under valgrind).
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/board/BoardScene.h"
#include "gui/files/DocumentFiles.h"
#include "gui/document/GameDocument.h"
#include "gui/app/MainWindow.h"
#include "gui/files/NewBoardDialog.h"
#include "gui/files/BoardFile.h"
#include "gui/looks/GameLooks.h"

#include "engine/GameModules.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <vector>

namespace {

struct Counts {
    qsizetype objects = 0;
    qsizetype widgets = 0;
    qsizetype sceneItems = 0;
    qsizetype undoCommands = 0;
};

QString describe(const Counts& counts)
{
    return QStringLiteral("%1 objects, %2 widgets, %3 scene items, %4 undo commands")
        .arg(counts.objects)
        .arg(counts.widgets)
        .arg(counts.sceneItems)
        .arg(counts.undoCommands);
}

} // namespace

class TestDocumentLifecycle : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::vector<const engine::Game*> m_games;

    [[nodiscard]] QString boardPath(const engine::Game& game, int variant) const
    {
        return m_dir.filePath(QString::fromUtf8(game.id()) + QString::number(variant) + QStringLiteral(".grundy"));
    }

    void openWindow()
    {
        QVERIFY(showWindow(QSize(900, 650)));
        session().setOpponent(gui::Opponent::Human);
    }

    // Everything settled: no analysis running, animations over, deleteLater done.
    void settle()
    {
        QTRY_VERIFY_WITH_TIMEOUT(!testsupport::analysisOf(*m_window)->state().isRunning(), testsupport::scaled(60000));
        QTest::qWait(50);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }

    [[nodiscard]] Counts count() const
    {
        Counts counts;
        counts.objects = qApp->findChildren<QObject*>().size();
        for (QWidget* widget : QApplication::topLevelWidgets())
            counts.objects += 1 + widget->findChildren<QObject*>().size();
        counts.widgets = QApplication::allWidgets().size();
        counts.sceneItems = scene().items().size();
        counts.undoCommands = document().undoStack()->count();
        return counts;
    }

    // Two clicks by mouse around the middle of the view.
    void editByMouse()
    {
        session().setMode(gui::PlaySession::Mode::Edit);
        const std::optional<engine::Cell> cell = view().centreCell();
        QVERIFY(cell.has_value());
        testsupport::clickCell(view(), *cell);
        if (document().setup().contains(engine::Cell{cell->row, cell->col + 1}))
            testsupport::clickCell(view(), engine::Cell{cell->row, cell->col + 1});
        QVERIFY(document().isModified());
    }

    // Plays the first legal move by mouse (a click, or a drag for a rectangle).
    void playByMouse()
    {
        session().setMode(gui::PlaySession::Mode::Play);
        const std::vector<engine::Move> moves = document().game().legalMoves(document().currentBoard());
        if (moves.empty())
            return;
        const engine::Move& move = moves.front();
        if (move.isSingleCell())
            testsupport::clickCell(view(), move.topLeft);
        else
            testsupport::dragCells(view(), {move.topLeft, move.bottomRight});
        QCOMPARE(document().currentMove(), 1);
    }

    void openByAction(const QString& path, const engine::Game& game)
    {
        m_prompts->openAnswer = path;
        QVERIFY(testsupport::waitForOpen(*m_window, [this] {
            action("actionOpen")->trigger();
            return true;
        }));
        QCOMPARE(document().fileName(), QFileInfo(path).absoluteFilePath());
        QCOMPARE(document().gameId(), QString::fromUtf8(game.id()));
        QVERIFY(!document().isModified());
    }

    void newByAction(const engine::Game& game)
    {
        const QString id = QString::fromUtf8(game.id());
        QTimer::singleShot(0, this, [id] {
            auto* dialog = qobject_cast<gui::NewBoardDialog*>(QApplication::activeModalWidget());
            if (dialog == nullptr)
                qFatal("the New dialog is not open");
            dialog->setGame(id);
            dialog->setStart(gui::NewBoardDialog::Start::Example);
            dialog->accept();
        });
        action("actionNew")->trigger();
        QCOMPARE(document().gameId(), id);
        QVERIFY(document().fileName().isEmpty());
        QVERIFY(!document().isModified());
    }

private slots:
    void initTestCase()
    {
        testsupport::initApplication();
        QVERIFY(m_dir.isValid());
        for (const engine::Game* game : engine::allGames())
            if (gui::GameLooks::isSupported(game->id()))
                m_games.push_back(game);
        QCOMPARE(m_games.size(), engine::allGames().size()); // every game has its look
        for (const engine::Game* game : m_games)
            for (int variant = 0; variant < 2; ++variant)
                QVERIFY(!gui::BoardFile::write(boardPath(*game, variant),
                                               {QString::fromUtf8(game->id()), game->exampleBoard(), {}}));
    }

    void manyDocumentsLeaveNothingBehind()
    {
        const int cycles = qEnvironmentVariableIsSet("GRUNDYGRID_LIFECYCLE_CYCLES")
            ? qEnvironmentVariableIntValue("GRUNDYGRID_LIFECYCLE_CYCLES")
            : std::max(30, testsupport::trials(200)); // 50 under sanitizers
        QVERIFY(cycles >= 30);
        openWindow();
        std::optional<Counts> freshBaseline; // a window just opened, one file open
        std::optional<Counts> agedBaseline;  // the same window nine documents later
        Counts fresh;
        Counts aged;
        for (int cycle = 0; cycle < cycles; ++cycle) {
            const engine::Game& game = *m_games[static_cast<std::size_t>(cycle) % m_games.size()];
            m_prompts->saveAnswer = gui::UserPrompts::SaveChoice::Discard;
            openByAction(boardPath(game, cycle % 2), game); // replaces the last, modified, document
            if (cycle % 10 == 0 || cycle % 10 == 8) {
                settle();
                (cycle % 10 == 0 ? fresh : aged) = count();
                if (cycle >= 10 && cycle < 20)
                    (cycle % 10 == 0 ? freshBaseline : agedBaseline) = count();
            }
            editByMouse();
            playByMouse();
            if (QTest::currentTestFailed())
                return;
            if (cycle % 3 == 1)
                newByAction(game);
            if (cycle % 10 == 9) { // closing the window, discarding the changes
                QVERIFY(document().isModified() || cycle % 3 == 1);
                QVERIFY(m_window->close());
                m_window.reset();
                openWindow();
            }
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(freshBaseline && agedBaseline);
        qInfo("fresh window: %s at first, %s at the end", qPrintable(describe(*freshBaseline)), qPrintable(describe(fresh)));
        qInfo("aged window: %s at first, %s at the end", qPrintable(describe(*agedBaseline)), qPrintable(describe(aged)));
        for (const auto& [first, last] : {std::pair{*freshBaseline, fresh}, std::pair{*agedBaseline, aged}}) {
            QVERIFY2(last.objects <= first.objects, qPrintable(describe(last)));
            QVERIFY2(last.widgets <= first.widgets, qPrintable(describe(last)));
            QVERIFY2(last.sceneItems <= first.sceneItems, qPrintable(describe(last)));
            QCOMPARE(last.undoCommands, 0);
        }
        m_window.reset();
        QCOMPARE(QApplication::topLevelWidgets().size(), qsizetype{0});
    }
};

GRUNDYGRID_TEST_MAIN(test_document_lifecycle, TestDocumentLifecycle)
#include "test_document_lifecycle.moc"
