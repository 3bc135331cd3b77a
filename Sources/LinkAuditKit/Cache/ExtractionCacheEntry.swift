import Foundation
import LinkAuditExtractors
import LinkAuditModel

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

extension ExtractionCache {
    /// One stored document and what tells whether it still holds, in a small binary layout
    /// (little-endian): `LACE`, the layout number (UInt32), the key (`Key.encoded`, length-prefixed), the
    /// file's `stat` (a byte saying whether one follows, then five 64-bit numbers), the content hash,
    /// the number of other files the extraction read and, for each, its path (length-prefixed) and
    /// `stat` as above, the payload's hash and length, then the payload: the document in
    /// `CacheWriter`'s form.
    struct Entry {
        /// Bumped whenever the layout, the key's encoding or the payload's form changes (5: the key
        /// became `Key`, its fields each written whole, where 4 held options in their debug text;
        /// Markdown documents carry `markdownAnchors` instead of their anchors; 6: documents carry
        /// their `utf16Columns`; 7: Markdown and HTML pages their `linkTextPlaces`; 8: the payload
        /// is `CacheWriter`'s hand-written form, not `CompactEncoder`'s; 9: documents carry what
        /// they did not understand, and a Swift link's unknown name is `NameSource.unknown`; 10:
        /// Swift documents carry their URL-opening functions, and openers and rows their calls to
        /// other files'; 11: tap-gesture links, `SwiftLinkCode.isTapGesture`, and the key wrappers' parts,
        /// `URLExpression.Part.argument`; 12: `SwiftLinkCode.buttonLinkTraitAt`; 13:
        /// `SwiftLinkCode.presentedWrapper` and `.repeatsControl`, `URLConstant.selfCases`,
        /// `URLOpener.presenterUnknown`; 14: a control's pending calls in one link,
        /// `SwiftLinkCode.pendingCalls`; 15: and in one opener, `URLOpener.pendingCalls`, each
        /// with its `PendingURLCall.callee`; 16: controls setting a handed binding,
        /// `SwiftLinkCode.pendingPresentation`, `URLOpener.presentedInFile`, `.presentedItem` and
        /// `.presentedMember`, and `ExtractedDocument.unreachedOpenings`; 17: the key's wikilink
        /// vault and MDX reading, and wikilinks, `LinkSyntax.wikilink`; 18: footnotes,
        /// `LinkSyntax.footnote`, hero actions, names without template code, CSS-hidden text,
        /// italic and size cues, GitHub's heading anchors; 19: `linkTitleRemovals`; 20: HTML code text, `Link.isCodeText`,
        /// `SwiftLinkCode.buttonTraitRemoval` and `SuppressionDirective.comment`; 21: link text and
        /// title places of pages in legacy charsets; 22: references on UTF-8 pages that declare
        /// another charset; 23: no link inside `<title>` or `<textarea>`; 24: link text places in
        /// string-table values, `LinkTextPlace.quoting`; XML positions after a CDATA section; a
        /// String Catalog key written twice read in its last copy; 25: Android string resources,
        /// `LinkSyntax.markedSpan`, `RenderTarget.android`, `ExtractionOptions.sourceLanguage`; 26:
        /// gettext catalogs and Flutter bundles, Python's `%(name)s` as a placeholder, translator
        /// comments cut at 2,000 bytes; 27: web message files, `<a>` without `href` in app copy,
        /// Markdown destinations holding control characters; 28: an app scope per platform,
        /// `ScopeID.app` named, `ExtractionOptions.linkMarkers` in the key; 29: keys over 4,096 bytes
        /// cut, `BoundedKey`).
        static let layout: UInt32 = 29
        private static let magic: [UInt8] = Array("LACE".utf8)

        var key: Key
        var stat: FileStat?
        var contentHash: ContentHash
        /// The other files the extraction read (`ExtractedDocument.inputsRead`), each with its `stat`
        /// then (`nil`: not known, so the entry is stale once any is checked).
        var inputs: [(path: String, stat: FileStat?)] = []
        var payload: ArraySlice<UInt8>

        init(key: Key, stat: FileStat?, contentHash: ContentHash, inputs: [(path: String, stat: FileStat?)], payload: ArraySlice<UInt8>) {
            self.key = key
            self.stat = stat
            self.contentHash = contentHash
            self.inputs = inputs
            self.payload = payload
        }

