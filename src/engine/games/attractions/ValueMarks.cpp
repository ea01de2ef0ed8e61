#include "engine/games/attractions/ValueMarks.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define GRUNDYGRID_HAVE_AVX2_KERNEL 1
#include <immintrin.h>
#endif

namespace engine {

namespace {

void markValuesPlain(const ValueMarks& runs)
{
    for (std::size_t w = 0; w < runs.words; ++w) {
        const std::uint64_t base = 64 * w;
        for (std::size_t s = 0; s < runs.starts; ++s) {
            const std::uint64_t left = runs.lefts[s];
            std::uint64_t* const marks = runs.marks + w * runs.planeSize + runs.rows[s];
            for (std::size_t k = 0; k < runs.count; ++k) {
                const std::uint64_t shift = (left ^ runs.rights[k]) - base; // wraps below the word
                marks[k] |= shift < 64 ? std::uint64_t{1} << shift : 0;
            }
        }
    }
}

#ifdef GRUNDYGRID_HAVE_AVX2_KERNEL
// AVX2 shifts each 64-bit lane by its own count, and a count of 64 or more
// yields 0: exactly the marking. The compilers do not find this by themselves.
__attribute__((target("avx2"))) void markValuesAvx2(const ValueMarks& runs)
{
    const __m256i one = _mm256_set1_epi64x(1);
    for (std::size_t w = 0; w < runs.words; ++w) {
        const __m256i base = _mm256_set1_epi64x(static_cast<long long>(64 * w));
        for (std::size_t s = 0; s < runs.starts; ++s) {
            const __m256i left = _mm256_set1_epi64x(static_cast<long long>(runs.lefts[s]));
            std::uint64_t* const marks = runs.marks + w * runs.planeSize + runs.rows[s];
            for (std::size_t k = 0; k < runs.count; k += ValueMarks::kValueLanes) {
                const __m256i right = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(runs.rights + k));
                const __m256i shift = _mm256_sub_epi64(_mm256_xor_si256(right, left), base);
                auto* const target = reinterpret_cast<__m256i*>(marks + k);
                _mm256_storeu_si256(target,
                                    _mm256_or_si256(_mm256_loadu_si256(target), _mm256_sllv_epi64(one, shift)));
            }
        }
    }
}
#endif

} // namespace

void markValues(const ValueMarks& runs)
{
#ifdef GRUNDYGRID_HAVE_AVX2_KERNEL
    static const bool avx2 = __builtin_cpu_supports("avx2");
    if (avx2) {
        markValuesAvx2(runs);
        return;
    }
#endif
    markValuesPlain(runs);
}

} // namespace engine
