import LinkAuditExtractors

/// A `.swift` file that is a template rather than Swift: a Stencil or Sourcery template
/// (`{{ type.name }}`, `{% for … %}`), or an ERB-style one (`<%= … %>`, Sourcery's
/// `.swifttemplate` syntax) saved under a Swift name. SwiftParser stops at the first marker; the
/// run says the file is not Swift and how to leave it out, instead of a bare syntax error
/// (`not-swift`, issue 23, section 4).
enum TemplateFragment {
    /// The template markers this recognizes, as they open a tag.
    static let markers = ["{{", "{%", "<%"]

    /// The marker on the line of `offset` (the first place SwiftParser could not read) or on the
    /// line before it, where a tag that ends a line leaves SwiftParser's error on the next one;
    /// `nil` when neither line holds one, and the file is taken as Swift with a syntax error.
    static func marker(near offset: Int, in text: [UInt8], lineIndex: LineIndex) -> String? {
        let line = lineIndex.position(ofByte: min(offset, max(text.count - 1, 0))).line
        for candidate in [line, line - 1] where candidate >= 1 {
            let bytes = text[lineIndex.lineRange(candidate, in: text)]
            if let marker = markers.first(where: { ASCII.contains(Array($0.utf8), in: Array(bytes)) }) { return marker }
        }
        return nil
    }
}
