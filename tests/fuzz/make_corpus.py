#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz targets into corpus/<target>/.

Seeds: the samples of src/games/*/RULES.md, every text the CLI tests hand to runCli and
the string literals of the games' text tests, and a few board files in the
documented JSON format. File names are content hashes, so reruns add nothing
twice. Usage: tests/fuzz/make_corpus.py (from anywhere)."""

import hashlib
import json
import pathlib
import re

HERE = pathlib.Path(__file__).resolve().parent
TESTS = HERE.parent
GAMES = ["chomp", "volcano", "pawn", "rectangles", "attractions", "nim"]
MAX_PER_TARGET = 60

LITERAL = r'"((?:[^"\\\n]|\\.)*)"'
RUN_CONTEST = re.compile(r'runCli\(\{"(\w+)"\},\s*' + LITERAL)
RUN_MOVES = re.compile(r'runCli\(\{"moves",\s*"(\w+)"\},\s*' + LITERAL)
ANY_LITERAL = re.compile(LITERAL)

SAMPLES = {
    "chomp": ["2 2 1\n0 0\n", "8 8 1\n0 0\n", "3 4 2\n0 0\n2 3\n", "1000000 1000000 0\n"],
    "volcano": ["1\n7 7\n^#^#^^^\n^#^^^#^\n^#^^^^^\n^^^#^^^\n^^^^^^^\n^^^^^^^\n^^^^^^^\n",
                "2\n1 1\n^\n3 3\n^^^\n^#^\n^^^\n"],
    "pawn": ["1\n2\n1 1\n4 2\n4\n2 2\n1 2\n3 4\n6 5\n", "1\n0\n1\n1000000000 1000000000\n"],
    "rectangles": ["0 1 1 0\n0 0 0 0\n0 0 0 0\n0 0 0 1\n", "0 0 1 0\n0 0 0 0\n0 0 0 0\n0 0 0 1\n",
                   "1 1\n1 1\n", "1\n"],
    "attractions": ["1\n3 3\nX.X\n.X.\nX.X\n", "2\n1 1\nX\n2 3\nXXX\nX.X\n"],
    "nim": ["1\n3\n1 2 3\n", "3\n3\n3 4 5\n1\n0\n2\n4 4\n"],
}
QUERIES = {
    "chomp": ["2 2 1\n0 0\n0\n", "2 2 1\n0 0\n1\n1 1\n", "3 3 0\n2\n2 2\n1 1\n"],
    "volcano": ["7 7\n^#^#^^^\n^#^^^#^\n^#^^^^^\n^^^#^^^\n^^^^^^^\n^^^^^^^\n^^^^^^^\n1\n4 4\n"],
    "pawn": ["2\n1 1\n4 2\n3 4\n2\n3 2\n1 2\n", "0\n1000000000 7\n0\n"],
    "rectangles": ["4 4\n0 1 1 0\n0 0 0 0\n0 0 0 0\n0 0 0 1\n1\n0 1 0 2\n"],
    "attractions": ["3 3\nX.X\n.X.\nX.X\n1\n1 1\n"],
    "nim": ["3\n3 4 5\n1\n0 1\n", "2\n0 7\n0\n"],
}


# Sum queries (the first byte 0xff, fuzz::kSumQueryByte): boards of several games and moves "i r c".
SUM_QUERY_BYTE = 0xFF
SUM_QUERIES = [
    "2\nchomp\n2 2 1\n0 0\nchomp\n1 3 1\n0 0\n1\n0 1 1\n",
    "3\nchomp\n2 2 1\n0 0\npawn\n2\n1 1\n4 2\n3 4\nrectangles\n2 2\n1 1\n0 1\n1\n1\n3 2\n",
    "3\nvolcano\n3 3\n^^^\n^#^\n^^^\nattractions\n2 3\nXXX\nX.X\nrectangles\n1 4\n1 1 1 1\n1\n2 0 0 0 1\n",
    "2\nchomp 2 2 1\n0 0\npawn\n0\n1000000000 7\n2\n1\n7 7\n0 1 1\n",
]


def unescape(literal):
    return literal.encode("latin-1", "backslashreplace").decode("unicode_escape").encode("latin-1", "replace")


def board_files():
    def doc(game, rows, cols, cells, moves, **extra):
        value = {"format": "grundygrid-board", "version": 1, "game": game, "rows": rows, "cols": cols,
                 "cells": [{"row": r, "col": c, "kind": k} for r, c, k in cells], "moves": moves}
        value.update(extra)
        return json.dumps(value, indent=1).encode()

    volcano_rows = ["^#^#^^^", "^#^^^#^", "^#^^^^^", "^^^#^^^", "^^^^^^^", "^^^^^^^", "^^^^^^^"]
    walls = [(r, c, "wall") for r, row in enumerate(volcano_rows) for c, ch in enumerate(row) if ch == "#"]
    monsters = [(2, 4, "monster"), (4, 2, "monster"), (4, 4, "monster")]
    rect = ["0110", "0000", "0000", "0001"]
    filled = [(r, c, "filled") for r, row in enumerate(rect) for c, ch in enumerate(row) if ch == "1"]
    side = 1000000001
    return [
        doc("chomp", 2, 2, [(0, 0, "poison")], [[1, 1, 1, 1]]),
        doc("chomp", 5, 7, [(0, 0, "poison"), (3, 2, "poison")], []),
        doc("volcano", 7, 7, walls + monsters, [[4, 4, 4, 4]]),
        doc("pawn", side, side, [(1, 1, "impassable"), (2, 4, "impassable"), (4, 3, "pawn")], [[2, 3, 2, 3]]),
        doc("rectangles", 4, 4, filled, [[0, 1, 0, 2]]),
        doc("attractions", 3, 3, [(0, 0, "spot"), (0, 2, "spot"), (1, 1, "spot"), (2, 0, "spot"), (2, 2, "spot")],
            [[1, 1, 1, 1]]),
        doc("nim", 3, 5, [(r, c, "counter") for r, n in enumerate([3, 4, 5]) for c in range(n)], [[0, 1, 0, 1]]),
        doc("nim", 2, 2, [(0, 0, "counter"), (1, 0, "counter")], [[0, 0, 0, 0]], rule="misere"),
        doc("nim", 1, 1, [(0, 0, "counter")], [], rule="losing"),
        doc("chomp", 2, 2, [], [], version=2),
        doc("chomp", 1e300, 2, [], []),
        b'{"format": "grundygrid-board", "version": 1, "game": "chomp", "rows": 3, "cols": 3, "extra": [1, {"a": null}]}',
        b"[]",
        b"{",
    ]


def collect():
    seeds = {f"fuzz_contest_{game}": [s.encode() for s in SAMPLES[game]] for game in GAMES}
    seeds["fuzz_position_query"] = [bytes([GAMES.index(g)]) + q.encode() for g in GAMES for q in QUERIES[g]]
    seeds["fuzz_position_query"] += [bytes([SUM_QUERY_BYTE]) + q.encode() for q in SUM_QUERIES]
    seeds["fuzz_board_file"] = board_files()
    for path in sorted(TESTS.glob("cli/**/*.cpp")):
        source = path.read_text(encoding="utf-8", errors="replace")
        for game, literal in RUN_CONTEST.findall(source):
            if game in GAMES:
                seeds[f"fuzz_contest_{game}"].append(unescape(literal))
        for game, literal in RUN_MOVES.findall(source):
            if game in GAMES:
                seeds["fuzz_position_query"].append(bytes([GAMES.index(game)]) + unescape(literal))
        text_test = re.match(r"test_(\w+)_text\.cpp$", path.name)
        if text_test and text_test.group(1) in GAMES:
            for literal in ANY_LITERAL.findall(source):
                if "\\n" in literal:
                    seeds[f"fuzz_contest_{text_test.group(1)}"].append(unescape(literal))
    return seeds


def main():
    for target, inputs in collect().items():
        folder = HERE / "corpus" / target
        folder.mkdir(parents=True, exist_ok=True)
        unique = list(dict.fromkeys(inputs))[:MAX_PER_TARGET]
        for data in unique:
            (folder / hashlib.sha1(data).hexdigest()).write_bytes(data)
        print(f"{target}: {len(unique)} seeds")


if __name__ == "__main__":
    main()
