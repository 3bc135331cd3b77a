import LinkAuditModel

/// Extracts links from Android string resources (`res/values[-qualifiers]/*.xml`; issue 27, see
/// `docs/model.md`, Inputs).
///
/// Every `<string>`, every `<item>` of a `<plurals>` (variation `plural.one`, …) and of a
/// `<string-array>` (variation `array.0`, …) is app copy, in the locale of its folder's qualifiers
/// (``LocalePath/androidLocale(ofFolder:)``); a folder whose qualifiers name no language (`values`,
/// `values-night`) holds the source language (`tools:locale` when the file says it, else the run's
/// `sourceLanguage`). A string with `translatable="false"` in a language's folder is no
/// translation and is not read; a value that is only a reference (`@string/other`) is read where it
/// is defined.
///
/// A value is read as aapt2 reads it (``AndroidText``): escapes (`\'`, `\"`, `\n`, `\@`, `\?`,
/// `\uXXXX`), whitespace collapsed outside double quotes. Its links:
/// - an `<annotation>` element one of whose `type`'s words is `link` (`learn_more_link`), or an `<a>` element without a
///   destination (`href=""`, or none): a marked span (``LinkSyntax/markedSpan``), whose destination
///   the app's code sets;
/// - an `<a href="…">` element with a destination: an HTML anchor to it;
/// - HTML in the text itself (inside CDATA, or escaped as `&lt;a href=…&gt;` for `Html.fromHtml`):
///   read as an HTML fragment, its anchors without a destination again marked spans.
/// Android does not read Markdown: `[text](url)` in a value is text. Other elements (`<b>`,
/// `<xliff:g>`, annotations of other types) give their text. Positions are exact 1-based lines and
/// UTF-8 byte columns of the file, through entities, CDATA and escapes. Suppressions are
/// `<!-- linkaudit-… -->` comments.
enum AndroidStringsExtractor {
    /// Reads one resource file.
    /// - Parameters:
    ///   - bytes: the file's raw bytes (UTF-8 or UTF-16).
    ///   - file: the path relative to the working directory; its folder gives the locale.
    ///   - options: the render target override and the run's source language.
    /// - Returns: the links of every string; malformed XML gives one located `AuditError` and no
    ///   links, a root that is not `<resources>` (another tool's XML) one warning and no links.
    static func extractDocument(bytes: [UInt8], file: String, options: ExtractionOptions) -> ExtractedDocument {
        var document = ExtractedDocument(file: file, format: .androidStrings)
        guard let text = StringTableText.decode(bytes, reportingTo: &document),
            let tree = XMLDocumentReader.parse(utf8: text, reportingTo: &document)
        else { return document }
        // A `values` folder of another tool's XML is no error of the run: said, and not read.
        guard let root = tree.root, tree.elements[root].name == "resources" else {
            document.warnings.append(
                tree.rootError("not read: a values folder's XML whose root is not <resources> holds no Android strings", file: file))
            return document
        }
        let locator = XMLSourceLocator(bytes: text, tree: tree)
        document.suppressionDirectives = locator.suppressionDirectives()
        let folderLocale = LocalePath.androidLocale(ofFolder: LocalePath.parentFolderName(of: file))
        let isDefault = folderLocale == nil
        let locale = folderLocale ?? tree.elements[root].attribute("locale").map(LanguageTag.canonical) ?? options.sourceLanguage
        let render = options.render(for: .androidStrings)
        let markers = Set(options.linkMarkers)
        for (element, key, variation) in strings(of: tree, root: root, isDefault: isDefault) {
            var entry = AppCopyEntry(table: file, key: key, locale: locale, variation: variation)
            if isDefault { entry.sourceLanguage = locale }
            var context = DocumentContext(
                file: file, render: render, scope: ScopeID(platform: .android), language: locale,
                languageSource: locale == nil ? nil : .locale,
                appCopy: entry)
            context.codeSetsAnchorDestinations = true
            context.linkMarkers = markers
            let found = AndroidValue(element: element, tree: tree, locator: locator, context: context).extraction()
            document.append(found)
        }
        return document
    }

