#pragma once

#include <algorithm>
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
// atomic integers may be stored. Blocks of 256 MiB or more are fresh anonymous
// mappings, whose pages the system zeroes when they are first touched: a table
// of gigabytes is allocated at once, its owner faults it in a step at a time
// (faultIn) so that a stop is heard meanwhile, and freeing it gives the memory
// back at once. Smaller blocks come from the heap and are zeroed here.
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
        if (bytes >= kFreshMappingBytes)
            return static_cast<T*>(allocateZeroedPages(bytes));
        // Smaller blocks come from the heap, which reuses the memory of the solvers before.
        const std::size_t alignment = alignmentFor(count);
        void* block = ::operator new(bytes, std::align_val_t{alignment});
#if defined(__linux__) && defined(MADV_HUGEPAGE)
        if (alignment == kHugePage)
            madvise(block, bytes, MADV_HUGEPAGE); // a hint: failure only costs speed
#endif
        std::memset(block, 0, bytes);
        return static_cast<T*>(block);
    }
    void deallocate(T* block, std::size_t count) noexcept
    {
        const std::size_t bytes = roundedBytes(count);
        if (bytes >= kFreshMappingBytes)
            freePages(block, bytes);
        else
            ::operator delete(block, std::align_val_t{alignmentFor(count)});
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

    // Has the system back `count` elements from `block` (a block of this
    // allocator) with memory now, leaving their contents as they are, a step of
    // kFaultStep bytes at a time with `between()` called before each (it may
    // throw, to stop): a table about to be probed at random all over is
    // faulted in with its huge pages at once rather than a page per probe.
    template <typename Between>
    static void faultIn(T* block, std::size_t count, Between&& between)
    {
        auto* const bytes = reinterpret_cast<unsigned char*>(block);
        const std::size_t size = count * sizeof(T);
        for (std::size_t from = 0; from < size; from += kFaultStep) {
            between();
            const std::size_t length = std::min(kFaultStep, size - from);
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
            if (alignmentFor(count) == kHugePage && madvise(bytes + from, length, MADV_POPULATE_WRITE) == 0)
                continue;
#endif
            for (std::size_t page = 0; page < length; page += kSmallPage)
                std::atomic_ref<unsigned char>(bytes[from + page]).fetch_or(0, std::memory_order_relaxed);
        }
    }

    template <typename U>
    bool operator==(const HugePageAllocator<U>&) const noexcept
    {
        return true;
    }

private:
    static constexpr std::size_t kHugePage = std::size_t{2} << 20;
    static constexpr std::size_t kCacheLine = 64;
    static constexpr std::size_t kSmallPage = 4096;
    static constexpr std::size_t kFaultStep = std::size_t{64} << 20;
    // Blocks this large are fresh mappings (zeroed by the system as they are faulted in).
    static constexpr std::size_t kFreshMappingBytes = std::size_t{256} << 20;

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
