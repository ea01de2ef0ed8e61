#include "TestRegistry.h"
#include "engine/ParseError.h"
#include "engine/TextReader.h"

#include <QTest>

#include <functional>
#include <sstream>
#include <streambuf>

using engine::ParseError;
using engine::TextReader;

namespace {

// Runs `read`, which must throw a ParseError with exactly this location and text.
void expectError(const std::function<void()>& read, int line, int column, const std::string& what)
{
    try {
        read();
    } catch (const ParseError& error) {
        QCOMPARE(error.line(), line);
        QCOMPARE(error.column(), column);
        QCOMPARE(std::string(error.what()), what);
        return;
    }
    QFAIL(("no ParseError; expected: " + what).c_str());
}

// An endless stream of 'x' characters with a line break now and then.
class EndlessBuffer : public std::streambuf {
public:
    EndlessBuffer()
    {
        for (std::size_t i = 0; i < sizeof m_chunk; ++i)
            m_chunk[i] = i % 100 == 99 ? '\n' : 'x';
    }

protected:
    int_type underflow() override
    {
        setg(m_chunk, m_chunk, m_chunk + sizeof m_chunk);
        return traits_type::to_int_type(m_chunk[0]);
    }

private:
    char m_chunk[4096];
};

} // namespace

class TestTextReader : public QObject {
    Q_OBJECT

private slots:
    void readsIntegersAndTracksPositions()
    {
        TextReader reader("12 -3\n\n  7\t8\n");
        QCOMPARE(reader.readInt("a", 0, 100), 12);
        QCOMPARE(reader.lastTokenPosition().line, 1);
        QCOMPARE(reader.lastTokenPosition().column, 1);
        QCOMPARE(reader.readIntOnLine("b", -10, 10), -3);
        QCOMPARE(reader.lastTokenPosition().column, 4);
        reader.expectLineEnd("the pair");
        QVERIFY(!reader.atEnd());
        QCOMPARE(reader.readInt("c", 0, 9), 7);
        QCOMPARE(reader.lastTokenPosition().line, 3);
        QCOMPARE(reader.lastTokenPosition().column, 3);
        QCOMPARE(reader.readIntOnLine("d", 0, 9), 8);
        QCOMPARE(reader.lastTokenPosition().column, 5);
        QVERIFY(reader.atLineEnd());
        reader.expectLineEnd("the pair");
        QVERIFY(reader.atEnd());
        reader.expectEnd("the pair");
    }

    void acceptsRangeLimitsAndExtremes()
    {
        TextReader reader("0 7 -9223372036854775808 9223372036854775807");
        QCOMPARE(reader.readInt("a row", 0, 7), 0);
        QCOMPARE(reader.readInt("a row", 0, 7), 7);
        QCOMPARE(reader.readInt("x", INT64_MIN, INT64_MAX), INT64_MIN);
        QCOMPARE(reader.readInt("x", INT64_MIN, INT64_MAX), INT64_MAX);
    }

    void rejectsOutOfRangeWithLineAndColumn()
    {
        TextReader reader("\n\n    9\n");
        expectError([&] { (void)reader.readInt("a row", 0, 7); }, 3, 5,
                    "line 3, column 5: expected a row between 0 and 7, found 9");
        TextReader negative("-1");
        expectError([&] { (void)negative.readInt("a row", 0, 7); }, 1, 1,
                    "line 1, column 1: expected a row between 0 and 7, found -1");
        TextReader single("2");
        expectError([&] { (void)single.readInt("the answer", 1, 1); }, 1, 1,
                    "line 1, column 1: expected the answer 1, found 2");
    }

    void rejectsOverflowWithoutWrapping()
    {
        TextReader reader("99999999999999999999");
        expectError([&] { (void)reader.readInt("a count", 0, INT64_MAX); }, 1, 1,
                    "line 1, column 1: expected a count between 0 and 9223372036854775807, found "
                    "99999999999999999999");
        TextReader negative("1 -99999999999999999999");
        QCOMPARE(negative.readInt("x", 0, 5), 1);
        expectError([&] { (void)negative.readIntOnLine("y", INT64_MIN, 0); }, 1, 3,
                    "line 1, column 3: expected y between -9223372036854775808 and 0, found "
                    "-99999999999999999999");
    }

    void rejectsNonNumericTokens()
    {
        const std::pair<const char*, const char*> cases[] = {
            {"abc", "'abc'"}, {"5x", "'5x'"}, {"+5", "'+5'"}, {"-", "'-'"}, {"1.5", "'1.5'"}, {"0x10", "'0x10'"},
            {"a\x01" "b", "'a?b'"}, {"abcdefghijklmnopqrstuvwxyz", "'abcdefghijklmnopqrstuvwx...'"},
        };
        for (const auto& [text, shown] : cases) {
            TextReader reader(std::string(" ") + text);
            expectError([&] { (void)reader.readInt("a row", 0, 7); }, 1, 2,
                        std::string("line 1, column 2: expected a row between 0 and 7, found ") + shown);
        }
    }

