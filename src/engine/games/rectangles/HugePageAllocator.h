#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <type_traits>
#include <utility>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace engine::rectangles {

// A std::allocator replacement for big tables probed at random (the memo):
// blocks of 2 MiB or more are aligned to 2 MiB and, on Linux, marked for
// transparent huge pages, so a look-up costs no page-table walk on top of its
// cache miss. Smaller blocks are plain cache-line aligned ones.
//
// Every block comes zeroed, and a value-initialised element is left as those
// zero bytes (construct() without arguments does nothing), so only integers and
// atomic integers may be stored. Big blocks are fresh anonymous mappings, whose
// pages the kernel zeroes when they are first touched: a table of gigabytes is
// allocated at once, and a search that is stopped early never pays for the
// pages it did not reach (nor does its stop wait for them).
// Types whose value-initialised object is all zero bytes.
template <typename T>
inline constexpr bool kZeroBytesAreZero = std::is_integral_v<T>;
template <typename T>
inline constexpr bool kZeroBytesAreZero<std::atomic<T>> = std::is_integral_v<T>;

template <typename T>
class HugePageAllocator {
    static_assert(kZeroBytesAreZero<T>, "a value-initialised element must be all zero bytes");

public:
    using value_type = T;

    HugePageAllocator() = default;
    template <typename U>
    explicit HugePageAllocator(const HugePageAllocator<U>&) noexcept
    {
    }

    [[nodiscard]] T* allocate(std::size_t count)
    {
        const std::size_t bytes = roundedBytes(count);
        if (alignmentFor(count) == kHugePage)
            return static_cast<T*>(allocateZeroedPages(bytes));
        void* block = ::operator new(bytes, std::align_val_t{kCacheLine});
        std::memset(block, 0, bytes);
        return static_cast<T*>(block);
    }
    void deallocate(T* block, std::size_t count) noexcept
    {
        if (alignmentFor(count) == kHugePage)
            freePages(block, roundedBytes(count));
        else
            ::operator delete(block, std::align_val_t{kCacheLine});
    }

    // Value-initialisation: the block is zero already.
    template <typename U>
    void construct(U*) noexcept
    {
    }
    template <typename U, typename First, typename... Rest>
    void construct(U* element, First&& first, Rest&&... rest)
    {
        ::new (static_cast<void*>(element)) U(std::forward<First>(first), std::forward<Rest>(rest)...);
    }

    template <typename U>
    bool operator==(const HugePageAllocator<U>&) const noexcept
    {
        return true;
    }

private:
    static constexpr std::size_t kHugePage = std::size_t{2} << 20;
    static constexpr std::size_t kCacheLine = 64;

    [[nodiscard]] static std::size_t alignmentFor(std::size_t count)
    {
        return count * sizeof(T) >= kHugePage ? kHugePage : kCacheLine;
    }
    // Whole huge pages, so that madvise covers the block exactly.
    [[nodiscard]] static std::size_t roundedBytes(std::size_t count)
    {
        const std::size_t alignment = alignmentFor(count);
        return (count * sizeof(T) + alignment - 1) / alignment * alignment;
    }

    // `bytes` (whole huge pages) of zeroed memory aligned to a huge page.
    [[nodiscard]] static void* allocateZeroedPages(std::size_t bytes)
    {
#if defined(__linux__)
        // A huge page more than needed, then the ends cut off, leaves an aligned block.
        const std::size_t mapped = bytes + kHugePage;
        void* const area = mmap(nullptr, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (area == MAP_FAILED)
            throw std::bad_alloc();
        const auto start = reinterpret_cast<std::uintptr_t>(area);
        const std::uintptr_t aligned = (start + kHugePage - 1) / kHugePage * kHugePage;
        if (aligned != start)
            munmap(area, aligned - start);
        if (const std::size_t tail = start + mapped - (aligned + bytes); tail != 0)
            munmap(reinterpret_cast<void*>(aligned + bytes), tail);
        void* const block = reinterpret_cast<void*>(aligned);
#if defined(MADV_HUGEPAGE)
        madvise(block, bytes, MADV_HUGEPAGE); // a hint: failure only costs speed
#endif
        return block;
#else
        void* block = ::operator new(bytes, std::align_val_t{kHugePage});
        std::memset(block, 0, bytes);
        return block;
#endif
    }
    static void freePages(void* block, std::size_t bytes) noexcept
    {
#if defined(__linux__)
        munmap(block, bytes);
#else
        ::operator delete(block, std::align_val_t{kHugePage});
        (void)bytes;
#endif
    }
};

} // namespace engine::rectangles
