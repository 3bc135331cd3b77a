import Foundation
import LinkAuditModel

extension ExtractionCache {
    /// One stored document and what tells whether it still holds, in a small binary layout
    /// (little-endian): `LACE`, the layout number (UInt32), the key (length-prefixed UTF-8), a byte
    /// saying whether a `stat` follows, the `stat` (five 64-bit numbers), the content hash, the
    /// payload's hash and length, then the payload: the document in `Entry.encoder`'s form (JSON).
    struct Entry {
        /// Bumped whenever the layout or the payload's form changes.
        static let layout: UInt32 = 2
        private static let magic: [UInt8] = Array("LACE".utf8)

        var key: String
        var stat: FileStat?
        var contentHash: ContentHash
        var payload: Data

        /// The payload's form: JSON, which Foundation decodes about 2.6 times as fast as a binary
        /// property list on Linux (measured over 4,000 Swift files: 0.8 s of CPU against 2.0 s),
        /// though it takes twice the room (README, Large runs).
        static var encoder: JSONEncoder { JSONEncoder() }

        init(key: String, stat: FileStat?, contentHash: ContentHash, payload: Data) {
            self.key = key
            self.stat = stat
            self.contentHash = contentHash
            self.payload = payload
        }

        /// The entry in `data` when it is whole, of this layout and for `key`; else `nil`.
        init?(decoding data: Data, key: String) {
            var reader = Reader(bytes: [UInt8](data))
            guard reader.take(4).map(Array.init) == Self.magic, reader.word32() == Self.layout,
                let length = reader.word64(), length <= 1 << 20, let keyBytes = reader.take(Int(length)),
                String(decoding: keyBytes, as: UTF8.self) == key, let hasStat = reader.take(1)?.first
            else { return nil }
            if hasStat == 1 {
                guard let size = reader.word64(), let modified = reader.word64(), let changed = reader.word64(),
                    let inode = reader.word64(), let device = reader.word64()
                else { return nil }
                stat = FileStat(
                    size: Int64(bitPattern: size), modified: Int64(bitPattern: modified), changed: Int64(bitPattern: changed),
                    inode: inode, device: device)
            } else {
                guard hasStat == 0 else { return nil }
                stat = nil
            }
            guard let high = reader.word64(), let low = reader.word64(), let payloadHigh = reader.word64(),
                let payloadLow = reader.word64(), let payloadLength = reader.word64(), payloadLength == reader.remaining,
                let payload = reader.take(Int(payloadLength)),
                ContentHash(of: payload) == ContentHash(high: payloadHigh, low: payloadLow)
            else { return nil }
            self.key = key
            contentHash = ContentHash(high: high, low: low)
            self.payload = Data(payload)
        }

        /// The stored document; `nil` when the payload does not decode.
        func document() -> ExtractedDocument? {
            try? JSONDecoder().decode(ExtractedDocument.self, from: payload)
        }

        /// The entry in its binary layout.
        func encoded() -> Data {
            var bytes = Self.magic
            func append(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
            withUnsafeBytes(of: Self.layout.littleEndian) { bytes += $0 }
            let keyBytes = Array(key.utf8)
            append(UInt64(keyBytes.count))
            bytes += keyBytes
            if let stat {
                bytes.append(1)
                for value in [stat.size, stat.modified, stat.changed] { append(UInt64(bitPattern: value)) }
                append(stat.inode)
                append(stat.device)
            } else {
                bytes.append(0)
            }
            let payloadHash = ContentHash(of: payload)
            for value in [contentHash.high, contentHash.low, payloadHash.high, payloadHash.low, UInt64(payload.count)] {
                append(value)
            }
            return Data(bytes) + payload
        }
    }

    /// Reads an entry front to back; every read past the end is `nil`.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        var remaining: UInt64 { UInt64(bytes.count - offset) }

        mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
            guard count >= 0, count <= bytes.count - offset else { return nil }
            defer { offset += count }
            return bytes[offset..<offset + count]
        }

        mutating func word64() -> UInt64? {
            take(8).map { $0.reversed().reduce(0) { $0 << 8 | UInt64($1) } }
        }

        mutating func word32() -> UInt32? {
            take(4).map { $0.reversed().reduce(0) { $0 << 8 | UInt32($1) } }
        }
    }
}
