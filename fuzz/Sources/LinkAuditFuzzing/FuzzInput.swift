import LinkAuditExtractors
import LinkAuditKit
@_exported import LinkAuditModel
import LinkAuditReporters

/// What every fuzz target does with one input: the bytes go through `DocumentExtractor.extract` as
/// the target's format, then the rules (`Auditor.evaluate`) and the text and JSON reporters run on
/// the result, and the positions are checked against the input.
///
/// A crash, a trap (a `precondition` such as "positions are 1-based", an index out of range), an
/// AddressSanitizer report, a timeout (`-timeout`) or a memory blow-up (`-rss_limit_mb`) is what
/// libFuzzer keeps as a finding.
public enum FuzzInput {
    /// Runs one input; always returns 0 (libFuzzer's "keep going").
    ///
    /// - Parameters:
    ///   - data: the input's bytes; `size` of them (`data` may be any pointer when `size` is 0).
    ///   - format: the extractor to feed; the file is named `fuzz.EXT` after it.
    ///   - reading: how the file is read: as written (`.plain`), a Markdown page read as MDX (a
    ///     Docusaurus site's `.md`), or a Markdown note of an Obsidian vault (wikilinks read).
    public static func run(_ data: UnsafePointer<UInt8>?, _ size: Int, format: DocumentFormat, reading: Reading = .plain) -> Int32 {
        let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
        let file = "fuzz." + fileExtension(format)
        var options = ExtractionOptions()
        switch reading {
        case .plain: break
        case .mdx: options.readsMarkdownAsMDX = true
        case .obsidianVault:
            options.wikilinks = WikilinkVault(dialect: .obsidian, folder: "", notes: ["fuzz.md", "Other note.md", "sub/Page.md"])
        }
        // Names a configuration marks links with (`linkMarkers`): annotation types, tags, placeholders.
        if [.androidStrings, .arb, .messageJSON].contains(format) { options.linkMarkers = ["privacy", "terms", "termslink"] }
        let document = DocumentExtractor.extract(file: file, bytes: bytes, format: format, options: options)
        let result = Auditor(configuration: Configuration(), workingDirectory: "/").evaluate(documents: [document], files: [file])
        _ = TextReporter.render(result)
        _ = JSONReporter.render(result)
        checkPositions(document, result, in: bytes)
        return 0
    }

    /// How a target's inputs are read, beyond their format.
    public enum Reading: Sendable {
        case plain, mdx, obsidianVault
    }

    static func fileExtension(_ format: DocumentFormat) -> String {
        switch format {
        case .markdown: "md"
        case .html: "html"
        case .strings: "strings"
        case .stringsdict: "stringsdict"
        case .xcstrings: "xcstrings"
        case .xliff: "xliff"
        case .androidStrings: "xml"
        case .gettext: "po"
        case .arb: "arb"
        case .messageJSON: "json"
        case .swift: "swift"
        case .colorset: "colorset"
        case .designTokens: "tokens.json"
        case .xcodeProject: "pbxproj"
        }
    }

    /// Every line a link or finding names exists in the input. The bound counts each `\n` and `\r`
    /// byte as a line break, so it holds for UTF-16 files and legacy encodings too (it is an upper
    /// bound, not the exact count): a position past it was computed wrongly. Columns count UTF-8
    /// bytes of the decoded text, which for a UTF-16 or legacy-encoded file may be up to three per
    /// input byte (the first finding of this harness: `FuzzRegressionTests`).
    static func checkPositions(_ document: ExtractedDocument, _ result: AuditResult, in bytes: [UInt8]) {
        let lineBound = bytes.reduce(1) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) }
        for link in document.links {
            guard let span = link.span else { continue }
            precondition(span.end.line <= lineBound, "link ends on line \(span.end.line) of at most \(lineBound)")
            precondition(span.start.utf8Column <= 3 * bytes.count + 1, "link starts at column \(span.start.utf8Column)")
        }
        for finding in result.findings {
            if let line = finding.line {
                precondition(line >= 1 && line <= lineBound, "finding on line \(line) of at most \(lineBound)")
            }
            if let column = finding.column { precondition(column >= 1, "finding at column \(column)") }
        }
    }
}
