// File > Export Worksheet through the real action: a PDF of the promised pages
// (the puzzle pages and the answer key) whose pages all render with ink on them;
// the sheet's first puzzle is the CLI's `puzzle GAME --level L --seed S`; a
// cancel while generating writes nothing; an unwritable file is an error message.
#include "TestRegistry.h"
#include "WindowTest.h"
#include "export/PdfTools.h"
#include "export/ScriptedExportPrompts.h"

#include "cli/Cli.h"
#include "gui/export/BoardExports.h"
#include "gui/export/WorksheetDialog.h"
#include "gui/export/WorksheetExport.h"
#include "gui/export/WorksheetJob.h"
#include "gui/export/WorksheetPdf.h"
#include "gui/help/RulesPictures.h"
#include "gui/looks/GameLook.h"
#include "gui/looks/GameLooks.h"
#include "gui/looks/RulesPicture.h"
#include "gui/board/BoardArrangement.h"
#include "gui/looks/BoardGeometry.h"
#include "gui/puzzles/PuzzleFields.h"
#include "gui/puzzles/PuzzleSource.h"

#include "engine/GameModules.h"
#include "engine/GameText.h"
#include "engine/TextReader.h"
#include "engine/puzzles/PuzzleOfTheDay.h"
#include "engine/sums/SumGame.h"
#include "engine/sums/SumText.h"

#include <QComboBox>
#include <QDate>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFile>
#include <QLineEdit>
#include <QProcess>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cstdlib>
#include <sstream>

class TestWorksheet : public QObject, public testsupport::WindowTest {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    testsupport::ScriptedExportPrompts m_exportPrompts;

