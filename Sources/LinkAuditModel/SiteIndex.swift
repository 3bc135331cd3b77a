import Foundation

/// The run's Markdown and HTML documents that a link can lead to, by path relative to the working
/// directory: the anchors each defines and its title (issue 14: `broken-fragment` across
/// documents, and fix suggestions that propose the destination page's title).
public struct SiteIndex: Sendable {
    /// One document a link can lead to.
    public struct Page: Hashable, Sendable {
        /// `ExtractedDocument.anchors`: an HTML page's fragment identifiers.
        public var anchors: Set<String>
        /// `ExtractedDocument.markdownAnchors`: what a Markdown page's are made from, when a
        /// fragment points into it (`MarkdownAnchorSource.anchors`).
        public var markdownAnchors: MarkdownAnchorSource?
        public var title: DocumentTitle?
        public var format: DocumentFormat

        public init(anchors: Set<String>, markdownAnchors: MarkdownAnchorSource? = nil, title: DocumentTitle?, format: DocumentFormat) {
            self.anchors = anchors
            self.markdownAnchors = markdownAnchors
            self.title = title
            self.format = format
        }
    }

    /// Where a link leads inside the run.
    public struct Target: Hashable, Sendable {
        /// The page's path, relative to the working directory (as `Link.file` names it).
        public var path: String
        /// The fragment, percent-decoded, without its `#`; `nil` when the destination has none.
        public var fragment: String?
        public var page: Page
    }

    /// A published site's address and the audited folder it serves (`siteURL` in the
    /// configuration): `https://help.example.com/docs/` served from `help/`.
    public struct SiteURL: Hashable, Sendable {
        /// The address, lowercased scheme and host, ending in `/`.
        public var url: String
        /// The folder, relative to the working directory, without a trailing `/` (`""` for the working directory).
        public var folder: String

        public init(url: String, folder: String) {
            self.url = url.hasSuffix("/") ? url : url + "/"
            self.folder = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        }

        /// The URL's path part (`/docs/`), which root-relative destinations start with.
        public var path: String {
            guard let scheme = url.range(of: "://") else { return "/" }
            let rest = url[scheme.upperBound...]
            guard let slash = rest.firstIndex(ofASCII: 0x2F) else { return "/" }
            return String(rest[slash...])
        }
    }

    /// The pages, by path relative to the working directory.
    public private(set) var pages: [String: Page] = [:]
    /// Addresses of published sites and the folders they serve, longest address first when matched.
    public var siteURLs: [SiteURL]

    /// Pages a site builder serves at a path of its own, by that path without a trailing `/`
    /// (`/docs/next/configuration` for `docs/Configuration.md` with `id: configuration`; a
    /// Docusaurus site's docs), to the page's path: root-relative links resolve through them.
    public var routes: [String: String] = [:]

    public init(siteURLs: [SiteURL] = []) {
        self.siteURLs = siteURLs
    }

    /// The page a root-relative path (query and fragment cut off) names through ``routes``.
    public func routedPage(_ path: String) -> String? {
        guard !routes.isEmpty else { return nil }
        var trimmed = Substring(Self.percentDecoded(path))
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        return routes[String(trimmed)] ?? routes[trimmed.lowercased()]
    }

    /// Adds a Markdown or HTML document; other formats are not pages and are ignored.
    public mutating func add(_ document: ExtractedDocument) {
        guard document.format == .markdown || document.format == .html else { return }
        pages[document.file] = Page(
            anchors: Set(document.anchors), markdownAnchors: document.markdownAnchors, title: document.title, format: document.format)
    }

    /// The page of the run `link` leads to, with the fragment; `nil` when it leads outside the run
    /// (another site, a file not audited), is templated, or is a script.
    ///
    /// Relative destinations resolve against the directory of `link.file`; a bare fragment
    /// (`#setup`) is the link's own page. Absolute URLs and root-relative paths (`/docs/a`) resolve
    /// through `siteURLs`, and so does Jekyll's `{{ site.baseurl }}/path` on a page of a site's
    /// folder (no other template code is resolved). A path names a page as written, or with `.md`/`.html` added, `.html`
    /// read as `.md` (sites built from Markdown), `index.md`, `_index.md`, `README.md` or
    /// `index.html` inside a folder, or with the linking page's content-negotiation language
    /// (`mod_ssl.html` from `index.html.en` is `mod_ssl.html.en`).
    public func target(of link: Link) -> Target? {
        target(of: link, memo: PageMemo())
    }

    /// Pages ``target(of:memo:)`` has looked up, by the path a link names and the linking page's
    /// content-negotiation variant: the links of a run point at a few pages (navigation bars), and
    /// each page name is tried up to ten ways (each a hash of the path). Shared by the threads
    /// that resolve a run's links. Not bounded: it holds at most one entry per link resolved.
    public final class PageMemo: Sendable {
        fileprivate struct Name: Hashable {
            var path: String
            var variant: Substring
        }
        fileprivate let found = BoundedMemo<Name, (path: String, page: Page)?>(limit: .max)
        /// A relative reference as written, with the folder of the page it is written on.
        fileprivate struct Relative: Hashable {
            var folder: Substring
            var reference: String
            var variant: Substring
        }
        /// What a relative reference names, looked up once per folder: the links of a folder's
        /// pages share their navigation, and normalizing a path costs more than a lookup.
        fileprivate let relative = BoundedMemo<Relative, (path: String, page: Page)?>(limit: .max)

