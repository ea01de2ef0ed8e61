#pragma once

#include <cstddef>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace engine::rectangles {

// A std::allocator replacement for big tables probed at random (the memo):
// blocks of 2 MiB or more are aligned to 2 MiB and, on Linux, marked for
// transparent huge pages, so a look-up costs no page-table walk on top of its
// cache miss. Smaller blocks are plain cache-line aligned ones.
template <typename T>
class HugePageAllocator {
public:
    using value_type = T;

    HugePageAllocator() = default;
    template <typename U>
    explicit HugePageAllocator(const HugePageAllocator<U>&) noexcept
    {
    }

    [[nodiscard]] T* allocate(std::size_t count)
    {
        const std::size_t alignment = alignmentFor(count);
        void* block = ::operator new(roundedBytes(count), std::align_val_t{alignment});
#if defined(__linux__) && defined(MADV_HUGEPAGE)
        if (alignment == kHugePage)
            madvise(block, roundedBytes(count), MADV_HUGEPAGE); // a hint: failure only costs speed
#endif
        return static_cast<T*>(block);
    }
    void deallocate(T* block, std::size_t count) noexcept
    {
        ::operator delete(block, std::align_val_t{alignmentFor(count)});
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
};

} // namespace engine::rectangles
