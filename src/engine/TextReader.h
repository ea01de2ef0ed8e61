#pragma once

#include "engine/ParseError.h"

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>

namespace engine {

// A tokenizer over a whole text for the line-oriented formats of src/games/<id>/RULES.md.
// Tokens are runs of non-blank characters; blanks are spaces, tabs and carriage
// returns, so CRLF texts read like LF texts. Lines and columns are 1-based and a
// column counts characters (UTF-8 continuation bytes do not advance it).
//
// Every failure throws ParseError naming the line and column of the offending
// token, in the form "expected <what> between <min> and <max>, found <token>".
// The reader never allocates in proportion to a number it reads: callers bound
// counts with readInt's range before reserving anything.
class TextReader {
public:
    // Inputs larger than this are refused before they are read into memory.
    static constexpr std::size_t kMaxTextSize = std::size_t{64} << 20;

    struct Position {
        int line = 1;
        int column = 1;
    };

    // An integer field of a line: what it is called in messages and its range.
    struct Field {
        std::string_view what;
        std::int64_t min;
        std::int64_t max;
    };

    // Two integers read by readPair, and where the first stood.
    struct Pair {
        std::int64_t first = 0;
        std::int64_t second = 0;
        Position where;
    };

    explicit TextReader(std::string text);

    // Reads all of `in` (at most kMaxTextSize bytes, else ParseError).
    [[nodiscard]] static TextReader fromStream(std::istream& in);

    // The position of the next unread character.
    [[nodiscard]] Position position() const { return {m_line, m_column}; }
    // Where the most recently read token started (the start of the text before any).
    [[nodiscard]] Position lastTokenPosition() const { return m_lastToken; }

    // True when only blanks and line breaks are left. Skips them.
    [[nodiscard]] bool atEnd();
    // True when the current line holds no more token. Skips blanks, not the line break.
    [[nodiscard]] bool atLineEnd();

    // Reads an integer in [min, max], skipping blanks and line breaks before it.
    // `what` names the value with its article: "the number of rows", "a row".
    [[nodiscard]] std::int64_t readInt(std::string_view what, std::int64_t min, std::int64_t max);
    // Like readInt, but the integer must be on the current line.
    [[nodiscard]] std::int64_t readIntOnLine(std::string_view what, std::int64_t min, std::int64_t max);
    // Reads "a b": `first` like readInt, `second` on the same line like
    // readIntOnLine (a cell "row col", a pawn's "X Y"). The line's end is the
    // caller's to check.
    [[nodiscard]] Pair readPair(const Field& first, const Field& second);
    // Reads the next token, skipping blanks and line breaks before it.
    [[nodiscard]] std::string readWord(std::string_view what);
    // Reads the next token on the current line.
    [[nodiscard]] std::string readWordOnLine(std::string_view what);
    // Reads the rest of the current line without its line break (and without a
    // trailing carriage return) and moves to the start of the next line.
    [[nodiscard]] std::string readLine(std::string_view what);

    // Requires that nothing but blanks follows on the current line, then moves to
    // the next line. `after` names what the line held: "the move".
    void expectLineEnd(std::string_view after);
    // Requires that nothing but blanks and line breaks is left.
    void expectEnd(std::string_view after);

    // An error located at `where`.
    [[nodiscard]] static ParseError errorAt(Position where, const std::string& message);

private:
    enum class Span { AnyLine, SameLine };

    void skipBlanks();
    void skipWhitespace();
    void advance();
    [[nodiscard]] bool atLineBreak() const;
    // Reads the next token within `span`; empty at the end of the line/text.
    [[nodiscard]] std::string_view nextToken(Span span);
    [[nodiscard]] std::int64_t readIntIn(Span span, std::string_view what, std::int64_t min, std::int64_t max);
    [[nodiscard]] std::string readWordIn(Span span, std::string_view what);
    // How an error message shows a token or the lack of one.
    [[nodiscard]] std::string describe(std::string_view token, Span span) const;

    std::string m_text;
    std::size_t m_pos = 0;
    int m_line = 1;
    int m_column = 1;
    Position m_lastToken;
};

} // namespace engine