        public init() {}
    }

    /// ``target(of:)``, looking each page name up once per `memo`.
    public func target(of link: Link, memo: PageMemo) -> Target? {
        if link.syntax == .wikilink { return wikilinkTarget(of: link) }
        var reference = Self.trimmingSpaces(link.destination)
        if link.isTemplatedDestination {
            // Jekyll's `{{ site.baseurl }}/path/` is the root of the site the linking page belongs to.
            guard let rest = Self.afterBaseURL(reference), let site = site(serving: link.file) else { return nil }
            reference = site.url + rest.drop { $0 == "/" }
        }
        var fragment: String?
        if let hash = reference.utf8.firstIndex(of: UInt8(ascii: "#")) {
            let written = String(reference[reference.index(after: hash)...])
            fragment = Self.percentDecoded(written)
            reference = String(reference[..<hash])
        }
        if let query = reference.utf8.firstIndex(of: UInt8(ascii: "?")) { reference = String(reference[..<query]) }
        let variant = Self.negotiationVariant(of: link.file)
        func found(_ path: String) -> (path: String, page: Page)? {
            memo.found.value(for: PageMemo.Name(path: path, variant: variant)) { page(named: $0.path, variant: $0.variant) }
        }
        let target: (path: String, page: Page)?
        if reference.isEmpty {
            guard fragment != nil else { return nil }
            target = found(link.file)
        } else if let folderPath = folderPath(ofAbsolute: reference) {
            target = found(folderPath)
        } else if reference.hasPrefix("/"), !reference.hasPrefix("//"), let routed = routedPage(reference) {
            target = found(routed)
        } else if Self.hasScheme(reference) || reference.hasPrefix("/") {
            return nil
        } else {
            let folder = link.file.utf8.lastIndex(of: UInt8(ascii: "/")).map { link.file[...$0] } ?? ""
            target = memo.relative.value(for: PageMemo.Relative(folder: folder, reference: reference, variant: variant)) {
                found(Self.normalized($0.folder + Self.percentDecoded($0.reference)))
            }
        }
        guard let target else { return nil }
        return Target(path: target.path, fragment: fragment, page: target.page)
    }

    /// Where a wikilink leads: the note its vault found, as its normalized destination names it
    /// (`/Guides/Pairing%20a%20scanner.md#Pair%20over%20Bluetooth`), with the heading's text or
    /// block id as the fragment; `nil` for a note the run does not hold.
    private func wikilinkTarget(of link: Link) -> Target? {
        guard let normalized = link.normalizedDestination, normalized.hasPrefix("/") else { return nil }
        let parts = normalized.dropFirst().split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        var path = Self.percentDecoded(String(parts[0]))
        // A page outside the working directory is named by its absolute path.
        if pages[path] == nil, pages["/" + path] != nil { path = "/" + path }
        guard let page = pages[path] else { return nil }
        return Target(path: path, fragment: parts.count > 1 ? Self.percentDecoded(String(parts[1])) : nil, page: page)
    }

    /// `text` without white space other than line breaks at its ends (Foundation's `.whitespaces`),
    /// trimmed only when its ends are not solid ASCII (``hasSolidASCIIEnds``), as link names are.
    static func trimmingSpaces(_ text: String) -> String {
        text.hasSolidASCIIEnds ? text : text.trimmingCharacters(in: .whitespaces)
    }

    /// `text` percent-decoded, or as written when it holds no `%` or does not decode (as
    /// `removingPercentEncoding` does).
    package static func percentDecoded(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        return text.removingPercentEncoding ?? text
    }

    /// The path, relative to the working directory, an absolute URL or root-relative path names
    /// through `siteURLs`; `nil` when none serves it.
    private func folderPath(ofAbsolute reference: String) -> String? {
        guard !siteURLs.isEmpty else { return nil }
        let lowered = reference.lowercased()
        for site in siteURLs.sorted(by: { $0.url.count > $1.url.count }) {
            let prefix: String
            if lowered.hasPrefix(site.url.lowercased()) {
                prefix = site.url
            } else if reference.hasPrefix("/"), !reference.hasPrefix("//"), (reference + "/").hasPrefix(site.path) {
                prefix = site.path
            } else {
                continue
            }
            let rest = String(reference.dropFirst(min(prefix.count, reference.count)))
            let decoded = Self.percentDecoded(rest)
            return Self.normalized(site.folder.isEmpty ? decoded : site.folder + "/" + decoded)
        }
        return nil
    }

