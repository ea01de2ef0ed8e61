// One numbering of a sum's boards everywhere (issue 32, item 14): counted from 0,
// as the command line's move lines ("1 0 2": board 1) and queries count them, so
// board 1 is the board file's boards[1]. A file refused for boards[1] names
// "Board 1", the window's palette label and the analysis name that board "board 1",
// and the command line's messages count the same way (test_cli_sum).
#include "GuiTestSupport.h"
#include "TestRegistry.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/app/PaletteBar.h"
#include "gui/files/BoardFile.h"

#include "engine/GameModules.h"
#include "engine/sums/SumGame.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>

class TestBoardNumbering : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    QTemporaryDir m_folder;

    // Chomp 2 x 3 (poison in the corner) beside a pawn board without its pawn, as a file.
    [[nodiscard]] static QJsonObject chompAndPawnFile()
    {
        engine::Board chomp = engine::findGame("chomp")->emptyBoard(2, 3);
        chomp.setCell({0, 0}, engine::CellKind::Poison);
        const engine::GameModule& pawnModule = *engine::findGameModule("pawn");
        engine::Board pawn = pawnModule.game.exampleBoard();
        for (const engine::Cell cell : pawn.cellsOf(engine::CellKind::Pawn))
            pawn.setCell(cell, engine::CellKind::Empty);
        const engine::SumGame& sum = engine::sumGameOf(
            engine::SumLayout::of(std::vector<engine::SumComponent>{
                {engine::findGameModule("chomp"), chomp, chomp}, {&pawnModule, pawn, pawn}}));
        const engine::Board setup = sum.layout().combinedBoard(std::vector{chomp, pawn});
        return QJsonDocument::fromJson(gui::BoardFile::toJson({QStringLiteral("sum"), setup, {}, &sum})).object();
    }

    [[nodiscard]] QString write(const QString& name, const QJsonObject& object) const
    {
        const QString path = m_folder.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(object).toJson()) <= 0)
            return QString();
        return path;
    }

private slots:
    void initTestCase() { QVERIFY(m_folder.isValid()); }
    void init() { QVERIFY(showWindow()); }
    void cleanup() { closeWindow(); }

    void theFileTheWindowAndTheAnalysisCountTheSameWay()
    {
        // boards[1] of an unknown game: refused as board 1.
        QJsonObject unknown = chompAndPawnFile();
        QJsonArray boards = unknown.value("boards").toArray();
        QJsonObject second = boards.at(1).toObject();
        second.insert("game", "tetris");
        boards[1] = second;
        unknown.insert("boards", boards);
        const QString refusedPath = write(QStringLiteral("unknown.grundy"), unknown);
        QVERIFY(!testsupport::openFileIn(*m_window, refusedPath));
        QCOMPARE(m_prompts->errors.size(), 1);
        QVERIFY2(m_prompts->errors.front().contains(QStringLiteral("Board 1 (boards[1] in the file): the game \"tetris\"")),
                 qPrintable(m_prompts->errors.front()));

        // boards[1] a pawn board without its pawn: the window's palette and the analysis call it board 1.
        const QString path = write(QStringLiteral("sum.grundy"), chompAndPawnFile());
        QVERIFY2(testsupport::openFileIn(*m_window, path), qPrintable(m_prompts->errors.join('\n')));
        auto* palette = m_window->findChild<gui::PaletteBar*>();
        QVERIFY(palette != nullptr);
        palette->setBoard(1);
        const auto* label = m_window->findChild<QLabel*>(QStringLiteral("paletteBoardLabel"));
        QVERIFY(label != nullptr);
        QCOMPARE(label->text(), QStringLiteral("board 1: Pawn"));
        const gui::AnalysisController& analysis = *testsupport::analysisOf(*m_window);
        QTRY_VERIFY_WITH_TIMEOUT(analysis.state().status() == gui::AnalysisState::Status::Failed,
                                 testsupport::scaled(10000));
        QVERIFY2(analysis.state().errorMessage().startsWith(QStringLiteral("board 1 (pawn): ")),
                 qPrintable(analysis.state().errorMessage()));
    }
};

GRUNDYGRID_TEST_MAIN(test_board_numbering, TestBoardNumbering)
#include "test_board_numbering.moc"
