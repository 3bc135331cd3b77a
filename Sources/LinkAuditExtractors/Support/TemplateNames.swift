/// Link names written in a layout's template code (Hugo and Go templates, Jekyll's Liquid, Jinja,
/// ERB and Obsidian's Templater): the generator runs the code before anyone reads the page, so the
/// code itself is never a name (issue 24, section 5).
///
/// A tag that only steers the template (`{{- end -}}`, `{{ if .Draft }}`, `{% endif %}`, `<% if x %>`,
/// `<%* … %>` without `tR`) leaves no text and is dropped from the name; a tag that outputs text (`{{ .Title }}`,
/// `{{ page.title }}`, `{% include x %}`, `<%= title %>`, `<% tp.file.title %>`, `<%* tR += x %>`) makes the name
/// known only when the site is built.
enum TemplateNames {
    /// `text` without its control tags, and whether an output tag is left; `nil` when `text` holds
    /// no template tag (`{{ … }}`, `{% … %}` or `<% … %>`).
    static func strippingControlTags(_ text: String) -> (text: String, outputs: Bool)? {
        guard mayHoldTag(text) else { return nil }
        let bytes = Array(text.utf8)
        var kept: [UInt8] = []
        var outputs = false
        var found = false
        var index = 0
        // Openers whose closer no longer occurs: a later one of the kind cannot close either, so a
        // run of unclosed `{{` is read once, not once per opener.
        var unclosed = Set<UInt8>()
        while index < bytes.count {
            if index + 1 < bytes.count, let kind = Self.kind(bytes[index], bytes[index + 1]), !unclosed.contains(kind) {
                if let (end, isOutput) = tag(in: bytes, at: index) {
                    found = true
                    if isOutput {
                        outputs = true
                        kept += bytes[index..<end]
                    } else {
                        kept.append(UInt8(ascii: " "))
                    }
                    index = end
                    continue
                }
                unclosed.insert(kind)
            }
            kept.append(bytes[index])
            index += 1
        }
        guard found else { return nil }
        return (String(decoding: kept, as: UTF8.self), outputs)
    }

    /// Whether `{{`, `{%` or `<%` occurs in `text`: most names and destinations hold none, and are
    /// answered from their contiguous bytes without a copy.
    static func mayHoldTag(_ text: String) -> Bool {
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard bytes.count > 1 else { return false }
            for index in 0..<(bytes.count - 1) {
                let byte = bytes[index]
                guard byte == UInt8(ascii: "{") || byte == UInt8(ascii: "<") else { continue }
                let next = bytes[index + 1]
                if next == UInt8(ascii: "%") || (byte == UInt8(ascii: "{") && next == UInt8(ascii: "{")) { return true }
            }
            return false
        }
        if let found = text.utf8.withContiguousStorageIfAvailable(scan) { return found }
        return Array(text.utf8).withUnsafeBufferPointer(scan)
    }

    /// Go-template and Handlebars words that steer a template without writing text.
    private static let controlWords: Set<String> = [
        "if", "else", "end", "range", "with", "define", "block", "break", "continue", "/*", "#if", "#each", "#unless",
        "#with", "/if", "/each", "/unless", "/with", "else if",
    ]

    /// Liquid and Jinja tags that write text; the rest (`if`, `for`, `assign`, `endif`, …) steer.
    private static let outputTags: Set<String> = ["include", "include_relative", "link", "post_url", "render", "t", "trans", "url"]

    /// The kind of template tag two bytes open (the closer's second byte), or `nil`.
    private static func kind(_ first: UInt8, _ second: UInt8) -> UInt8? {
        switch (first, second) {
        case (UInt8(ascii: "{"), UInt8(ascii: "{")): UInt8(ascii: "}")
        case (UInt8(ascii: "{"), UInt8(ascii: "%")): UInt8(ascii: "{")
        case (UInt8(ascii: "<"), UInt8(ascii: "%")): UInt8(ascii: ">")
        default: nil
        }
    }

    /// The end (exclusive) of a template tag opening at `start`, and whether it outputs text.
    private static func tag(in bytes: [UInt8], at start: Int) -> (end: Int, outputs: Bool)? {
        guard start + 1 < bytes.count else { return nil }
        let pair = (bytes[start], bytes[start + 1])
        let closer: [UInt8]
        switch pair {
        case (UInt8(ascii: "{"), UInt8(ascii: "{")): closer = Array("}}".utf8)
        case (UInt8(ascii: "{"), UInt8(ascii: "%")): closer = Array("%}".utf8)
        case (UInt8(ascii: "<"), UInt8(ascii: "%")): closer = Array("%>".utf8)
        default: return nil
        }
        var index = start + 2
        while index + 1 < bytes.count {
            if bytes[index] == closer[0], bytes[index + 1] == closer[1] {
                let inner = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
                return (index + 2, isOutput(inner, opener: pair.0, second: pair.1))
            }
            index += 1
        }
        return nil
    }

    private static func isOutput(_ inner: String, opener: UInt8, second: UInt8) -> Bool {
        var body = Substring(inner)
        if opener == UInt8(ascii: "<") {
            // ERB and EJS: `<%=` and `<%-` write; Templater's `<%*` runs code; its `<% … %>` writes.
            if body.hasPrefix("=") || body.hasPrefix("-") { return true }
            // Templater's `<%* … %>` writes only through `tR` (`tR += title`).
            if body.hasPrefix("*") { return body.contains("tR") }
            if body.hasPrefix("#") { return false }
            let word = body.drop { $0 == " " || $0 == "_" }.prefix { !$0.isWhitespace }
            return !["if", "else", "elsif", "end", "for", "while", "unless"].contains(String(word))
        }
        body = body.drop { $0 == "-" || $0 == "~" || $0 == "<" || $0 == "%" || $0.isWhitespace }
        let word = String(body.prefix { !$0.isWhitespace && $0 != "(" }).lowercased()
        if second == UInt8(ascii: "%") { return outputTags.contains(word) }
        if word == "else", body.dropFirst(4).drop(while: \.isWhitespace).hasPrefix("if") { return false }
        return !(controlWords.contains(word) || word.hasPrefix("/*") || word.hasPrefix("#") || word.hasPrefix("/"))
    }
}
