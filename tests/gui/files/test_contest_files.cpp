// Contest-text and position-query import/export in the main window: round trips
// for every game the program shows, grundygrid-cli answers what was exported,
// malformed texts report line and column and change nothing, a text of several
// cases imports the chosen one, and a large pawn text imports quickly.
#include "CpuTimer.h"
#include "TestRegistry.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "TestSlowdown.h"
#include "RecordingTextPrompts.h"

#include "gui/files/ContestCasePreviews.h"
#include "gui/files/ContestTextDialogs.h"
#include "gui/files/ContestTextFiles.h"
#include "gui/files/ContestTextReading.h"
#include "gui/document/GameDocument.h"
#include "gui/app/MainWindow.h"
#include "gui/document/commands/PlayMoveCommand.h"
#include "gui/looks/GameLooks.h"

#include "cli/Cli.h"
#include "engine/GameModules.h"
#include "engine/games/volcano/PrimeCross.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QListWidget>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <sstream>

using Kind = gui::ContestTextFiles::Kind;

namespace {

QString gameIdOf(const engine::Game& game)
{
    return QString::fromUtf8(game.id().data(), static_cast<qsizetype>(game.id().size()));
}

std::string readAll(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll().toStdString();
}

void writeText(const QString& path, const std::string& text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text.data(), static_cast<qint64>(text.size()));
}

} // namespace

class TestContestFiles : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<gui::MainWindow> m_window;
    testsupport::RecordingTextPrompts m_prompts;
    QTemporaryDir m_dir;

    gui::GameDocument& document() { return *testsupport::documentOf(*m_window); }
    gui::ContestTextFiles& files() { return *testsupport::contestFilesOf(*m_window); }
    QString path(const char* name) const { return m_dir.filePath(QString::fromLatin1(name)); }

