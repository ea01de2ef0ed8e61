#pragma once

// The random walk's steps on sums of boards (test_monkey's "sum" step): a sum
// of 2 to 4 small boards of random games opened as File > Open would, File >
// New Sum and Edit > Add Board to Sum through their dialogs (MonkeyDialogs
// answers them with random fields and buttons), and Edit > Remove Board from
// Sum, Duplicate Board in Sum, Move Board Left / Right with the keyboard cursor
// on a random cell (on a board, between boards, or nowhere). After each step
// the walk's usual checks run: the analysis, marks and panel agree with the
// engine's (a sum's analysis too), save and reopen keep the document and its game.
#include "WindowParts.h"

#include "gui/app/MainWindow.h"
#include "gui/board/BoardView.h"
#include "gui/document/DocumentState.h"
#include "gui/document/GameDocument.h"

#include "engine/GameModules.h"
#include "engine/RandomBoard.h"
#include "engine/sums/SumGame.h"

#include <QString>

#include <algorithm>
#include <functional>
#include <random>
#include <vector>

namespace testsupport {

class MonkeySumSteps {
public:
    // `note` logs a step; `asEvent` runs work inside an event delivery (as the walk's own steps do).
    MonkeySumSteps(std::mt19937_64& random, std::function<void(const QString&)> note,
                   std::function<void(const std::function<void()>&)> asEvent)
        : m_random(random)
        , m_note(std::move(note))
        , m_asEvent(std::move(asEvent))
    {
    }

    // One step on `window`, which must outlive the call.
    // Away from a sum most steps open one; on a sum most edit it.
    void step(gui::MainWindow& window)
    {
        const bool onSum = engine::asSumGame(documentOf(window)->game()) != nullptr;
        switch (draw(onSum ? 12 : 5)) {
        case 0: case 1: case 2: openRandomSum(window); break;
        case 3: trigger(window, "actionNewSum"); break;
        case 4: case 5: trigger(window, "actionAddBoardToSum"); break;
        case 6: case 7: onCursorBoard(window, "actionRemoveBoardFromSum"); break;
        case 8: case 9: onCursorBoard(window, "actionDuplicateBoardInSum"); break;
        case 10: onCursorBoard(window, "actionMoveBoardLeft"); break;
        default: onCursorBoard(window, "actionMoveBoardRight"); break;
        }
    }

private:
    int draw(int count) { return std::uniform_int_distribution<int>(0, count - 1)(m_random); }

    // A small random board of `game` that a sum takes, or its example when the game takes no small size.
    engine::Board smallBoard(const engine::Game& game)
    {
        const engine::SizeLimits& limits = game.sizeLimits();
        const engine::Coord rows = std::clamp<engine::Coord>(1 + draw(4), limits.minRows, limits.maxRows);
        const engine::Coord cols = std::clamp<engine::Coord>(1 + draw(4), limits.minCols, limits.maxCols);
        if (!game.takesSize(rows, cols))
            return game.exampleBoard();
        std::mt19937_64 random(m_random());
        return engine::RandomBoard::generate(game, rows, cols, std::uniform_real_distribution<double>(0, 1)(m_random),
                                             random);
    }

    // A sum of 2 to 4 small boards of random games, opened as a new document;
    // boards that make no sum (a pawn beyond the shown window) are drawn again.
    void openRandomSum(gui::MainWindow& window)
    {
        const std::span<const engine::GameModule* const> modules = engine::gameModules();
        std::vector<engine::SumComponent> boards;
        QStringList names;
        for (int i = 0, count = 2 + draw(3); i < count;) {
            const engine::GameModule& module = *modules[static_cast<std::size_t>(draw(static_cast<int>(modules.size())))];
            const engine::Board board = smallBoard(module.game);
            std::vector<engine::SumComponent> tried = boards;
            tried.push_back({&module, board, board});
            if (module.game.setupProblem(board) || engine::SumLayout::sumBoardsProblem(tried))
                continue;
            boards = std::move(tried);
            names << QStringLiteral("%1 %2 x %3")
                         .arg(QString::fromUtf8(module.game.id().data(), static_cast<int>(module.game.id().size())))
                         .arg(board.rows())
                         .arg(board.cols());
            ++i;
        }
        const engine::SumGame& sum = engine::sumGameOf(engine::SumLayout::of(boards));
        std::vector<engine::Board> setups;
        for (const engine::SumComponent& board : boards)
            setups.push_back(board.setup);
        const engine::Board setup = sum.layout().combinedBoard(setups);
        m_note(QStringLiteral("sum: open %1").arg(names.join(QStringLiteral(" + "))));
        m_asEvent([&window, &sum, setup] { documentOf(window)->reset(sum, gui::DocumentState{setup, {}, 0}, QString()); });
    }

    void trigger(gui::MainWindow& window, const char* name)
    {
        QAction* action = actionOf(window, name);
        if (!action->isEnabled()) {
            m_note(QStringLiteral("sum: %1 (disabled)").arg(QString::fromLatin1(name)));
            return;
        }
        m_note(QStringLiteral("sum: %1").arg(QString::fromLatin1(name)));
        m_asEvent([action] { action->trigger(); });
    }

    // The keyboard cursor on a random cell of the board (most often a board's,
    // else a cell between boards), then the action on the cursor's board.
    void onCursorBoard(gui::MainWindow& window, const char* name)
    {
        const gui::GameDocument& document = *documentOf(window);
        const engine::Board& board = document.currentBoard();
        const engine::SumGame* sum = engine::asSumGame(document.game());
        engine::Cell cell{std::uniform_int_distribution<engine::Coord>(0, std::min<engine::Coord>(board.rows(), 64) - 1)(m_random),
                          std::uniform_int_distribution<engine::Coord>(0, std::min<engine::Coord>(board.cols(), 64) - 1)(m_random)};
        if (sum != nullptr && draw(4) > 0) {
            const engine::Move& area = sum->layout().area(static_cast<std::size_t>(draw(static_cast<int>(sum->layout().size()))));
            cell = area.topLeft;
        }
        m_note(QStringLiteral("sum: cursor on (%1, %2)").arg(cell.row).arg(cell.col));
        m_asEvent([&window, cell] { viewOf(window)->placeCursor(cell); });
        trigger(window, name);
    }

    std::mt19937_64& m_random;
    std::function<void(const QString&)> m_note;
    std::function<void(const std::function<void()>&)> m_asEvent;
};

} // namespace testsupport
