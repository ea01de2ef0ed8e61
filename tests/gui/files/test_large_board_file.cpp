// Board files of any size: the largest legal board (a pawn board with 10^5
// impassable cells at ten-digit coordinates and the most moves a file may list
// from it) is written below BoardFile::kMaxFileBytes and opens; a larger file,
// even a valid one, is refused by its size before it is read: at once, with
// a message naming the limit, and without holding its bytes in memory.
#include "CpuTimer.h"
#include "TestRegistry.h"
#include "TestSlowdown.h"

#include "gui/files/BoardFile.h"

#include "engine/GameModules.h"
#include "engine/bench/PeakMemory.h"
#include "engine/games/pawn/PawnGame.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using engine::Cell;
using engine::CellKind;
using engine::Coord;
using engine::Move;
using engine::PawnGame;

class TestLargeBoardFile : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_folder;

    // The largest board file: 10^5 impassable cells and the pawn, all with ten-digit
    // coordinates, and the most moves a file may list from that board (one step each).
    static gui::BoardFileContents largestBoard()
    {
        const engine::Game& pawn = *engine::findGame("pawn");
        engine::Board setup = pawn.emptyBoard(PawnGame::kSide, PawnGame::kSide);
        const Coord far = PawnGame::kSide - 1;
        for (Coord i = 0; i < static_cast<Coord>(PawnGame::kMaxImpassable); ++i)
            setup.setCell({far - 10 - i / 1000, far - 5000 - i % 1000}, CellKind::Impassable);
        Cell pawnAt{far, far};
        setup.setCell(pawnAt, CellKind::Pawn);
        const std::int64_t moveCount = engine::findGameText("pawn")->maxMoveCount(setup);
        std::vector<Move> moves;
        for (std::int64_t i = 0; i < moveCount; ++i) {
            (i % 2 == 0 ? pawnAt.col : pawnAt.row) -= 1;
            moves.push_back(Move::at(pawnAt));
        }
        return {QStringLiteral("pawn"), setup, moves};
    }

private slots:
    void largestLegalBoardFitsAndOpens()
    {
        const QString path = m_folder.filePath(QStringLiteral("largest.grundy"));
        const gui::BoardFileContents largest = largestBoard();
        QCOMPARE(largest.moves.size(), std::size_t{2000});
        QVERIFY(!gui::BoardFile::write(path, largest));
        const qint64 size = QFileInfo(path).size();
        qInfo("the largest board file: %.1f MB (limit %lld MB)", static_cast<double>(size) / (1024 * 1024),
              gui::BoardFile::kMaxFileBytes / (1024 * 1024));
        QVERIFY(size <= gui::BoardFile::kMaxFileBytes);
        QElapsedTimer timer;
        timer.start();
        const auto read = gui::BoardFile::read(path);
        qInfo("read in %lld ms, peak memory %lld MB", static_cast<long long>(timer.elapsed()),
              static_cast<long long>(engine::peakMemoryKiB() / 1024));
        const auto* contents = std::get_if<gui::BoardFileContents>(&read);
        const QString* error = std::get_if<QString>(&read);
        QVERIFY2(contents != nullptr, error != nullptr ? qPrintable(*error) : "");
        QVERIFY(contents->setup == largest.setup);
        QCOMPARE(contents->moves, largest.moves);
    }

    void largerFileIsRefusedAtOnceByItsSize()
    {
        // A valid board file (unknown fields are ignored) padded to 50 MB, written a megabyte at a time.
        const QString path = m_folder.filePath(QStringLiteral("padded.grundy"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"grundygrid-board\", \"version\": 1, \"game\": \"chomp\", \"rows\": 3, "
                   "\"cols\": 3, \"cells\": [{\"row\": 0, \"col\": 0, \"kind\": \"poison\"}], \"note\": \"");
        const QByteArray megabyte(1024 * 1024, 'x');
        for (int i = 0; i < 50; ++i)
            file.write(megabyte);
        file.write("\"}\n");
        file.close();

        const std::int64_t peakBefore = engine::peakMemoryKiB();
        const testsupport::CpuTimer timer; // this thread's work, which load does not stretch
        const auto read = gui::BoardFile::read(path);
        const qint64 elapsed = timer.elapsed();
        const std::int64_t grown = engine::peakMemoryKiB() - peakBefore;
        const QString* error = std::get_if<QString>(&read);
        QVERIFY(error != nullptr);
        QVERIFY2(error->contains(QStringLiteral("is 51 MB, too large to be a board file: board files are at most 16 MB")),
                 qPrintable(*error));
        QVERIFY2(elapsed < testsupport::scaled(100), qPrintable(QString::number(elapsed)));
        QVERIFY2(grown < 8 * 1024, qPrintable(QStringLiteral("peak memory grew by %1 KiB").arg(grown)));
    }
};

GRUNDYGRID_TEST_GUILESS_MAIN(test_large_board_file, TestLargeBoardFile)
#include "test_large_board_file.moc"
