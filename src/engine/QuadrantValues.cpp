#include "engine/QuadrantValues.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define GRUNDYGRID_HAVE_AVX2_KERNEL 1
#include <immintrin.h>
#endif

namespace engine {

namespace {

std::uint64_t lowValuesPlain(const std::uint16_t* left, const std::uint16_t* right, std::size_t first,
                             std::size_t last)
{
    std::uint64_t low = 0;
    for (std::size_t j = first; j < last; ++j) {
        const unsigned value = left[j] ^ right[j];
        low |= value < 64 ? std::uint64_t{1} << value : 0;
    }
    return low;
}

#ifdef GRUNDYGRID_HAVE_AVX2_KERNEL
// AVX2 shifts each 64-bit lane by its own count, and a count of 64 or more
// yields 0: exactly the marking, four moves at a time. The compilers do not
// find this by themselves.
__attribute__((target("avx2"))) std::uint64_t lowValuesAvx2(const std::uint16_t* left, const std::uint16_t* right,
                                                             std::size_t first, std::size_t last)
{
    const __m256i one = _mm256_set1_epi64x(1);
    __m256i marks = _mm256_setzero_si256();
    std::size_t j = first;
    for (; j + 4 <= last; j += 4) {
        const __m128i l = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(left + j));
        const __m128i r = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(right + j));
        marks = _mm256_or_si256(marks, _mm256_sllv_epi64(one, _mm256_cvtepu16_epi64(_mm_xor_si128(l, r))));
    }
    const __m128i halves = _mm_or_si128(_mm256_castsi256_si128(marks), _mm256_extracti128_si256(marks, 1));
    const auto low = static_cast<std::uint64_t>(_mm_cvtsi128_si64(halves))
        | static_cast<std::uint64_t>(_mm_extract_epi64(halves, 1));
    return low | lowValuesPlain(left, right, j, last);
}
#endif

} // namespace

LowValues lowValuesKernel()
{
#ifdef GRUNDYGRID_HAVE_AVX2_KERNEL
    if (__builtin_cpu_supports("avx2"))
        return &lowValuesAvx2;
#endif
    return &lowValuesPlain;
}

} // namespace engine
