#pragma once

#include "engine/Error.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>

namespace engine {

// An array of 64-bit words that starts all zero without writing them: a large
// one comes from calloc, which takes fresh pages from the system already zero,
// so ChompTable's 1.1 GB of outcome bits (18 x 18) cost nothing up front and
// are touched as the walk reaches them, between its stop checks, instead of in
// one unchecked fill. Move-only.
class ZeroedWords {
public:
    ZeroedWords() = default;
    // `count` zero words; throws std::bad_alloc when the memory is not there.
    explicit ZeroedWords(std::size_t count)
        : m_words(static_cast<std::uint64_t*>(std::calloc(count, sizeof(std::uint64_t))))
        , m_count(count)
    {
        if (!m_words && count > 0)
            throw std::bad_alloc();
    }

    [[nodiscard]] bool empty() const { return m_count == 0; }
    [[nodiscard]] std::size_t size() const { return m_count; }
    [[nodiscard]] std::uint64_t* data() { return m_words.get(); }
    [[nodiscard]] const std::uint64_t* data() const { return m_words.get(); }
    std::uint64_t& operator[](std::size_t index) { return m_words[index]; }
    const std::uint64_t& operator[](std::size_t index) const { return m_words[index]; }
    // Frees the words: empty afterwards.
    void release()
    {
        m_words.reset();
        m_count = 0;
    }

private:
    struct Free {
        void operator()(std::uint64_t* words) const { std::free(words); }
    };
    std::unique_ptr<std::uint64_t[], Free> m_words;
    std::size_t m_count = 0;
};

} // namespace engine