    /// The strings of the file in document order: each element holding a value, its key and its
    /// variation. A `translatable="false"` string outside the default folder is left out.
    static func strings(of tree: XMLTree, root: Int, isDefault: Bool) -> [(element: Int, key: String, variation: String?)] {
        var found: [(Int, String, String?)] = []
        for child in tree.childElements(of: root) {
            let element = tree.elements[child]
            guard let name = element.attribute("name") else { continue }
            if !isDefault, element.attribute("translatable") == "false" { continue }
            switch element.name {
            case "string":
                found.append((child, name, nil))
            // `<item type="string" name="…">` is a string resource too.
            case "item" where element.attribute("type") == "string":
                found.append((child, name, nil))
            case "plurals":
                for item in tree.childElements(of: child, named: "item") {
                    found.append((item, name, "plural." + (tree.elements[item].attribute("quantity") ?? "other")))
                }
            case "string-array":
                for (index, item) in tree.childElements(of: child, named: "item").enumerated() {
                    found.append((item, name, "array.\(index)"))
                }
            default:
                continue
            }
        }
        return found
    }
}

/// One Android value: its text as aapt2 reads it, and its links.
struct AndroidValue {
    let element: Int
    let tree: XMLTree
    let locator: XMLSourceLocator
    let context: DocumentContext

    /// Whether an `<annotation>`'s `type` names a link: one of its words is `link`
    /// (`learn_more_link`, `link`, `LinkToSettings`, `report-link`), not `linkify_off`.
    static func isLinkAnnotation(_ type: String?) -> Bool {
        guard let type else { return false }
        var words: [String] = []
        var word = ""
        for character in type {
            if character == "_" || character == "-" || character == " " || character == "." {
                words.append(word)
                word = ""
            } else if character.isUppercase, let last = word.last, last.isLowercase {
                words.append(word)
                word = String(character)
            } else {
                word.append(character)
            }
        }
        words.append(word)
        return words.contains { $0.lowercased() == "link" }
    }

    /// Whether a value is a reference to another resource (`@string/other`, `@android:string/ok`):
    /// the string it names is read where it is defined.
    static func isReference(_ bytes: [UInt8]) -> Bool {
        bytes.first == UInt8(ascii: "@") && bytes.firstIndex(of: UInt8(ascii: "/")) != nil
            && !bytes.contains { AndroidText.isSpace($0) }
    }

    func extraction() -> AppCopyMarkup.Extraction {
        let raw = locator.value(of: element)
        let value = AndroidText.decode(raw.bytes, offsets: raw.offsets)
        if Self.isReference(value.bytes) { return AppCopyMarkup.Extraction(links: [], problems: []) }
        let map = SourceMap(lineIndex: locator.lineIndex, offsets: value.offsets)
        let whole = String(decoding: value.bytes, as: UTF8.self).collapsingWhitespace
        var links: [Link] = []
        var problems: [MarkupProblem] = []
        var warnings: [AuditError] = []
        // Elements of the resource itself: annotations and anchors, in order, each found in the
        // value's text after the one before (a value of 5,000 links stays linear).
        let block = TextBlock(whole)
        let wholeBytes = Array(whole.utf8)
        var cursor = 0
        for descendant in descendants(of: element) {
            let child = tree.elements[descendant]
            guard Self.isLinkElement(child, markers: context.linkMarkers) else { continue }
            // A link inside another: the outer one ends where it starts, as an `<a>` in `<a>` in HTML.
            if let outer = linkAncestor(of: descendant, below: element) {
                problems.append(
                    MarkupProblem(
                        kind: .nestedAnchor, message: "nested link: \(Self.describe(child)) inside \(Self.describe(tree.elements[outer]))",
                        file: context.file, position: locator.lineIndex.position(ofByte: locator.tagOffset(of: descendant)),
                        appCopy: context.appCopy, render: context.render))
                continue
            }
            // An annotation's destination, and an `<a>`'s without `href`, is the code's to set.
            let destination = child.name == "a" ? child.attribute("href")?.trimmingCharacters(in: .whitespaces) ?? "" : ""
            links.append(
                link(of: descendant, marked: destination.isEmpty, destination: destination, in: block, bytes: wholeBytes, cursor: &cursor))
        }
        // HTML in the text (CDATA, or escaped for `Html.fromHtml`).
        if AppCopyMarkup.mayHoldMarkup(value.bytes), AppCopyMarkup.holdsElementTag(value.bytes) {
            let html = HTMLExtractor.extractFragment(value.bytes, map: map, document: context)
            links += html.links.map(AppCopyMarkup.markingEmptyDestination)
            problems += html.problems
            warnings += html.warnings
        }
        links.sort {
            ($0.span?.start ?? SourcePosition(line: 0, utf8Column: 0)) < ($1.span?.start ?? SourcePosition(line: 0, utf8Column: 0))
        }
        var record: AppCopyValue?
        if var entry = context.appCopy {
            entry.comment = nil
            record = AppCopyValue(file: context.file, entry: entry, position: map.position(ofByte: 0), linkCount: links.count)
            (record!.text, record!.textSpan) = AppCopyMarkup.plainText(of: value.bytes, map: map)
        }
        return AppCopyMarkup.Extraction(links: links, problems: problems, warnings: warnings, value: record)
    }

