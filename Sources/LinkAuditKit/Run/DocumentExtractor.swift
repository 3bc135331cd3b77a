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
        guard !plain || ((format == .markdown || format == .html) && !document.links.isEmpty) else { return document }
        let text = plain ? bytes : PositionText.utf8(bytes, format: format, file: file)
        if !plain { document.utf16Columns = UTF16Columns.of(text) }
        document.linkTextPlaces = LinkTextLocator.places(of: document.links, raw: bytes, text: text, format: format)
        return document
    }

    /// Whether `bytes` are ASCII that every decoding linkaudit applies leaves as they are: no byte
    /// beyond ASCII, no NUL (UTF-16), no escape or shift (ISO-2022), no `~{` (HZ).
    static func isPlainASCII(_ bytes: [UInt8]) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte >= 0x80 || byte == 0 || byte == 0x1B || byte == 0x0E || byte == 0x0F { return false }
            if byte == UInt8(ascii: "{"), previous == UInt8(ascii: "~") { return false }
            previous = byte
        }
        return true
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
