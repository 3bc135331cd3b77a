import LinkAuditExtractors
import LinkAuditModel
internal import SwiftParser
internal import SwiftSyntax

/// Reads the links of one Swift source file with the toolchain's SwiftParser (see `docs/model.md`, Inputs):
/// SwiftUI `Link` controls (standalone), Markdown links in `Text("…")`, `AttributedString(markdown: "…")`
/// and `AttributedString(localized: "…")` literals (inline), `AttributedString` and UIKit
/// `NSAttributedString` runs whose `.link` (or `.inlineLink`) is set (inline), and the calls that
/// show string-table keys (`LocalizedKeyUse`). Every link gets render `swiftui` (unless overridden)
/// and scope `app`.
///
/// Positions are 1-based lines and 1-based UTF-8 byte columns from the file's `LineIndex`; spans end
/// on their last byte (inclusive). In-place suppressions are
/// `//` and `/* */` comments (`SwiftSuppressionComments`).
package enum SwiftSourceExtractor {
    /// Parses one Swift file and reads its links.
    ///
    /// A file SwiftParser cannot read fully still gives the links before the first error, and an
    /// `AuditError` at that error's line and column. Code nested too deeply for SwiftParser
    /// (`SwiftNestingGuard`: a stack overflow, or time doubling with each level) is an `AuditError` at
    /// the bracket that passed the limit; that bracket's contents are not read, the rest of the file is.
    /// SwiftParser and the visitors run on a thread with a large stack (`LargeStackThread`).
    ///
    /// - Parameters:
    ///   - bytes: the file's raw bytes (UTF-8).
    ///   - file: the path relative to the working directory, as reports show it.
    ///   - options: the render target override, if any.
    /// - Returns: the links, markup problems of Markdown in literals, controls that open URLs, and the
    ///   constants that may hold URLs (resolved across the run by the auditor).
    package static func extractDocument(bytes: [UInt8], file: String, options: ExtractionOptions = ExtractionOptions()) -> ExtractedDocument
    {
        var document = ExtractedDocument(file: file, format: .swift)
        guard let text = SourceText.utf8(bytes, kind: "Swift", reportingTo: &document) else { return document }
        return LargeStackThread.run { [document] in read(text, into: document, file: file, options: options) }
    }

    /// Reads `text`, the file's UTF-8 bytes, into `document`: on the large-stack thread.
    private static func read(_ text: [UInt8], into document: ExtractedDocument, file: String, options: ExtractionOptions)
        -> ExtractedDocument
    {
        var document = document
        let lineIndex = LineIndex(text)
        let nesting = SwiftNestingGuard(text)
        let tree = nesting.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        // A parse error after too-deep nesting comes from the blanked part: the nesting is the error.
        if tree.hasError, let offset = FirstParseError.offset(in: tree), offset < nesting.firstViolation?.offset ?? Int.max {
            let position = SourceLocationConverter(fileName: file, tree: tree).location(for: AbsolutePosition(utf8Offset: offset))
            let line = max(position.line, 1)
            let column = max(position.column, 1)
            if let marker = TemplateFragment.marker(near: offset, in: text, lineIndex: lineIndex) {
                document.errors.append(
                    AuditError(
                        file: file, line: line, column: column,
                        message:
                            "not Swift: a template fragment (its \(marker) tags are Stencil, Sourcery or ERB syntax), so its links from here on are not read; if it is not shipped code, exclude it (--exclude '\(file)', or exclude: in .linkaudit.yml)"
                    ))
                document.notUnderstood.append(
                    NotUnderstood(
                        kind: .notSwift, file: file, position: SourcePosition(line: line, utf8Column: column),
                        detail: "a .swift file that is a template (\(marker) tags)"))
            } else {
                document.errors.append(
                    AuditError(
                        file: file, line: line, column: column,
                        message:
                            "Swift code that SwiftParser could not read (a syntax error, or nesting deeper than SwiftParser allows): links from here on may be missing"
                    ))
            }
        }
        if let violation = nesting.firstViolation {
            let position = lineIndex.position(ofByte: violation.offset)
            document.errors.append(AuditError(file: file, line: position.line, column: position.utf8Column, message: violation.message))
        }
        document.suppressionDirectives = SwiftSuppressionComments.directives(text: text, tree: tree, lineIndex: lineIndex)
        let visitor = SwiftLinkVisitor(
            file: file, tree: tree, lineIndex: lineIndex,
            builder: EmbeddedLinkBuilder(file: file, format: .swift, scope: ScopeID(platform: .apple), options: options))
        visitor.mayAssignURLProperty = ["URL = ", "Url = ", ".url = "].contains { ASCII.contains(Array($0.utf8), in: text) }
        visitor.walk(tree)
        // Only a file that binds (`Binding`, `$flag`) hands a presentation's state to another.
        let binds = text.contains(UInt8(ascii: "$")) || ASCII.contains(Array("Binding".utf8), in: text)
        if binds { visitor.handedPresentationLinks() }
        document.links = visitor.links
        // A walk of the whole tree, asked only of a file with an `NSAttributedString` link.
        if document.links.contains(where: { $0.swiftCode?.attributedKind == .nsAttributedString }) {
            let attributes = LinkTextAttributes(tree)
            for index in document.links.indices where document.links[index].swiftCode?.attributedKind == .nsAttributedString {
                if attributes.underlinesEveryShownLink { document.links[index].swiftCode?.textViewUnderlinesLinks = true }
                document.links[index].style = visitor.textViewStyle(document.links[index], attributes: attributes)
            }
        }
        document.problems = visitor.problems
        document.links.sort {
            ($0.span?.start ?? SourcePosition(line: 1, utf8Column: 1)) < ($1.span?.start ?? SourcePosition(line: 1, utf8Column: 1))
        }
        document.urlOpeners = visitor.urlOpeners.filter { $0.pendingCalls == nil }
        document.pendingURLOpeners = visitor.urlOpeners.filter { $0.pendingCalls != nil }
        // Only a file that names `URL` (a parameter's type, `URL(string:)`, `openURL`) or calls
        // `.open(` or `SFSafariViewController` declares a function that opens one; or one whose
        // action cases hand the call on (`case .openTopic(let id): coordinator?.show(topic: id)`).
        // Any other file may still hand an action it computes to another file's function
        // (`SwiftLinkVisitor.actionHandoffs`).
        let mayOpen =
            !visitor.actionSwitches.isEmpty
            || ["URL", ".open(", "SFSafariViewController", "ASWebAuthenticationSession"].contains(where: {
                ASCII.contains(Array($0.utf8), in: text)
            })
        document.urlOpeningFunctions = visitor.urlOpeningFunctions(handoffsOnly: !mayOpen)
        if mayOpen {
            document.unreachedOpenings = visitor.unreachedOpenings()
            document.urlOpeningFunctions += visitor.observedStateFunctions
        }
        document.urlWrappers = visitor.urlWrappers
        if binds {
            document.controlSetBindings = visitor.presentationTriggers.controlSetBindings()
        }
        document.localizedKeyUses = visitor.keyUses
        document.urlConstants = URLConstantCollector.constants(in: tree, file: file)
        return document
    }
}
