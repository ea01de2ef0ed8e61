#include "engine/games/chomp/ChompCatalogFile.h"

#include "engine/Error.h"
#include "engine/games/chomp/ChompTable.h"

#include <bit>
#include <cstring>

namespace engine {

namespace {

static_assert(std::endian::native == std::endian::little, "the chomp cache files are written little-endian");

constexpr std::string_view kMagic = "GGCHOMPC";
constexpr std::size_t kHeaderWords = 7; // magic, version, rows, cols, count, bucket count, rule

// The play rule as the file stores it.
std::uint64_t ruleWord(PlayRule rule)
{
    return rule == PlayRule::Misere ? 1 : 0;
}

void appendWord(std::string& bytes, std::uint64_t word)
{
    char raw[8];
    std::memcpy(raw, &word, 8);
    bytes.append(raw, 8);
}

// Reads the file's words in order; throws InvalidArgument past its end.
class WordReader {
public:
    explicit WordReader(std::string_view bytes) : m_bytes(bytes) {}
    std::uint64_t next()
    {
        if (m_at + 8 > m_bytes.size())
            throw InvalidArgument("the chomp catalog file is cut short");
        std::uint64_t word;
        std::memcpy(&word, m_bytes.data() + m_at, 8);
        m_at += 8;
        return word;
    }
    std::size_t at() const { return m_at; }
    void skip(std::size_t bytes) { m_at += bytes; }

private:
    std::string_view m_bytes;
    std::size_t m_at = 0;
};

std::size_t paddedLowBytes(std::uint64_t count)
{
    return static_cast<std::size_t>((count * 2 + 7) / 8 * 8);
}

} // namespace

std::uint64_t ChompCatalogFile::checksum(std::string_view bytes)
{
    // FNV-1a's constants over 8-byte words, with a final avalanche: fast over
    // 70 MB and any changed bit changes it.
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    std::size_t i = 0;
    for (; i + 8 <= bytes.size(); i += 8) {
        std::uint64_t word;
        std::memcpy(&word, bytes.data() + i, 8);
        hash = (hash ^ word) * 0x100000001b3ULL;
        hash ^= hash >> 29;
    }
    for (; i < bytes.size(); ++i)
        hash = (hash ^ static_cast<unsigned char>(bytes[i])) * 0x100000001b3ULL;
    hash ^= hash >> 33;
    hash *= 0xff51afd7ed558ccdULL;
    hash ^= hash >> 33;
    return hash;
}

std::string ChompCatalogFile::bytesOf(const ChompCatalog& catalog)
{
    const std::vector<std::uint64_t>& starts = catalog.bucketStarts();
    const std::vector<std::uint16_t>& lows = catalog.lows();
    std::string bytes;
    bytes.reserve((kHeaderWords + catalog.floor().size() + starts.size() + 1) * 8 + paddedLowBytes(lows.size()));
    bytes.append(kMagic);
    appendWord(bytes, kVersion);
    appendWord(bytes, static_cast<std::uint64_t>(catalog.rows()));
    appendWord(bytes, static_cast<std::uint64_t>(catalog.cols()));
    appendWord(bytes, catalog.count());
    appendWord(bytes, starts.size() - 1);
    appendWord(bytes, ruleWord(catalog.rule()));
    for (const int height : catalog.floor())
        appendWord(bytes, static_cast<std::uint64_t>(height));
    for (const std::uint64_t start : starts)
        appendWord(bytes, start);
    bytes.append(reinterpret_cast<const char*>(lows.data()), lows.size() * sizeof(std::uint16_t));
    bytes.append(paddedLowBytes(lows.size()) - lows.size() * sizeof(std::uint16_t), '\0');
    appendWord(bytes, checksum(bytes));
    return bytes;
}

ChompCatalog ChompCatalogFile::catalogOf(std::string_view bytes)
{
    if (bytes.substr(0, kMagic.size()) != kMagic)
        throw InvalidArgument("not a chomp catalog file");
    WordReader reader(bytes);
    reader.skip(kMagic.size());
    if (reader.next() != kVersion)
        throw InvalidArgument("a chomp catalog file of another format version");
    const std::uint64_t rows = reader.next();
    const std::uint64_t cols = reader.next();
    const std::uint64_t count = reader.next();
    const std::uint64_t buckets = reader.next();
    const std::uint64_t rule = reader.next();
    if (rule != ruleWord(PlayRule::Normal) && rule != ruleWord(PlayRule::Misere))
        throw InvalidArgument("the chomp catalog file's play rule is unknown");
    if (rows < 1 || cols < 1 || rows > ChompTable::kMaxSide || cols > ChompTable::kMaxSide
        || !ChompTable::takesOutcomes(static_cast<int>(rows), static_cast<int>(cols)))
        throw InvalidArgument("the chomp catalog file's box is out of range");
    const std::uint64_t states = staircaseCount(static_cast<int>(rows), static_cast<int>(cols));
    if (buckets != (states >> ChompCatalog::kBucketBits) + 1 || count > states)
        throw InvalidArgument("the chomp catalog file's counts do not match its box");
    // The size is known from the header: check it before reading on.
    const std::uint64_t expected = (kHeaderWords + cols + buckets + 1 + 1) * 8 + paddedLowBytes(count);
    if (bytes.size() != expected)
        throw InvalidArgument("the chomp catalog file has the wrong size");
    std::uint64_t stored;
    std::memcpy(&stored, bytes.data() + bytes.size() - 8, 8);
    if (checksum(bytes.substr(0, bytes.size() - 8)) != stored)
        throw InvalidArgument("the chomp catalog file's checksum does not match");
    Heights floor(static_cast<std::size_t>(cols));
    for (int& height : floor) {
        const std::uint64_t word = reader.next();
        if (word > rows)
            throw InvalidArgument("the chomp catalog file's poison floor is out of range");
        height = static_cast<int>(word);
    }
    std::vector<std::uint64_t> starts(static_cast<std::size_t>(buckets + 1));
    for (std::uint64_t& start : starts)
        start = reader.next();
    std::vector<std::uint16_t> lows(static_cast<std::size_t>(count));
    std::memcpy(lows.data(), bytes.data() + reader.at(), lows.size() * sizeof(std::uint16_t));
    // The constructor checks that the buckets and ranks are in order and add up.
    return ChompCatalog(static_cast<int>(rows), static_cast<int>(cols), std::move(floor), std::move(starts),
                        std::move(lows), rule == ruleWord(PlayRule::Misere) ? PlayRule::Misere : PlayRule::Normal);
}

} // namespace engine