    QString path(const QString& name) const { return m_dir.filePath(name); }
    gui::WorksheetExport& worksheets() const
    {
        return *testsupport::partOf<gui::BoardExports>(*m_window, "boardExports")->worksheets();
    }
    static gui::WorksheetOptions options(const char* game, int level, int count, std::uint64_t seed, int perPage)
    {
        return {QString::fromLatin1(game), level, count, seed, perPage};
    }
    // Runs File > Export Worksheet with `answer` into `name` and waits until it is over.
    void exportWorksheet(const gui::WorksheetOptions& answer, const QString& name)
    {
        m_exportPrompts.worksheetAnswer = answer;
        m_exportPrompts.fileAnswer = path(name);
        action("actionExportWorksheet")->trigger();
        QVERIFY(QTest::qWaitFor([this] { return !worksheets().isRunning(); }, testsupport::scaled(120000)));
    }

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(showWindow());
        testsupport::partOf<gui::BoardExports>(*m_window, "boardExports")->setPrompts(&m_exportPrompts);
        m_exportPrompts.errors.clear();
    }
    void cleanup() { closeWindow(); }

    void theDialogOffersTheCurrentGameAndTodaysSeed()
    {
        openBoard(game("volcano"), game("volcano").exampleBoard());
        m_exportPrompts.worksheetAnswer.reset();
        action("actionExportWorksheet")->trigger();
        QVERIFY(m_exportPrompts.worksheetOffered.has_value());
        QCOMPARE(m_exportPrompts.worksheetOffered->gameId, QStringLiteral("volcano"));
        const QDate today = QDateTime::currentDateTimeUtc().date();
        QCOMPARE(m_exportPrompts.worksheetOffered->seed,
                 engine::puzzleOfTheDaySeed(today.year(), static_cast<unsigned>(today.month()),
                                            static_cast<unsigned>(today.day())));
        QVERIFY(!worksheets().isRunning());
    }

    // The real dialog shows the options it is given (the level by its name, as New Puzzle does) and gives them back.
    void theDialogGivesBackWhatItShows()
    {
        const gui::WorksheetOptions shown = options("attractions", 3, 7, 123456789012345ULL, 3);
        gui::WorksheetDialog dialog(shown, m_window.get());
        QStringList choices;
        for (const QComboBox* combo : dialog.findChildren<QComboBox*>())
            choices.append(combo->currentText());
        QVERIFY2(choices.contains(gui::PuzzleFields::levelName(3)), qPrintable(choices.join(QLatin1Char(','))));
        const gui::WorksheetOptions given = dialog.options();
        QCOMPARE(given.gameId, shown.gameId);
        QCOMPARE(given.level, 3);
        QCOMPARE(given.count, 7);
        QCOMPARE(given.seed, shown.seed);
        QCOMPARE(given.perPage, 3);
        auto* seed = dialog.findChild<QLineEdit*>();
        QVERIFY(seed != nullptr);
        QPushButton* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        seed->setText(QString());
        QVERIFY(!ok->isEnabled()); // no seed, no worksheet
        seed->setText(QStringLiteral("42"));
        QVERIFY(ok->isEnabled());
        if (const QString folder = qEnvironmentVariable("GRUNDYGRID_SCREENSHOT_DIR"); !folder.isEmpty())
            QVERIFY(dialog.grab().save(QDir(folder).filePath(QStringLiteral("worksheet-dialog.png"))));
    }

    // Issue 24 item 15: the seed field was too narrow for the seeds it takes (19 digits, the
    // puzzle of the day's are as long).
    void theSeedFieldShowsAWholeSeed()
    {
        gui::WorksheetOptions initial;
        initial.gameId = QStringLiteral("volcano");
        initial.seed = 5929208982225528664ULL; // a puzzle of the day's seed
        gui::WorksheetDialog dialog(initial);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* seed = dialog.findChild<QLineEdit*>();
        QVERIFY(seed != nullptr);
        for (const QString& text : {QString::number(initial.seed), QStringLiteral("9999999999999999999")}) {
            seed->setText(text);
            const QMargins margins = seed->textMargins();
            // QLineEdit keeps 2 px each side of its text inside the frame.
            const int room = seed->contentsRect().width() - margins.left() - margins.right() - 4;
            const int needed = seed->fontMetrics().horizontalAdvance(text);
            QVERIFY2(room >= needed, qPrintable(QStringLiteral("%1 px for the %2 px of %3").arg(room).arg(needed).arg(text)));
        }
    }

    // Issue 24 item 15: each diagram had a band of the look's background (dark for volcano) under
    // the board: the scene's empty label margin. Below the last row only a thin edge is left.
    void diagramsHaveNoBandUnderTheBoard_data()
    {
        QTest::addColumn<QString>("gameId");
        for (const char* id : {"volcano", "chomp", "rectangles", "attractions", "nim"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }

    void diagramsHaveNoBandUnderTheBoard()
    {
        QFETCH(QString, gameId);
        const engine::Game& game = *engine::findGame(gameId.toStdString());
        const gui::GameLook& look = gui::GameLooks::find(game.id());
        const QImage diagram = gui::RulesPictures::render(game, gui::RulesPicture(game.exampleBoard(), QString()), 1.0)
                                   .convertToFormat(QImage::Format_RGB32);
        QVERIFY(!diagram.isNull());
        const QColor ground = look.backgroundColor();
        const auto isGround = [&](int y) {
            for (int x = 0; x < diagram.width(); ++x) {
                const QColor pixel = diagram.pixelColor(x, y);
                if (std::abs(pixel.red() - ground.red()) + std::abs(pixel.green() - ground.green())
                        + std::abs(pixel.blue() - ground.blue()) > 12)
                    return false;
            }
            return true;
        };
        int band = 0;
        for (int y = diagram.height() - 1; y >= 0 && isGround(y); --y)
            ++band;
        // Before: the whole label margin, 0.58 of a cell (20 px); the edge left is a quarter of that.
        QVERIFY2(band <= qRound(gui::RulesPictures::kCellPixels * 0.25),
                 qPrintable(QStringLiteral("a band of %1 px under the board").arg(band)));
        int right = 0;
        for (int x = diagram.width() - 1; x >= 0; --x) {
            bool column = true;
            for (int y = 0; y < diagram.height() && column; ++y) {
                const QColor pixel = diagram.pixelColor(x, y);
                column = std::abs(pixel.red() - ground.red()) + std::abs(pixel.green() - ground.green())
                        + std::abs(pixel.blue() - ground.blue()) <= 12;
            }
            if (!column)
                break;
            ++right;
        }
        QVERIFY2(right <= qRound(gui::RulesPictures::kCellPixels * 0.25),
                 qPrintable(QStringLiteral("a band of %1 px right of the board").arg(right)));
    }

    void fivePuzzlesTwoAPageGiveFourPagesThatRender()
    {
        exportWorksheet(options("chomp", 1, 5, 11, 2), QStringLiteral("chomp.pdf"));
        QVERIFY2(m_exportPrompts.errors.isEmpty(), qPrintable(m_exportPrompts.errors.join('\n')));
        const QString pdf = path(QStringLiteral("chomp.pdf"));
        QVERIFY(QFile::exists(pdf));
        QCOMPARE(gui::WorksheetPdf::pageCount(5, 2), 4);
        if (!testsupport::kPopplerToolsRun)
            QSKIP("the worksheet was generated and written; ThreadSanitizer cannot run pdfinfo (see PdfTools.h)");
        QCOMPARE(testsupport::pdfPageCount(pdf), 4);
        QTemporaryDir pages;
        const QList<QImage> images = testsupport::pdfPages(pdf, pages.path());
        QCOMPARE(images.size(), 4);
        for (const QImage& page : images)
            QVERIFY2(testsupport::inkShare(page) > 0.002, qPrintable(QString::number(testsupport::inkShare(page))));
        // The puzzle pages carry diagrams: far more ink than the answer key's lines.
        QVERIFY(testsupport::inkShare(images.front()) > 2 * testsupport::inkShare(images.back()));
        QVERIFY(statusMessage().contains(QStringLiteral("chomp.pdf")));

        const QString volcano = path(QStringLiteral("volcano.pdf"));
        exportWorksheet(options("volcano", 2, 4, 5, 2), QStringLiteral("volcano.pdf"));
        QCOMPARE(testsupport::pdfPageCount(volcano), 3); // two pages of two puzzles and the answers
        // For the README: GRUNDYGRID_SCREENSHOT_DIR=/tmp ctest -R test_worksheet saves the volcano sheet there.
        const QString screenshots = qEnvironmentVariable("GRUNDYGRID_SCREENSHOT_DIR");
        if (!screenshots.isEmpty()) {
            QFile::remove(QDir(screenshots).filePath(QStringLiteral("worksheet.pdf")));
            QVERIFY(QFile::copy(volcano, QDir(screenshots).filePath(QStringLiteral("worksheet.pdf"))));
        }
    }

    void theFirstPuzzleIsTheCommandLines()
    {
        const engine::GameModule& module = *engine::findGameModule("chomp");
        gui::WorksheetJob job(*gui::PuzzleSource::of(QStringLiteral("chomp")), options("chomp", 2, 2, 77, 2),
                              m_window.get());
        QSignalSpy finished(&job, &gui::WorksheetJob::finished);
        job.start();
        QVERIFY(finished.wait(testsupport::scaled(60000)));
        QCOMPARE(job.puzzles().size(), std::size_t{2});

        for (int i = 0; i < 2; ++i) {
            const std::vector<std::string> args{"puzzle", "chomp", "--level", "2", "--seed", std::to_string(77 + i)};
            std::istringstream in;
            std::ostringstream out;
            std::ostringstream err;
            QCOMPARE(cli::run(args, in, out, err, {}), cli::kExitSuccess);
            engine::TextReader reader(out.str());
            const engine::PositionQuery query = module.text.readPositionQuery(reader, module.game);
            engine::Board position = query.setup;
            for (const engine::Move& move : query.moves)
                position = module.game.play(position, move);
            const gui::WorksheetPuzzle& sheet = job.puzzles()[static_cast<std::size_t>(i)];
            QVERIFY(position == sheet.puzzle.position);
            QCOMPARE(sheet.winningMoves.size(), std::size_t{1}); // "find the winning move"
        }
    }

    // Issue 25: sums on a worksheet. Each puzzle is the CLI's `puzzle sum --level L --seed S + i - 1`,
    // its diagram draws every board of the sum (framed and named, as the window does), and the
    // answer key names the board and the move ("board 2: (1, 3)").
    void sumPuzzlesShowEveryBoardAndTheAnswersNameTheBoard()
    {
        const gui::WorksheetOptions sums = options("sum", 2, 3, 40, 2);
        QCOMPARE(gui::WorksheetDialog(sums, m_window.get()).options().gameId, sums.gameId); // offered as "Sums"
        gui::WorksheetJob job(*gui::PuzzleSource::of(sums.gameId), sums, m_window.get());
        QSignalSpy finished(&job, &gui::WorksheetJob::finished);
        job.start();
        QVERIFY(finished.wait(testsupport::scaled(60000)));
        QCOMPARE(job.puzzles().size(), std::size_t{3});
        QStringList answers;
        for (std::size_t i = 0; i < 3; ++i) {
            const std::vector<std::string> args{"puzzle", "sum", "--level", "2", "--seed", std::to_string(40 + i)};
            std::istringstream in;
            std::ostringstream out;
            std::ostringstream err;
            QCOMPARE(cli::run(args, in, out, err, {}), cli::kExitSuccess);
            engine::TextReader reader(out.str());
            const engine::SumGameQuery query = engine::readSumGameQuery(reader);
            const gui::WorksheetPuzzle& sheet = job.puzzles()[i];
            QCOMPARE(sheet.game, &engine::sumGameOf(query.layout));
            QVERIFY(sheet.puzzle.setup == query.setup && sheet.puzzle.position == query.position);
            QCOMPARE(sheet.winningMoves.size(), std::size_t{1});
            const gui::GameLook& look = gui::GameLooks::find(*sheet.game);
            answers << QStringLiteral("Puzzle %1: %2")
                           .arg(i + 1)
                           .arg(look.describeMove(sheet.puzzle.position, sheet.winningMoves.front()));

            // The diagram as the sheet draws it (RulesPictures at one pixel a unit): every board drawn.
            const QImage diagram =
                gui::RulesPictures::render(*sheet.game, gui::RulesPicture(sheet.puzzle.position, QString()), 1.0)
                    .convertToFormat(QImage::Format_RGB32);
            gui::BoardGeometry geometry; // the boards where the scene lays them (wrapped into rows or not)
            geometry.setBoardSize(query.layout.rows(), query.layout.cols());
            std::vector<engine::Move> areas;
            for (std::size_t b = 0; b < query.layout.size(); ++b)
                areas.push_back(query.layout.area(b));
            geometry.setBands(gui::BoardArrangement::bands(areas, query.layout.cols()));
            const qreal scale = gui::RulesPictures::kCellPixels / gui::BoardGeometry::kCellSize;
            for (std::size_t b = 0; b < query.layout.size(); ++b) {
                const engine::Move& area = query.layout.area(b);
                const QRectF box = geometry.cellRect(area.topLeft).united(geometry.cellRect(area.bottomRight));
                const QRect pixels =
                    QRectF((box.topLeft() - geometry.sceneRect().topLeft()) * scale, box.size() * scale)
                        .toAlignedRect()
                        .adjusted(2, 2, -2, -2);
                QVERIFY(diagram.rect().contains(pixels));
                int drawn = 0;
                for (int y = pixels.top(); y <= pixels.bottom(); ++y)
                    for (int x = pixels.left(); x <= pixels.right(); ++x)
                        drawn += diagram.pixelColor(x, y) != look.backgroundColor() ? 1 : 0;
                QVERIFY2(drawn > pixels.width() * pixels.height() / 5,
                         qPrintable(QStringLiteral("puzzle %1, board %2").arg(i + 1).arg(b)));
            }
        }
        QVERIFY2(answers.front().contains(QStringLiteral(": board ")), qPrintable(answers.front()));

        exportWorksheet(sums, QStringLiteral("sums.pdf"));
        QVERIFY2(m_exportPrompts.errors.isEmpty(), qPrintable(m_exportPrompts.errors.join('\n')));
        const QString pdf = path(QStringLiteral("sums.pdf"));
        if (!testsupport::kPopplerToolsRun)
            QSKIP("the worksheet was generated and written; ThreadSanitizer cannot run pdfinfo (see PdfTools.h)");
        QCOMPARE(testsupport::pdfPageCount(pdf), gui::WorksheetPdf::pageCount(3, 2));
        QTemporaryDir pages;
        const QList<QImage> images = testsupport::pdfPages(pdf, pages.path());
        QCOMPARE(images.size(), 3);
        for (const QImage& page : images)
            QVERIFY(testsupport::inkShare(page) > 0.002);
        QProcess pdftotext;
        pdftotext.start(QStringLiteral("pdftotext"), {QStringLiteral("-f"), QStringLiteral("3"), pdf,
                                                      QStringLiteral("-")});
        QVERIFY(pdftotext.waitForFinished(60000) && pdftotext.exitCode() == 0);
        const QString key = QString::fromUtf8(pdftotext.readAllStandardOutput()).simplified();
        QVERIFY2(key.startsWith(QStringLiteral("Sums worksheet")), qPrintable(key));
        for (const QString& answer : answers)
            QVERIFY2(key.contains(answer), qPrintable(key + QStringLiteral(" lacks ") + answer));
        // GRUNDYGRID_SCREENSHOT_DIR=/tmp ctest -R test_worksheet keeps the sheet of sums there too.
        if (const QString folder = qEnvironmentVariable("GRUNDYGRID_SCREENSHOT_DIR"); !folder.isEmpty()) {
            QFile::remove(QDir(folder).filePath(QStringLiteral("worksheet-sums.pdf")));
            QVERIFY(QFile::copy(pdf, QDir(folder).filePath(QStringLiteral("worksheet-sums.pdf"))));
        }
    }

    void cancellingWritesNothing()
    {
        m_exportPrompts.worksheetAnswer = options("chomp", 3, 24, 1, 4);
        QTemporaryDir folder;
        m_exportPrompts.fileAnswer = folder.filePath(QStringLiteral("cancelled.pdf"));
        action("actionExportWorksheet")->trigger();
        QVERIFY(worksheets().isRunning());
        QVERIFY(!action("actionExportWorksheet")->isEnabled());
        // Cancelled before the GUI thread takes any result in, however fast the worker is.
        auto* progress = m_window->findChild<QProgressDialog*>(QStringLiteral("worksheetProgress"));
        QVERIFY(progress != nullptr);
        QVERIFY(progress->isVisible());
        auto* cancel = progress->findChild<QPushButton*>();
        QVERIFY(cancel != nullptr);
        cancel->click();
        QVERIFY(QTest::qWaitFor([this] { return !worksheets().isRunning(); }, testsupport::scaled(5000)));
        QTest::qWait(300);
        QVERIFY(QDir(folder.path()).entryList(QDir::Files | QDir::Hidden).isEmpty()); // no temporary file either
        QVERIFY(action("actionExportWorksheet")->isEnabled());
        QVERIFY(m_exportPrompts.errors.isEmpty());
    }

    void anUnwritableFileIsAnErrorMessage()
    {
        exportWorksheet(options("chomp", 1, 1, 3, 1), QStringLiteral("no-such-folder/sheet.pdf"));
        QCOMPARE(m_exportPrompts.errors.size(), 1);
        QVERIFY2(m_exportPrompts.errors.front().contains(QStringLiteral("no-such-folder/sheet.pdf")),
                 qPrintable(m_exportPrompts.errors.front()));
        QVERIFY(!QFile::exists(path(QStringLiteral("no-such-folder/sheet.pdf"))));
        QVERIFY(m_window->isVisible());
    }
};

GRUNDYGRID_TEST_MAIN(test_worksheet, TestWorksheet)
#include "test_worksheet.moc"
