import LinkAuditModel

/// Extracts links from HTML with libxml2's HTML parser (recover mode, no network).
///
/// libxml2 decides what the document's tree is; the source bytes decide where each link is
/// (`HTMLSourceScanner`, `HTMLAnchorLocator`): libxml2 only reports line numbers.
/// `HTMLLinkCollector` assembles the links, with `HTMLAccessibleName` and `HTMLContextBlocks`.
/// Positions are 1-based lines and 1-based UTF-8 byte columns of the decoded text (in fragments,
/// of the file, through the `SourceMap`).
enum HTMLExtractor {
    /// How many stray bytes of a UTF-8 page are warned one by one: 20; the last warning counts the rest.
    static let strayByteWarnings = 20

    /// Reads one HTML file: decides its encoding (`HTMLEncodingSniffer`), decodes it to UTF-8 and
    /// extracts its links. A binary file yields a located `AuditError` and no links.
    /// - Parameters:
    ///   - bytes: the file's raw bytes.
    ///   - file: the path relative to the working directory; a content-negotiation name
    ///     (`page.html.fr`, `page.html.ko.euc-kr`) gives the language and a fallback charset.
    static func extractDocument(bytes: [UInt8], file: String, options: ExtractionOptions) -> ExtractedDocument {
        var result = ExtractedDocument(file: file, format: .html)
        let decoded: HTMLEncodingSniffer.Decoded
        switch HTMLEncodingSniffer.decode(bytes, file: file) {
        case .success(let value):
            decoded = value
        case .failure(let failure):
            let position = LineIndex(bytes).position(ofByte: failure.byteOffset)
            result.errors.append(
                AuditError(
                    file: file, line: position.line, column: position.utf8Column,
                    message: failure.message))
            return result
        }
        if !decoded.strayBytes.isEmpty {
            // Each stray byte at its place, up to `strayByteWarnings`; the rest counted in the last.
            let raw = Array(bytes[decoded.strayBase...])
            let lines = LineIndex(raw)
            let shown = decoded.strayBytes.prefix(Self.strayByteWarnings)
            for (number, offset) in shown.enumerated() {
                let position = lines.position(ofByte: offset)
                let rest = number == shown.count - 1 ? decoded.strayBytes.count - shown.count : 0
                result.warnings.append(
                    AuditError(
                        file: file, line: position.line, column: position.utf8Column,
                        message: "byte 0x\(String(raw[offset], radix: 16, uppercase: true)) is not UTF-8 in a page that otherwise is: "
                            + "read as U+FFFD\(rest > 0 ? "; \(rest) more such bytes follow" : ""); save the file as UTF-8"))
            }
        }
        var document = DocumentContext(file: file, render: options.render(for: .html), scope: .document(file))
        document.base = options.documentPath
        if let language = LocalePath.negotiationLanguage(of: file)?.language {
            document.language = language
            document.languageSource = .fileName
        }
        let lineIndex = LineIndex(decoded.text)
        let map = SourceMap(lineIndex: lineIndex)
        let styling = CSSStyling(options: options)
        let found = HTMLLinkCollector.collect(
            decoded.text, map: map, lineIndex: lineIndex, document: document, contextExtent: .nearestBlock, readsBaseURL: true,
            styling: styling,
            readingTitle: { result.title = $0 })
        result.links = found.links
        result.inputsRead = styling.inputsRead
        result.warnings += styling.warnings
        result.problems = found.problems
        result.anchors = found.anchors
        result.warnings += found.excessAttributes.map { excessAttributesWarning(file: file, at: lineIndex.position(ofByte: $0)) }
        result.suppressionDirectives = HTMLSuppressionComments.directives(in: decoded.text, map: map)
        return result
    }

    /// Extracts the links of a piece of HTML inside another document: an app-copy value or an
    /// HTML block or inline anchor of Markdown.
    /// - Parameters:
    ///   - html: the fragment, UTF-8.
    ///   - map: maps byte offsets of `html` to positions in the file.
    ///   - document: the shared link fields; its language holds unless an element of the
    ///     fragment sets `lang`. For app copy (`appCopy` set) the context is the whole value.
    ///
    /// In a page's raw HTML (not app copy), a link whose own `style` attribute gives it the text's
    /// color and no cue (`text-decoration: none; color: inherit`) keeps that style: it looks like
    /// the text around it whatever the site's stylesheet says. Other styles are dropped, since the
    /// site's stylesheet, which the fragment does not hold, decides the colors.
    /// - Returns: the links, the markup problems, and a located warning for each element whose
    ///   attributes past ``HTMLSourceScanner/attributeLimit`` were not read.
    static func extractFragment(
        _ html: [UInt8], map: SourceMap, document: DocumentContext
    ) -> (links: [Link], problems: [MarkupProblem], warnings: [AuditError]) {
        let readsStyles = document.appCopy == nil && ASCII.containsIgnoringCase(String(decoding: html, as: UTF8.self), "style=")
        var found = HTMLLinkCollector.collect(
            html, map: map, document: document,
            contextExtent: document.appCopy != nil ? .wholeText : .nearestBlock,
            styling: readsStyles ? CSSStyling(options: ExtractionOptions()) : nil)
        if readsStyles {
            for index in found.links.indices {
                guard let style = found.links[index].style else { continue }
                let looksLikeText = style.appearances.allSatisfy { entry in
                    entry.cues == [] && entry.color != nil && entry.color == entry.textColor && entry.colorSite == nil
                        && entry.cueRemovedAt != nil
                }
                if !looksLikeText { found.links[index].style = nil }
            }
        }
        let warnings = found.excessAttributes.map { excessAttributesWarning(file: document.file, at: map.position(ofByte: $0)) }
        return (found.links, found.problems, warnings)
    }

    /// The warning for an element whose attribute past the limit starts at `position` (issue 25: a
    /// tag of 50,000 attributes took 13 s).
    static func excessAttributesWarning(file: String, at position: SourcePosition) -> AuditError {
        AuditError(
            file: file, line: position.line, column: position.utf8Column,
            message: "an element with more than \(HTMLSourceScanner.attributeLimit) attributes: this one and the rest are not read")
    }
}
