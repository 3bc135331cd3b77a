#if canImport(Glibc)
    // glibc's `malloc_trim(3)`, which the Glibc module does not export.
    @_silgen_name("malloc_trim") private func mallocTrim(_ pad: Int) -> Int32
#endif

/// The allocator's free memory, given back to the system at a turn of the run (issue 22).
enum FreeMemory {
    /// Gives back the pages glibc holds free in any of its arenas (`malloc_trim(0)`). Called where
    /// much was just let go: once every document is extracted, what the documents in flight took
    /// is free, mostly in the worker threads' arena, where the main thread's allocations that
    /// follow cannot use it, so that resident memory would otherwise grow past it; and once the
    /// audit is over, what it held besides its result (some 25 MB on `../shared/corpus`) is free
    /// before the reports are made. Does nothing on other C libraries.
    static func release() {
        #if canImport(Glibc)
            _ = mallocTrim(0)
        #endif
    }
}