    /// The text after a leading `{{ site.baseurl }}` (spaces inside the braces optional), when
    /// nothing else in the destination is template code.
    static func afterBaseURL(_ reference: String) -> String? {
        guard reference.hasPrefix("{{"), let close = reference.range(of: "}}") else { return nil }
        let inside = reference[reference.index(reference.startIndex, offsetBy: 2)..<close.lowerBound]
        let rest = String(reference[close.upperBound...])
        guard inside.trimmingCharacters(in: .whitespaces) == "site.baseurl", !rest.contains("{{"), !rest.contains("{%") else {
            return nil
        }
        return rest
    }

    /// The site whose folder holds `file` (the longest such folder), when one does.
    private func site(serving file: String) -> SiteURL? {
        siteURLs.filter { $0.folder.isEmpty || file.hasPrefix($0.folder + "/") }.max { $0.folder.count < $1.folder.count }
    }

    /// The first page of the run the path may be written for, trying in order: the path as
    /// written, with `.md` or `.html` added, `.html` read as `.md`, a folder's `index.md`,
    /// `_index.md`, `README.md` or `index.html`, then the linking page's content-negotiation variant.
    private func page(named path: String, variant: Substring) -> (path: String, page: Page)? {
        var trimmed = path
        while trimmed.utf8.last == UInt8(ascii: "/") { trimmed.removeLast() }
        func lookUp(_ name: String) -> (path: String, page: Page)? { pages[name].map { (name, $0) } }
        if let found = lookUp(trimmed) ?? lookUp(trimmed + ".md") ?? lookUp(trimmed + ".html") { return found }
        let isHTML = trimmed.hasSuffix(".html")
        if isHTML, let found = lookUp(String(trimmed.dropLast(5)) + ".md") { return found }
        let folder = trimmed.isEmpty ? "" : trimmed + "/"
        for index in ["index.md", "_index.md", "README.md", "index.html"] {
            if let found = lookUp(folder + index) { return found }
        }
        // Content negotiation: `page.html.en` links `other.html`, meaning `other.html.en`.
        // httpd's variants also name a charset (`index.html.en.utf8`, `index.html.ko.euc-kr`): the
        // same language and charset first, then the language alone.
        guard isHTML else { return nil }
        // The variant's first part, up to a dot: the language (`ko` of `ko.euc-kr`).
        let language =
            variant.utf8.split(separator: UInt8(ascii: "."), maxSplits: 1).first.map { variant[$0.startIndex..<$0.endIndex] } ?? ""
        guard !language.isEmpty else { return nil }
        if variant != language, let found = lookUp(trimmed + "." + variant) { return found }
        return lookUp(trimmed + "." + language)
    }

    /// What follows `.html.` in the name of `file` (`en`, `ko.euc-kr`): the variant of a page
    /// that content negotiation serves (httpd); empty when the name has none.
    static func negotiationVariant(of file: String) -> Substring {
        let name = file.utf8.lastIndex(of: UInt8(ascii: "/")).map { file[file.utf8.index(after: $0)...] } ?? file[...]
        guard let html = name.utf8.firstRange(ofBytes: ".html.".utf8) else { return "" }
        return name[html.upperBound...]
    }

    /// `a/./b/../c` as `a/c`; `..` past the start is kept (`../x`); an absolute path (a file given
    /// by its absolute path on the command line) stays absolute.
    static func normalized(_ path: String) -> String {
        if isNormal(path.utf8) { return path }
        // Cut at the `/` bytes, as the file system cuts a path, and joined again from the bytes.
        let bytes = Array(path.utf8)
        func isDots(_ part: ArraySlice<UInt8>, _ count: Int) -> Bool { part.count == count && part.allSatisfy { $0 == 0x2E } }
        var parts: [ArraySlice<UInt8>] = []
        var start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == 0x2F {
            defer { start = end + 1 }
            let part = bytes[start..<end]
            if part.isEmpty || isDots(part, 1) { continue }
            if isDots(part, 2), let last = parts.last, !isDots(last, 2) {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        var joined: [UInt8] = bytes.first == 0x2F ? [0x2F] : []
        for (index, part) in parts.enumerated() {
            if index > 0 { joined.append(0x2F) }
            joined.append(contentsOf: part)
        }
        return String(decoding: joined, as: UTF8.self)
    }

    /// Whether `normalized` would return the path as it is: no empty, `.` or `..` part, no `/` at
    /// either end except one that makes the path absolute. Discovery asks it of every path too.
    package static func isNormal(_ path: String.UTF8View) -> Bool {
        guard let last = path.last else { return true }
        guard last != UInt8(ascii: "/") else { return false }
        var length = 0
        var onlyDots = true
        for (offset, byte) in path.enumerated() {
            if byte == UInt8(ascii: "/") {
                if offset > 0, length == 0 || (onlyDots && length <= 2) { return false }
                length = 0
                onlyDots = true
            } else {
                length += 1
                if byte != UInt8(ascii: ".") { onlyDots = false }
            }
        }
        return !(onlyDots && length <= 2)
    }

    /// Whether the reference starts with a URL scheme (`https:`, `mailto:`) or is scheme-relative (`//host`).
    static func hasScheme(_ reference: String) -> Bool {
        if reference.hasPrefix("//") { return true }
        guard let colon = reference.firstIndex(ofASCII: 0x3A) else { return false }
        let scheme = reference[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}