private slots:
    void initTestCase()
    {
        testsupport::initApplication();
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        m_prompts = testsupport::RecordingTextPrompts{};
        m_window = std::make_unique<gui::MainWindow>();
        m_window->setPrompts(std::make_unique<testsupport::RecordingPrompts>());
        testsupport::contestFilesOf(*m_window)->setPrompts(&m_prompts);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup() { m_window.reset(); }

    void exportThenImportGivesTheSameSetup()
    {
        for (const engine::Game* game : engine::allGames()) {
            if (!gui::GameLooks::isSupported(game->id()))
                continue;
            const engine::Board example = game->exampleBoard();
            document().reset(*game, gui::DocumentState{example, {}, 0}, QString());
            m_prompts.exportAnswer = path("exported.txt");
            QVERIFY(files().exportWithDialog(Kind::Contest));

            // The CLI answers the exported text like a published one.
            std::istringstream in(readAll(m_prompts.exportAnswer));
            std::ostringstream out;
            std::ostringstream err;
            const std::vector<std::string> args{std::string(game->id())};
            QCOMPARE(cli::run(args, in, out, err, {}), cli::kExitSuccess);
            QVERIFY(!out.str().empty());
            QCOMPARE(err.str(), std::string());

            // Back in through the menu's path, after another board was started.
            document().reset(*game, gui::DocumentState{game->emptyBoard(game->sizeLimits().minRows,
                                                                        game->sizeLimits().minCols), {}, 0},
                             QString());
            m_prompts.importAnswer = {m_prompts.exportAnswer, gameIdOf(*game)};
            QVERIFY2(files().importWithDialog(Kind::Contest), qPrintable(m_prompts.errors.join('\n')));
            QVERIFY(document().setup() == example);
            QCOMPARE(document().gameId(), gameIdOf(*game));
        }
        QVERIFY(m_prompts.errors.isEmpty());
    }

    void importSwitchesToTheFilesGame()
    {
        const engine::Game& chomp = *engine::findGame("chomp");
        document().reset(chomp, gui::DocumentState{chomp.exampleBoard(), {}, 0}, QString());
        writeText(path("volcano.txt"), "1\n5 5\n^^^^^\n^^^^^\n^^^^^\n^^^^^\n^^^^^\n");
        QVERIFY(files().importFile(Kind::Contest, path("volcano.txt"), *engine::findGame("volcano")));
        QCOMPARE(document().gameId(), QStringLiteral("volcano"));
        QCOMPARE(document().setup().cellAt({2, 2}), engine::CellKind::Monster); // by the prime-cross rule
        QCOMPARE(document().setup().countOf(engine::CellKind::Monster), std::size_t{1});
    }

    // Issue 13 item 10: the file type "any game" finds the game from the text,
    // whatever board is open; the file name or the user settles a text several games read.
    void importFindsTheGameFromTheText()
    {
        const engine::Game& chomp = *engine::findGame("chomp");
        document().reset(chomp, gui::DocumentState{chomp.exampleBoard(), {}, 0}, QString());
        writeText(path("cases.txt"), "1\n5 5\n^^^^^\n^^^^^\n^^^^^\n^^^^^\n^^^^^\n");
        m_prompts.importAnswer = {path("cases.txt"), QString()};
        QVERIFY2(files().importWithDialog(Kind::Contest), qPrintable(m_prompts.errors.join('\n')));
        QCOMPARE(document().gameId(), QStringLiteral("volcano"));
        QVERIFY(m_prompts.gameNames.isEmpty());

        // "1 1 0" is a 1 x 1 chomp board and a rectangles row: the user picks.
        writeText(path("both.txt"), "1 1 0\n");
        QStringList readers;
        for (const engine::Game* game : engine::allGames())
            if (gui::GameLooks::isSupported(game->id())
                && gui::readTextAs(Kind::Contest, "1 1 0\n", *game).accepted())
                readers.append(gui::GameLooks::find(game->id()).gameName(*game));
        QVERIFY2(readers.size() == 2, qPrintable(readers.join(", ")));
        m_prompts.gameAnswer = std::nullopt;
        const gui::DocumentState before = document().state();
        QVERIFY(!files().importFile(Kind::Contest, path("both.txt")));
        QCOMPARE(m_prompts.gameNames, readers);
        QVERIFY(document().state() == before);
        m_prompts.gameAnswer = static_cast<int>(readers.indexOf(QStringLiteral("Rectangles")));
        QVERIFY(files().importFile(Kind::Contest, path("both.txt")));
        QCOMPARE(document().gameId(), QStringLiteral("rectangles"));
        // A file name that names one of them settles it without a question.
        m_prompts.gameNames.clear();
        writeText(path("bite.chomp"), "1 1 0\n");
        QVERIFY(files().importFile(Kind::Contest, path("bite.chomp")));
        QCOMPARE(document().gameId(), QStringLiteral("chomp"));
        QVERIFY(m_prompts.gameNames.isEmpty());

        // A text no game reads: the error of the game that read furthest, with line and column.
        writeText(path("bad.txt"), "1\n2 2\n^^\n^x\n");
        QVERIFY(!files().importFile(Kind::Contest, path("bad.txt")));
        QVERIFY2(m_prompts.errors.back().contains(QStringLiteral("not a contest text of any game"))
                     && m_prompts.errors.back().contains(QStringLiteral("Volcano"))
                     && m_prompts.errors.back().contains(QStringLiteral("Line 4, column 2")),
                 qPrintable(m_prompts.errors.back()));
        QCOMPARE(document().gameId(), QStringLiteral("chomp"));
    }

    void malformedTextShowsLineAndColumnAndChangesNothing()
    {
        const gui::DocumentState before = document().state();
        const QString gameBefore = document().gameId();
        writeText(path("bad.txt"), "1\n2 2\n^^\n^x\n");
        QVERIFY(!files().importFile(Kind::Contest, path("bad.txt"), *engine::findGame("volcano")));
        QCOMPARE(m_prompts.errors.size(), 1);
        QVERIFY2(m_prompts.errors.front().contains(QStringLiteral("Line 4, column 2")),
                 qPrintable(m_prompts.errors.front()));
        QVERIFY(m_prompts.errors.front().contains(QStringLiteral("'x'")));
        QVERIFY(document().state() == before);
        QCOMPARE(document().gameId(), gameBefore);

        QVERIFY(!files().importFile(Kind::Contest, path("missing.txt"), *engine::findGame("volcano")));
        QCOMPARE(m_prompts.errors.size(), 2);
        QVERIFY(document().state() == before);
    }

    void severalCasesImportTheChosenOne()
    {
        writeText(path("three.txt"), "3\n1 1\nX\n2 2\nX.\n.X\n1 3\n.X.\n");
        const engine::Game& attractions = *engine::findGame("attractions");
        m_prompts.caseAnswer = 1;
        QVERIFY(files().importFile(Kind::Contest, path("three.txt"), attractions));
        QCOMPARE(m_prompts.cases.size(), 3);
        QCOMPARE(m_prompts.cases.at(1).label, QStringLiteral("Case 2: 2 x 2 · spot: 2"));
        QCOMPARE(m_prompts.cases.at(0).label, QStringLiteral("Case 1: 1 x 1 · spot: 1"));
        // Each case's picture is its board in the game's look: the two spots alike, the plain cells apart.
        const QImage picture = m_prompts.cases.at(1).picture;
        QCOMPARE(picture.size(), QSize(gui::ContestCasePreviews::kPictureSide, gui::ContestCasePreviews::kPictureSide));
        const int half = gui::ContestCasePreviews::kPictureSide / 2;
        const auto centre = [&picture, half](int row, int col) {
            return picture.pixel(col * half + half / 2, row * half + half / 2);
        };
        QCOMPARE(centre(0, 0), centre(1, 1));
        QCOMPARE(centre(0, 1), centre(1, 0));
        QVERIFY(centre(0, 0) != centre(0, 1));
        QCOMPARE(document().setup().rows(), engine::Coord{2});
        QCOMPARE(document().setup().countOf(engine::CellKind::Spot), std::size_t{2});

        // Cancelling the choice changes nothing.
        const gui::DocumentState before = document().state();
        m_prompts.caseAnswer = std::nullopt;
        QVERIFY(!files().importFile(Kind::Contest, path("three.txt"), attractions));
        QVERIFY(document().state() == before);
        QVERIFY(m_prompts.errors.isEmpty());
    }

    // The real case picker: a list of the cases with their pictures; the row picked is the case imported.
    void casePickerListsPictures()
    {
        const std::string text = "3\n1 1\nX\n2 2\nX.\n.X\n1 3\n.X.\n";
        const engine::Game& attractions = *engine::findGame("attractions");
        const gui::TextReading reading = gui::readTextAs(Kind::Contest, text, attractions);
        QVERIFY(reading.accepted());
        const QList<gui::ContestTextPrompts::CaseChoice> choices
            = gui::ContestCasePreviews::of(attractions, reading.cases);
        bool shown = false;
        QTimer::singleShot(0, [&shown] {
            QWidget* dialog = QApplication::activeModalWidget();
            auto* list = dialog != nullptr ? dialog->findChild<QListWidget*>(QStringLiteral("caseList")) : nullptr;
            if (list == nullptr)
                qFatal("the case picker is not open");
            shown = list->count() == 3 && !list->item(1)->icon().isNull()
                && list->item(1)->text() == QStringLiteral("Case 2: 2 x 2 · spot: 2");
            list->setCurrentRow(1);
            if (const QString dir = qEnvironmentVariable("GRUNDYGRID_SCREENSHOT_DIR"); !dir.isEmpty())
                dialog->grab().save(QDir(dir).filePath(QStringLiteral("case-picker.png")));
            dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        });
        gui::ContestTextDialogs dialogs;
        QCOMPARE(dialogs.chooseCase(m_window.get(), choices), std::optional<int>(1));
        QVERIFY(shown);
    }

    void positionQueryRoundTrip()
    {
        const engine::Game& chomp = *engine::findGame("chomp");
        document().reset(chomp, gui::DocumentState{chomp.exampleBoard(), {}, 0}, QString());
        for (int i = 0; i < 2; ++i) {
            const engine::Move move = chomp.legalMoves(document().currentBoard()).back();
            document().undoStack()->push(new gui::PlayMoveCommand(&document(), move, QStringLiteral("move")));
        }
        const std::vector<engine::Move> played = document().moves();
        QCOMPARE(played.size(), std::size_t{2});
        QVERIFY(files().exportTo(Kind::PositionQuery, path("position.txt")));
        const std::string text = readAll(path("position.txt"));
        QVERIFY2(text.find("\n2\n") != std::string::npos, text.c_str());

        document().reset(chomp, gui::DocumentState{chomp.emptyBoard(3, 3), {}, 0}, QString());
        QVERIFY(files().importFile(Kind::PositionQuery, path("position.txt"), chomp));
        QVERIFY(document().setup() == chomp.exampleBoard());
        QVERIFY(document().moves() == played);
        QCOMPARE(document().currentMove(), 2);

        // An illegal move in a query is reported at its line.
        writeText(path("illegal.txt"), "2 2 1\n0 0\n1\n0 0\n");
        QVERIFY(!files().importFile(Kind::PositionQuery, path("illegal.txt"), chomp));
        QVERIFY2(m_prompts.errors.back().contains(QStringLiteral("Line 4, column 1")),
                 qPrintable(m_prompts.errors.back()));
        QCOMPARE(document().currentMove(), 2);
    }

    void volcanoHandPlacedMonstersAreNotExported()
    {
        const engine::Game& volcano = *engine::findGame("volcano");
        engine::Board board = engine::withPrimeCrossMonsters(volcano.emptyBoard(5, 5));
        board.setCell({0, 0}, engine::CellKind::Monster);
        document().reset(volcano, gui::DocumentState{board, {}, 0}, QString());
        QVERIFY(!files().exportTo(Kind::Contest, path("volcano-out.txt")));
        QCOMPARE(m_prompts.errors.size(), 1);
        QVERIFY(m_prompts.errors.front().contains(QStringLiteral("prime-cross")));
        QVERIFY(!QFile::exists(path("volcano-out.txt")));
    }

    void largePawnTextImportsQuickly()
    {
        if (!gui::GameLooks::isSupported("pawn"))
            QSKIP("the desktop program does not show pawn boards yet");
        // 10^5 impassable cells spread over the plane, one start.
        std::string text = "1\n100000\n";
        for (int i = 0; i < 100000; ++i)
            text += std::to_string(i * 9973 % 1000000 + 5) + ' ' + std::to_string(i * 7 + 3) + '\n';
        text += "1\n0 0\n";
        writeText(path("pawn-big.txt"), text);
        QElapsedTimer timer;
        timer.start();
        {
            engine::TextReader reader(text);
            const auto cases = engine::findGameText("pawn")->readContestCases(reader);
            qInfo("reading: %lld ms", timer.elapsed());
            const engine::Board setup = cases.front().setup();
            qInfo("+ setup: %lld ms", timer.elapsed());
            QVERIFY(!engine::findGame("pawn")->setupProblem(setup));
            qInfo("+ validate: %lld ms", timer.elapsed());
        }
        const testsupport::CpuTimer importing; // the GUI thread's work, which load does not stretch
        QVERIFY2(files().importFile(Kind::Contest, path("pawn-big.txt"), *engine::findGame("pawn")),
                 qPrintable(m_prompts.errors.join('\n')));
        const qint64 elapsed = importing.elapsed();
        qInfo("importing 100000 impassable cells took %lld ms of CPU time", elapsed);
        QCOMPARE(document().setup().countOf(engine::CellKind::Impassable), std::size_t{100000});
        QVERIFY(elapsed < 3000 * testsupport::slowdown());
    }
};

GRUNDYGRID_TEST_MAIN(test_contest_files, TestContestFiles)
#include "test_contest_files.moc"
