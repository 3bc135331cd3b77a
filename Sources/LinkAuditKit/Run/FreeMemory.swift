import Foundation

#if canImport(Glibc)
    import Glibc
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
            // `malloc_trim(3)` is a GNU extension the Glibc module does not export: found by name
            // among the process's symbols and called as the C function it is.
            guard let program = dlopen(nil, RTLD_NOW) else { return }
            defer { dlclose(program) }
            guard let symbol = dlsym(program, "malloc_trim") else { return }
            typealias MallocTrim = @convention(c) (Int) -> Int32
            _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        #endif
    }
}
