#pragma once

// Helpers the rectangles engine tests share: boards from text, random setups,
// and a full comparison of the solver with RectanglesBruteForce.

#include "RectanglesBruteForce.h"

#include "engine/Board.h"
#include "engine/Game.h"
#include "engine/Move.h"
#include "engine/Solver.h"

#include <random>
#include <set>
#include <vector>

// The rectangles game.
[[nodiscard]] const engine::Game& rectangles();
// A board from rows of '0' and '1'.
[[nodiscard]] engine::Board boardOf(const std::vector<const char*>& rows);
// A setup of 1 to maxRows x 1 to maxCols cells, each a one with a random density.
[[nodiscard]] engine::Board randomSetup(std::mt19937& rng, int maxRows, int maxCols);
[[nodiscard]] RectanglesBruteForce::Rect rectOf(const engine::Move& move);
[[nodiscard]] std::set<RectanglesBruteForce::Rect> rectsOf(const std::vector<engine::Move>& moves);
// Compares everything the solver says about `position` with the brute force
// (QCOMPARE: check QTest::currentTestFailed() afterwards).
void compareWithBruteForce(engine::Solver& solver, const engine::Board& position);
// One random line of play from `setup`, every position checked with one
// solver; returns the positions checked.
int checkLineOfPlay(std::mt19937& rng, const engine::Board& setup);