    /// Whether an element of a value marks a link: a link annotation (or one whose type the
    /// configuration's `linkMarkers`, case folded, names), or an `<a>`.
    static func isLinkElement(_ element: XMLTree.Element, markers: Set<String> = []) -> Bool {
        guard element.name != "a" else { return true }
        guard element.name == "annotation", let type = element.attribute("type") else { return false }
        return isLinkAnnotation(type) || markers.contains(type)
    }

    /// `<annotation type="…">` or `<a>`, as a message names it.
    static func describe(_ element: XMLTree.Element) -> String {
        element.name == "a" ? "<a>" : "<annotation type=\"\(element.attribute("type") ?? "")\">"
    }

    /// The nearest link element that holds `element`, below `top` (the string).
    private func linkAncestor(of element: Int, below top: Int) -> Int? {
        var current = tree.elements[element].parent
        while let index = current, index != top {
            if Self.isLinkElement(tree.elements[index], markers: context.linkMarkers) { return index }
            current = tree.elements[index].parent
        }
        return nil
    }

    /// The element's descendants in document order.
    private func descendants(of element: Int) -> [Int] {
        var found: [Int] = []
        var stack = Array(tree.childElements(of: element).reversed())
        while let next = stack.popLast() {
            found.append(next)
            stack += tree.childElements(of: next).reversed()
        }
        return found
    }

    /// The link an element of the value marks: its text as aapt2 reads it, its span the element's
    /// (start tag to end tag); inline when the value has other words; its
    /// context the value's text (`block`, whose UTF-8 `bytes` are searched from `cursor` on).
    private func link(
        of element: Int, marked: Bool, destination: String, in block: TextBlock, bytes: [UInt8], cursor: inout Int
    ) -> Link {
        let raw = locator.value(of: element)
        let value = AndroidText.decode(raw.bytes, offsets: raw.offsets, trimming: false)
        let text = String(decoding: value.bytes, as: UTF8.self).collapsingWhitespace
        // An empty one is kept: a link with no name (`empty-link-name`).
        let map = SourceMap(lineIndex: locator.lineIndex, offsets: value.offsets)
        let first = value.bytes.firstIndex { !AndroidText.isSpace($0) } ?? 0
        let last = value.bytes.lastIndex { !AndroidText.isSpace($0) } ?? max(0, value.bytes.count - 1)
        let needle = Array(text.utf8)
        var linkContext = block.context(linkStart: 0, linkLength: 0)
        if !needle.isEmpty, let found = ASCII.firstOffset(of: needle, in: bytes, from: cursor) {
            let start = block.characterIndex(ofUTF8: found)
            linkContext = block.context(linkStart: start, linkLength: block.characterIndex(ofUTF8: found + needle.count) - start)
            cursor = found + needle.count
        }
        // From the element's `<` to its end tag's `>`, as an HTML anchor's span; its text's where
        // the source cannot be followed byte for byte.
        var span = map.span(from: first, through: last)
        if raw.isExact, let end = raw.offsets.last, let close = locator.bytes[end...].firstIndex(of: UInt8(ascii: ">")) {
            span = SourceSpan(
                start: locator.lineIndex.position(ofByte: locator.tagOffset(of: element)), end: locator.lineIndex.position(ofByte: close))
        }
        var link = context.makeLink(
            text: text, destination: destination, syntax: marked ? .markedSpan : .htmlAnchor,
            placement: block.string == text ? .standalone : .inline, span: span, context: linkContext)
        if marked { link.normalizedDestination = nil }
        return link
    }
}