    void reportsEndOfInputAndEndOfLine()
    {
        TextReader empty("");
        expectError([&] { (void)empty.readInt("the number of rows", 1, 8); }, 1, 1,
                    "line 1, column 1: expected the number of rows between 1 and 8, found the end of the input");
        TextReader blank(" \n \n");
        expectError([&] { (void)blank.readInt("a row", 0, 1); }, 3, 1,
                    "line 3, column 1: expected a row between 0 and 1, found the end of the input");
        TextReader shortLine("1\n2\n");
        QCOMPARE(shortLine.readInt("a", 0, 9), 1);
        expectError([&] { (void)shortLine.readIntOnLine("the number of columns", 1, 8); }, 1, 2,
                    "line 1, column 2: expected the number of columns between 1 and 8, found the end of the line");
        TextReader lastLine("1  ");
        QCOMPARE(lastLine.readInt("a", 0, 9), 1);
        expectError([&] { (void)lastLine.readIntOnLine("b", 1, 8); }, 1, 4,
                    "line 1, column 4: expected b between 1 and 8, found the end of the input");
    }

    void rejectsTrailingGarbage()
    {
        TextReader line("1 2\n3");
        QCOMPARE(line.readInt("a", 0, 9), 1);
        expectError([&] { line.expectLineEnd("the count"); }, 1, 3,
                    "line 1, column 3: expected the end of the line after the count, found 2");
        TextReader input("1\n\n x y");
        QCOMPARE(input.readInt("a", 0, 9), 1);
        expectError([&] { input.expectEnd("the count"); }, 3, 2,
                    "line 3, column 2: expected the end of the input after the count, found 'x'");
    }

    void readsCrLfTexts()
    {
        TextReader reader("3 4\r\n5\r\n\r\n");
        QCOMPARE(reader.readInt("a", 0, 9), 3);
        QCOMPARE(reader.readIntOnLine("b", 0, 9), 4);
        reader.expectLineEnd("b");
        QCOMPARE(reader.readInt("c", 0, 9), 5);
        QCOMPARE(reader.lastTokenPosition().line, 2);
        reader.expectLineEnd("c");
        reader.expectEnd("c");
    }

    void readsWordsAndLines()
    {
        TextReader reader("ab cd\n#^#\r\n\nlast");
        QCOMPARE(reader.readWord("a word"), std::string("ab"));
        QCOMPARE(reader.readWordOnLine("a word"), std::string("cd"));
        reader.expectLineEnd("the words");
        QCOMPARE(reader.readLine("a row"), std::string("#^#"));
        QCOMPARE(reader.readLine("a row"), std::string(""));
        QCOMPARE(reader.position().line, 4);
        QCOMPARE(reader.readLine("a row"), std::string("last"));
        expectError([&] { (void)reader.readLine("a row"); }, 4, 5,
                    "line 4, column 5: expected a row, found the end of the input");
        TextReader words("a\nb");
        QCOMPARE(words.readWord("w"), std::string("a"));
        expectError([&] { (void)words.readWordOnLine("a second word"); }, 1, 2,
                    "line 1, column 2: expected a second word, found the end of the line");
    }

    void countsColumnsInCharacters()
    {
        TextReader reader("\xc3\xa9\xc3\xa9 x");
        QCOMPARE(reader.readWord("w"), std::string("\xc3\xa9\xc3\xa9"));
        expectError([&] { (void)reader.readIntOnLine("n", 0, 1); }, 1, 4,
                    "line 1, column 4: expected n between 0 and 1, found 'x'");
    }

    void readsStreams()
    {
        std::istringstream in("2 2 1\n0 0\n");
        TextReader reader = TextReader::fromStream(in);
        QCOMPARE(reader.readInt("a", 0, 9), 2);
        QCOMPARE(reader.readInt("a", 0, 9), 2);
    }

    void refusesHugeStreams()
    {
        EndlessBuffer buffer;
        std::istream in(&buffer);
        try {
            (void)TextReader::fromStream(in);
            QFAIL("an endless stream was accepted");
        } catch (const ParseError& error) {
            QVERIFY(error.line() > 600'000);
            QCOMPARE(error.column(), 0);
            QCOMPARE(error.message(), std::string("the input is longer than the limit of 64 MiB"));
        }
    }

    void formatsErrorsWithoutColumn()
    {
        const ParseError error(4, 0, "the input is empty");
        QCOMPARE(std::string(error.what()), std::string("line 4: the input is empty"));
        QCOMPARE(error.message(), std::string("the input is empty"));
        const ParseError located = TextReader::errorAt({2, 7}, "bad");
        QCOMPARE(std::string(located.what()), std::string("line 2, column 7: bad"));
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_text_reader, TestTextReader)
#include "test_text_reader.moc"
