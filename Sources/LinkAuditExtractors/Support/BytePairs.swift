import Foundation

/// Two-byte marks found in a text with `memchr` (`{{`, `{%`, `[[`): a byte loop over every page
/// costs about twelve instructions a byte, and most pages hold no such mark.
enum BytePairs {
    /// The offset of the first `first` byte at or after `start` whose next byte is one of
    /// `seconds`, with at least `room` bytes from it to the end of `bytes` (2 for the pair alone);
    /// `nil` when there is none.
    static func next(_ first: UInt8, followedBy seconds: [UInt8], in bytes: [UInt8], from start: Int, room: Int = 2) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, room >= 2 else { return nil }
            let limit = buffer.count - room + 1
            var offset = start
            while offset < limit, let found = memchr(base + offset, Int32(first), limit - offset) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if seconds.contains(buffer[index + 1]) { return index }
                offset = index + 1
            }
            return nil
        }
    }
}
