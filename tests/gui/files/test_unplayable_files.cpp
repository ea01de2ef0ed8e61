// Whatever the window saves, it opens again as saved (issue 32, item 18; seed
// 6008, step 1446: a sum whose pawn board was cleared, chomp moves played on it in
// Play mode, saved, then refused at Open: "The sum cannot be played: board 3
// (pawn): a pawn board needs the pawn"). For every game, alone and in a sum, a
// board made unplayable by the editor (cleared, its pawn erased, a rectangles
// group too large to solve) with the moves Play mode lets be played on it is
// saved, read back equal (the random walk's check) and opened equal.
#include "GuiTestSupport.h"
#include "MonkeyChecks.h"
#include "TestRegistry.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/document/GameDocument.h"
#include "gui/document/commands/PaintCellsCommand.h"
#include "gui/files/DocumentFiles.h"
#include "gui/base/PlayChoices.h"
#include "gui/play/PlaySession.h"

#include "engine/GameModules.h"
#include "engine/sums/SumGame.h"

#include <QTemporaryDir>
#include <QTest>

#include <vector>

namespace {

// A board of `game` and the editor's stroke that leaves it one the game cannot
// play, where the game has such boards (pawn: the pawn erased; rectangles: a group
// of 49 ones, beyond the 36 the solver takes), else cleared.
struct UnplayableEdit {
    engine::Board board;
    std::vector<engine::Cell> stroke;
    engine::CellKind kind = engine::CellKind::Empty;
};

UnplayableEdit unplayableEditOf(const engine::Game& game)
{
    UnplayableEdit edit;
    if (game.id() == "rectangles") {
        edit.board = game.emptyBoard(7, 7);
        for (engine::Coord row = 0; row < 7; ++row)
            for (engine::Coord col = 0; col < 7; ++col)
                edit.stroke.push_back({row, col});
        edit.kind = engine::CellKind::Filled;
        return edit;
    }
    edit.board = game.exampleBoard();
    for (const auto& [cell, kind] : edit.board.markedCells())
        if (game.id() != "pawn" || kind == engine::CellKind::Pawn)
            edit.stroke.push_back(cell);
    return edit;
}

} // namespace

class TestUnplayableFiles : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    QTemporaryDir m_folder;

    // Paints `cells` with `kind` as the editor's stroke does (one undoable command).
    void paint(const std::vector<engine::Cell>& cells, engine::CellKind kind)
    {
        document().undoStack()->push(new gui::PaintCellsCommand(&document(), cells, kind, 1));
    }

    // Plays `move` in Play mode as a click does: PlaySession takes any legal move.
    void play(const engine::Move& move)
    {
        session().setMode(gui::PlaySession::Mode::Play);
        session().setOpponent(gui::Opponent::Human);
        QVERIFY(session().play(move, gui::MoveBy::User));
    }

    // File > Save, read back equal, and File > Open of it gives the same document.
    void verifySavesAndReopens(const QString& name)
    {
        const QString path = m_folder.filePath(name + QStringLiteral(".grundy"));
        const gui::DocumentState before = document().state();
        const engine::Game* game = &document().game();
        const QString difference = testsupport::saveDifference(*m_window, path);
        QVERIFY2(difference.isEmpty(), qPrintable(name + QStringLiteral(": ") + difference));
        QVERIFY2(testsupport::openFileIn(*m_window, path), qPrintable(name + QStringLiteral(": ") + m_prompts->errors.join('\n')));
        QCOMPARE(&document().game(), game);
        QVERIFY(document().setup() == before.setup);
        QCOMPARE(document().moves(), before.moves);
        QCOMPARE(document().currentMove(), before.currentMove);
    }

private slots:
    void initTestCase() { QVERIFY(m_folder.isValid()); }
    void init() { QVERIFY(showWindow()); }
    void cleanup() { closeWindow(); }

    void everyGameAloneSavesAndReopensAsEdited()
    {
        for (const engine::GameModule* module : engine::gameModules()) {
            const engine::Game& game = module->game;
            const UnplayableEdit edit = unplayableEditOf(game);
            openBoard(game, edit.board);
            session().setMode(gui::PlaySession::Mode::Edit);
            paint(edit.stroke, edit.kind);
            const std::vector<engine::Move> moves = game.legalMoves(document().setup());
            if (!moves.empty())
                play(moves.front()); // a rectangle of the group too large to solve
            verifySavesAndReopens(QString::fromUtf8(game.id().data(), static_cast<qsizetype>(game.id().size())));
        }
    }

    void everyGameInASumSavesAndReopensAsEdited()
    {
        for (const engine::GameModule* module : engine::gameModules()) {
            const engine::Game& game = module->game;
            const UnplayableEdit edit = unplayableEditOf(game);
            const engine::Board chomp = cornerPoisonChomp(2, 4);
            const engine::SumGame& sum = engine::sumGameOf(engine::SumLayout::of(std::vector<engine::SumComponent>{
                {engine::findGameModule("chomp"), chomp, chomp}, {module, edit.board, edit.board}}));
            openBoard(sum, sum.layout().combinedBoard(std::vector<engine::Board>{chomp, edit.board}));
            session().setMode(gui::PlaySession::Mode::Edit);
            std::vector<engine::Cell> stroke;
            for (const engine::Cell& cell : edit.stroke)
                stroke.push_back(sum.layout().toCombined(1, cell));
            paint(stroke, edit.kind);
            play(engine::Move::at(sum.layout().toCombined(0, {1, 3}))); // a bite of the chomp board beside it
            play(engine::Move::at(sum.layout().toCombined(0, {0, 2})));
            verifySavesAndReopens(QStringLiteral("sum-")
                                  + QString::fromUtf8(game.id().data(), static_cast<qsizetype>(game.id().size())));
        }
    }
};

GRUNDYGRID_TEST_MAIN(test_unplayable_files, TestUnplayableFiles)
#include "test_unplayable_files.moc"
