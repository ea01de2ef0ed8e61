#include "engine/TextReader.h"

#include "engine/TextCharacters.h"

#include <algorithm>
#include <charconv>
#include <istream>

namespace engine {

namespace {

constexpr std::size_t kMaxShownToken = 24;

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

bool looksLikeInteger(std::string_view token)
{
    if (!token.empty() && token.front() == '-')
        token.remove_prefix(1);
    return !token.empty() && std::all_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// A token as an error message quotes it: control characters replaced, long
// tokens cut at a character boundary.
std::string quoted(std::string_view token)
{
    std::string shown;
    bool cut = false;
    if (token.size() > kMaxShownToken) {
        std::size_t end = kMaxShownToken;
        while (end > 0 && text::isContinuation(token[end]))
            --end;
        token = token.substr(0, end);
        cut = true;
    }
    for (char c : token) {
        const auto byte = static_cast<unsigned char>(c);
        shown += byte < 0x20 || byte == 0x7f ? '?' : c;
    }
    return "'" + shown + (cut ? "...'" : "'");
}

} // namespace

TextReader::TextReader(std::string text)
    : m_text(std::move(text))
{
}

TextReader TextReader::fromStream(std::istream& in)
{
    std::string text;
    char buffer[1 << 16];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        text.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (text.size() > kMaxTextSize) {
            const auto lines = std::count(text.begin(), text.end(), '\n');
            throw ParseError(static_cast<int>(lines) + 1, 0,
                             "the input is longer than the limit of " + std::to_string(kMaxTextSize >> 20) + " MiB");
        }
    }
    return TextReader(std::move(text));
}

bool TextReader::atEnd()
{
    skipWhitespace();
    return m_pos >= m_text.size();
}

bool TextReader::atLineEnd()
{
    skipBlanks();
    return m_pos >= m_text.size() || atLineBreak();
}

std::int64_t TextReader::readInt(std::string_view what, std::int64_t min, std::int64_t max)
{
    return readIntIn(Span::AnyLine, what, min, max);
}

std::int64_t TextReader::readIntOnLine(std::string_view what, std::int64_t min, std::int64_t max)
{
    return readIntIn(Span::SameLine, what, min, max);
}

TextReader::Pair TextReader::readPair(const Field& first, const Field& second)
{
    Pair pair;
    pair.first = readInt(first.what, first.min, first.max);
    pair.where = lastTokenPosition();
    pair.second = readIntOnLine(second.what, second.min, second.max);
    return pair;
}

std::string TextReader::readWord(std::string_view what)
{
    return readWordIn(Span::AnyLine, what);
}

std::string TextReader::readWordOnLine(std::string_view what)
{
    return readWordIn(Span::SameLine, what);
}

std::string TextReader::readLine(std::string_view what)
{
    m_lastToken = position();
    if (m_pos >= m_text.size())
        throw errorAt(m_lastToken, "expected " + std::string(what) + ", found the end of the input");
    const std::size_t begin = m_pos;
    while (m_pos < m_text.size() && !atLineBreak())
        advance();
    std::size_t end = m_pos;
    if (end > begin && m_text[end - 1] == '\r')
        --end;
    if (m_pos < m_text.size())
        advance(); // the line break
    return m_text.substr(begin, end - begin);
}

void TextReader::expectLineEnd(std::string_view after)
{
    if (!atLineEnd()) {
        const std::string_view token = nextToken(Span::SameLine);
        throw errorAt(m_lastToken, "expected the end of the line after " + std::string(after) + ", found "
                                       + describe(token, Span::SameLine));
    }
    if (m_pos < m_text.size())
        advance();
}

void TextReader::expectEnd(std::string_view after)
{
    if (!atEnd()) {
        const std::string_view token = nextToken(Span::AnyLine);
        throw errorAt(m_lastToken, "expected the end of the input after " + std::string(after) + ", found "
                                       + describe(token, Span::AnyLine));
    }
}

ParseError TextReader::errorAt(Position where, const std::string& message)
{
    return ParseError(where.line, where.column, message);
}

void TextReader::skipBlanks()
{
    while (m_pos < m_text.size() && isBlank(m_text[m_pos]))
        advance();
}

void TextReader::skipWhitespace()
{
    while (m_pos < m_text.size() && (isBlank(m_text[m_pos]) || atLineBreak()))
        advance();
}

void TextReader::advance()
{
    const char c = m_text[m_pos++];
    if (c == '\n') {
        ++m_line;
        m_column = 1;
    } else if (!text::isContinuation(c)) {
        ++m_column;
    }
}

bool TextReader::atLineBreak() const
{
    return m_text[m_pos] == '\n';
}

std::string_view TextReader::nextToken(Span span)
{
    if (span == Span::AnyLine)
        skipWhitespace();
    else
        skipBlanks();
    m_lastToken = position();
    const std::size_t begin = m_pos;
    while (m_pos < m_text.size() && !isBlank(m_text[m_pos]) && !atLineBreak())
        advance();
    return std::string_view(m_text).substr(begin, m_pos - begin);
}

std::int64_t TextReader::readIntIn(Span span, std::string_view what, std::int64_t min, std::int64_t max)
{
    const std::string_view token = nextToken(span);
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), value);
    if (!token.empty() && error == std::errc() && end == token.data() + token.size() && value >= min
        && value <= max)
        return value;
    const std::string range
        = min == max ? std::to_string(min) : "between " + std::to_string(min) + " and " + std::to_string(max);
    throw errorAt(m_lastToken, "expected " + std::string(what) + " " + range + ", found " + describe(token, span));
}

std::string TextReader::readWordIn(Span span, std::string_view what)
{
    const std::string_view token = nextToken(span);
    if (token.empty())
        throw errorAt(m_lastToken, "expected " + std::string(what) + ", found " + describe(token, span));
    return std::string(token);
}

std::string TextReader::describe(std::string_view token, Span span) const
{
    if (token.empty())
        return m_pos >= m_text.size() || span == Span::AnyLine ? "the end of the input" : "the end of the line";
    if (looksLikeInteger(token) && token.size() <= 2 * kMaxShownToken)
        return std::string(token);
    return quoted(token);
}

} // namespace engine
