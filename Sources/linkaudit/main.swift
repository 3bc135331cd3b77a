import Foundation
import LinkAuditKit

#if canImport(Glibc)
    // glibc's `mallopt(3)`, which the Glibc module does not export.
    @_silgen_name("mallopt") func mallopt(_ parameter: Int32, _ value: Int32) -> Int32

    // glibc keeps freed memory for reuse: a fixed mmap threshold (M_MMAP_THRESHOLD, -3) gives
    // large blocks (a file's bytes, a parse tree) back to the system when they are freed, a low
    // trim threshold (M_TRIM_THRESHOLD, -1) returns the top of the heap, and two arenas
    // (M_ARENA_MAX, -8) keep each worker thread from holding a heap of its own (issue 12, item 2).
    _ = mallopt(-3, 128 * 1024)
    _ = mallopt(-1, 128 * 1024)
    _ = mallopt(-8, 2)
#endif

exit(CommandLine.run())
