import LinkAuditExtractors
import LinkAuditModel

// Package.swift defines LINKAUDIT_SWIFT_SOURCES only when it found the toolchain's SwiftSyntax and
// SwiftParser modules (a define, not `canImport`: a stale module left in the build folder by an
// earlier build would satisfy `canImport` yet not be linked).
#if LINKAUDIT_SWIFT_SOURCES
    import LinkAuditSwiftSources
#endif

/// The one way from a file's bytes to its links, for every input format.
///
/// Markdown, HTML and string tables are read by `LinkAuditExtractors`, Swift sources by
/// `LinkAuditSwiftSources` (the only target that links SwiftParser). Nothing else calls an
/// extractor: the auditor, the `links` subcommand and the tests all come through here.
public enum DocumentExtractor {
    /// Reads one file's bytes: Swift sources through SwiftParser (`LinkAuditSwiftSources`), every
    /// other format through `Extractor`. SwiftSyntax is called only when a `.swift` file is read; in a
    /// build without it, a `.swift` file yields ``swiftSourceNotRead(file:)``.
    public static func extract(
        file: String, bytes: [UInt8], format: DocumentFormat,
        options: ExtractionOptions = ExtractionOptions()
    ) -> ExtractedDocument {
        var document: ExtractedDocument
        if format == .swift {
            #if LINKAUDIT_SWIFT_SOURCES
                document = SwiftSourceExtractor.extractDocument(bytes: bytes, file: file, options: options)
            #else
                return swiftSourceNotRead(file: file)
            #endif
        } else {
            document = Extractor.extract(file: file, bytes: bytes, format: format, options: options)
        }
        // What reports and fixes need of the source, counted here, on the text positions count in:
        // no later stage reads the file again. Columns in UTF-16 code units (SARIF's), and where
        // each link's visible text stands (a fix's replacement).
        let plain = isPlainASCII(bytes)
        guard
            !plain || ((format == .markdown || format == .html) && !document.links.isEmpty) || !document.suppressionDirectives.isEmpty
        else { return document }
        let text = plain ? bytes : PositionText.utf8(bytes, format: format, file: file)
        if !plain { document.utf16Columns = UTF16Columns.of(text) }
        // One line index for both, made only when a link may be located: on a page read as UTF-8.
        let lines = document.links.isEmpty || !LinkTextLocator.readAsUTF8(raw: bytes, text: text) ? nil : LineIndex(text)
        // Where suppression comments stand, for the edit that removes what silences nothing.
        if !document.suppressionDirectives.isEmpty {
            SuppressionCommentLocator.locate(&document.suppressionDirectives, text: text, lines: lines ?? LineIndex(text))
        }
        // A string table's places are located as its values are read (`AppCopyTextPlaces`).
        if format == .markdown || format == .html {
            document.linkTextPlaces = LinkTextLocator.places(of: document.links, raw: bytes, text: text, format: format, lines: lines)
        }
        document.linkTitleRemovals = LinkTitleLocator.removals(of: document.links, raw: bytes, text: text, format: format, lines: lines)
        return document
    }

    /// Whether `bytes` are ASCII that every decoding linkaudit applies leaves as they are: no byte
    /// beyond ASCII, no NUL (UTF-16), no escape or shift (ISO-2022), no `~{` (HZ).
    ///
    /// Eight bytes at a time: a word with no byte past ASCII and none of NUL, ESC, SO, SI or `~`
    /// passes whole (SWAR tests); a word with one of them is looked at byte by byte.
    static func isPlainASCII(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            let count = raw.count
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            /// Whether a byte of `word` (ASCII only) is zero.
            func hasZero(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
            func isPlain(_ index: Int) -> Bool {
                let byte = raw[index]
                if byte >= 0x80 || byte == 0 || byte == 0x1B || byte == 0x0E || byte == 0x0F { return false }
                return !(byte == UInt8(ascii: "~") && index + 1 < count && raw[index + 1] == UInt8(ascii: "{"))
            }
            var index = 0
            while index + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if word & highs != 0 { return false }
                // SO (0x0E) and SI (0x0F) differ in their lowest bit only.
                if hasZero(word) || hasZero(word ^ (ones &* 0x1B)) || hasZero((word | ones) ^ (ones &* 0x0F))
                    || hasZero(word ^ (ones &* UInt64(UInt8(ascii: "~"))))
                {
                    for offset in index..<(index + 8) where !isPlain(offset) { return false }
                }
                index += 8
            }
            while index < count {
                if !isPlain(index) { return false }
                index += 1
            }
            return true
        }
    }

    /// Whether this build reads `.swift` files (Package.swift found SwiftSyntax and SwiftParser).
    public static var readsSwiftSources: Bool {
        #if LINKAUDIT_SWIFT_SOURCES
            true
        #else
            false
        #endif
    }

    /// What a `.swift` input yields in a build without SwiftSyntax: no links, and one warning at
    /// line 1 saying it was not read. A warning, not an input error: the build chose to leave Swift
    /// sources out, so the run does not exit 3 for it.
    public static func swiftSourceNotRead(file: String) -> ExtractedDocument {
        ExtractedDocument(
            file: file, format: .swift, warnings: [AuditError(file: file, line: 1, message: "not read: this build has no SwiftSyntax")])
    }
}