        /// The entry in `bytes` when it is whole, of this layout and for `key` (any key when `nil`);
        /// else `nil`.
        init?(decoding bytes: [UInt8], key: Key?) {
            var reader = Reader(bytes: bytes)
            guard reader.take(4).map(Array.init) == Self.magic, reader.word32() == Self.layout,
                let keyLength = reader.word64(), keyLength <= 1 << 22, let keyBytes = reader.take(Int(keyLength)),
                let stored = Key(decoding: keyBytes), key == nil || stored == key, let stat = reader.stat()
            else { return nil }
            self.key = stored
            self.stat = stat
            guard let high = reader.word64(), let low = reader.word64(), let count = reader.word64(), count <= reader.remaining
            else { return nil }
            for _ in 0..<count {
                guard let path = reader.text(), let stat = reader.stat() else { return nil }
                inputs.append((path, stat))
            }
            guard let payloadHigh = reader.word64(), let payloadLow = reader.word64(), let payloadLength = reader.word64(),
                payloadLength == reader.remaining, let payload = reader.take(Int(payloadLength)),
                ContentHash(of: payload) == ContentHash(high: payloadHigh, low: payloadLow)
            else { return nil }
            contentHash = ContentHash(high: high, low: low)
            self.payload = payload
        }

        /// The bytes of the entry file at `path`, read in one go into an array of its size (an entry
        /// is a regular file this cache wrote); `nil` when it cannot be read whole.
        static func bytes(at path: String) -> [UInt8]? { wholeRegularFile(at: path) }

        /// The stored document; `nil` when the payload does not decode.
        func document() -> ExtractedDocument? {
            try? CacheReader.decode(ExtractedDocument.self, from: payload)
        }

        /// The entry in its binary layout.
        func encoded() -> [UInt8] {
            var bytes = Self.magic
            func append(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
            func append(_ text: String) {
                append(UInt64(text.utf8.count))
                bytes += text.utf8
            }
            func append(_ stat: FileStat?) {
                guard let stat else { return bytes.append(0) }
                bytes.append(1)
                for value in [stat.size, stat.modified, stat.changed] { append(UInt64(bitPattern: value)) }
                append(stat.inode)
                append(stat.device)
            }
            withUnsafeBytes(of: Self.layout.littleEndian) { bytes += $0 }
            let keyBytes = key.encoded
            append(UInt64(keyBytes.count))
            bytes += keyBytes
            append(stat)
            append(contentHash.high)
            append(contentHash.low)
            append(UInt64(inputs.count))
            for input in inputs {
                append(input.path)
                append(input.stat)
            }
            let payloadHash = ContentHash(of: payload)
            for value in [payloadHash.high, payloadHash.low, UInt64(payload.count)] { append(value) }
            return bytes + payload
        }
    }

    /// Reads an entry or a key front to back; every read past the end is `nil`.
    struct Reader {
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

        /// A length-prefixed UTF-8 text of at most 1 MB.
        mutating func text() -> String? {
            guard let length = word64(), length <= 1 << 20, let bytes = take(Int(length)) else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// A `stat` after a byte saying whether it is there: `.some(nil)` when it is not, `nil` when
        /// the bytes are damaged.
        mutating func stat() -> FileStat?? {
            switch take(1)?.first {
            case 0: return .some(nil)
            case 1:
                guard let size = word64(), let modified = word64(), let changed = word64(), let inode = word64(),
                    let device = word64()
                else { return nil }
                return FileStat(
                    size: Int64(bitPattern: size), modified: Int64(bitPattern: modified), changed: Int64(bitPattern: changed),
                    inode: inode, device: device)
            default: return nil
            }
        }

        mutating func word32() -> UInt32? {
            take(4).map { $0.reversed().reduce(0) { $0 << 8 | UInt32($1) } }
        }
    }
}

/// The bytes of the regular file at `path`, read in one go into an array of its size; `nil` when
/// it is not a regular file or cannot be read whole.
private func wholeRegularFile(at path: String) -> [UInt8]? {
    let descriptor = PathText.withCPath(text: path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0, info.st_size < 1 << 30
    else { return nil }
    let size = Int(info.st_size)
    var whole = false
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
        while initialized < size {
            let count = read(descriptor, buffer.baseAddress! + initialized, size - initialized)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            initialized += count
        }
        whole = initialized == size
    }
    return whole ? bytes : nil
}
