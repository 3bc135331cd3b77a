/// A fast 128-bit hash of bytes, for telling whether a file changed since the extraction cache
/// stored it (and whether a cache entry arrived whole). Not cryptographic: it guards against
/// accident, not against someone who writes both the file and the cache.
///
/// Two 64-bit lanes read the input eight bytes at a time (multiply, rotate), then each is mixed
/// with the length and avalanched; about as fast as the disk can deliver the bytes.
struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    var high: UInt64
    var low: UInt64

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The hash of `bytes`.
    init(_ bytes: UnsafeRawBufferPointer) {
        let count = bytes.count
        var a: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(count)
        var b: UInt64 = 0x1319_8A2E_0370_7344 &+ UInt64(count)
        var offset = 0
        while offset + 8 <= count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            a = Self.rotate((a ^ word) &* 0x9E37_79B9_7F4A_7C15, 31)
            b = Self.rotate((b &+ word) &* 0xC2B2_AE3D_27D4_EB4F, 27) ^ a
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        a = Self.avalanche(a ^ tail ^ 0xA409_3822_299F_31D0)
        b = Self.avalanche(b ^ tail &+ a)
        high = a
        low = b
    }

    /// The hash of a byte collection (an array, a `Data`, a string's UTF-8).
    init(of bytes: some Collection<UInt8>) {
        if let hash = bytes.withContiguousStorageIfAvailable({ Self(UnsafeRawBufferPointer($0)) }) {
            self = hash
        } else {
            self = Array(bytes).withUnsafeBytes { Self($0) }
        }
    }

    /// 32 lowercase hexadecimal digits, `high`'s then `low`'s, each zero-padded to 16 (an entry's
    /// file name: written digit by digit, as joining padded pieces cost 4% of a cached re-run).
    var description: String {
        String(unsafeUninitializedCapacity: 32) { buffer in
            for place in 0..<32 {
                let nibble = UInt8((place < 16 ? high : low) >> UInt64(60 - 4 * (place % 16)) & 0xF)
                buffer[place] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
            }
            return 32
        }
    }

    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 { (value << count) | (value >> (64 - count)) }

    /// MurmurHash3's 64-bit finalizer: every input bit flips each output bit with probability ½.
    private static func avalanche(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }
}
