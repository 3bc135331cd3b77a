import Foundation
import LinkAuditModel

/// Normalizes link destinations so that rules can compare them (see `docs/model.md`, Link).
///
/// Scheme and host lowercased, default port dropped, percent-encoding normalized (unreserved
/// characters decoded, hex digits uppercased, a raw space becomes `%20`), an empty query and a
/// trailing `/` dropped (not for the root), relative references resolved against the document's
/// path; the fragment is kept.
public enum DestinationNormalizer {
    /// What the relative references of one document resolve against, worked out once per document
    /// rather than once per link: whether it is an absolute URL, the directory that relative
    /// paths join, and the page that a fragment alone (`#x`) points into.
    public struct Base: Sendable {
        /// The document's path relative to the audit root, or an absolute URL (a page's `<base href>`).
        public let documentPath: String
        /// The length of the scheme of `documentPath` when it is an absolute URL with an authority
        /// (`https://host/…`), which relative references resolve against by RFC 3986; `nil` for a path.
        let urlSchemeLength: Int?
        /// `/` + `documentPath` up to its last `/`, as UTF-8: what a relative path is joined to.
        let directory: [UInt8]
        /// Whether `directory` is ASCII, so that a path joined to it is resolved byte by byte.
        let directoryIsASCII: Bool
        /// `/` + `documentPath` with its dot segments resolved: what a fragment alone is appended to.
        let page: String

        /// - Parameter documentPath: the document's path relative to the audit root, or an absolute URL.
        public init(documentPath: String) {
            self.documentPath = documentPath
            urlSchemeLength = DestinationNormalizer.schemeLength(documentPath).flatMap {
                documentPath.dropFirst($0 + 1).hasPrefix("//") ? $0 : nil
            }
            let slashed = "/" + documentPath
            directory = Array(DestinationNormalizer.directory(of: slashed).utf8)
            directoryIsASCII = directory.allSatisfy { $0 < 0x80 }
            page = DestinationNormalizer.finishPath(slashed)
        }

        /// The base of a destination that stands alone (no document): the audit root.
        static let root = Base(documentPath: "")
    }

    /// - Parameters:
    ///   - destination: the destination as written, entities decoded.
    ///   - documentPath: the document's path relative to the audit root, used as the base of
    ///     relative references (`/` + path); or an absolute URL (a page's `<base href>`).
    /// - Returns: the normalized destination, or `nil` for an empty destination and for a
    ///   `javascript:` one, which runs script and leads nowhere.
    public static func normalize(_ destination: String, documentPath: String) -> String? {
        normalize(destination, against: documentPath.isEmpty ? .root : Base(documentPath: documentPath))
    }

    /// ``normalize(_:documentPath:)`` against a base worked out once for the document's links.
    ///
    /// Percent-encoding leaves only ASCII (every other byte is encoded), so everything after it
    /// works on the UTF-8 bytes; only a directory that is not ASCII is joined as a String.
    public static func normalize(_ destination: String, against base: Base) -> String? {
        let trimmed = destination.hasSolidASCIIEnds ? destination : destination.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !ScriptURL.matches(trimmed) else { return nil }
        let encoded = percentEncodingNormalized(trimmed)
        let slash = UInt8(ascii: "/")
        let schemeEnd = schemeLength(encoded)
        if schemeEnd == nil, let baseScheme = base.urlSchemeLength {
            let reference = String(decoding: encoded, as: UTF8.self)
            return normalize(resolve(reference, against: base.documentPath, schemeLength: baseScheme), against: .root)
        }
        if let schemeEnd {
            let scheme = String(decoding: encoded[..<schemeEnd].map(ASCII.lowered), as: UTF8.self)
            let rest = encoded[(schemeEnd + 1)...]
            guard rest.starts(with: [slash, slash]) else { return scheme + ":" + String(decoding: rest, as: UTF8.self) }
            return scheme + ":" + normalizeHierarchical(rest, scheme: scheme)
        }
        if encoded.starts(with: [slash, slash]) { return normalizeHierarchical(encoded[...], scheme: "") }
        if encoded.first == UInt8(ascii: "#") { return base.page + String(decoding: encoded, as: UTF8.self) }
        // Relative reference: resolve against the document's path.
        if encoded.first == slash { return finishASCIIPath(encoded[...]) }
        guard base.directoryIsASCII else {
            let directory = String(decoding: base.directory, as: UTF8.self)
            return finishPath(directory + "/" + String(decoding: encoded, as: UTF8.self))
        }
        var joined: [UInt8] = []
        joined.reserveCapacity(base.directory.count + 1 + encoded.count)
        joined += base.directory
        joined.append(slash)
        joined += encoded
        return finishASCIIPath(joined[...])
    }

    /// `base` up to its last `/`, which it has (it starts with one). ASCII text is cut at the last
    /// `/` byte; other text splits into Characters, so a `/` that a mark joins is not cut at.
    private static func directory(of base: String) -> String {
        if base.utf8.allSatisfy({ $0 < 0x80 }), let slash = base.utf8.lastIndex(of: UInt8(ascii: "/")) {
            return String(base[..<slash])
        }
        return base.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    }

    /// What a page's `<base href>` makes relative references resolve against: an absolute URL as
    /// written, or a path relative to the audit root with its final `/` kept (`docs/`); `nil` for a
    /// base that cannot serve (empty, scheme-relative, `javascript:`).
    /// - Parameters:
    ///   - href: the `href` of the page's first `<base>`, entities decoded.
    ///   - documentPath: the page's path relative to the audit root.
    public static func resolveBase(_ href: String, documentPath: String) -> String? {
        let trimmed = href.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !ScriptURL.matches(trimmed), !trimmed.hasPrefix("//") else { return nil }
        if let scheme = schemeLength(trimmed) {
            return trimmed.dropFirst(scheme + 1).hasPrefix("//") ? trimmed : nil
        }
        var path = trimmed
        if let cut = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = String(path[..<cut]) }
        if !path.hasPrefix("/") {
            let directory = documentPath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            path = (directory + [Substring(path)]).joined(separator: "/")
        }
        var segments: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".": continue
            case "..": if !segments.isEmpty { segments.removeLast() }
            default: segments.append(segment)
            }
        }
        let keepsSlash = path.hasSuffix("/") || path.hasSuffix("/.") || path.hasSuffix("/..")
        return segments.joined(separator: "/") + (keepsSlash && !segments.isEmpty ? "/" : "")
    }

    /// A relative reference resolved against an absolute URL (RFC 3986, section 5.2, before
    /// dot segments, which `normalize` removes).
    private static func resolve(_ reference: String, against base: String, schemeLength: Int) -> String {
        let scheme = base.prefix(schemeLength)
        if reference.hasPrefix("//") { return scheme + ":" + reference }
        let afterSlashes = base.dropFirst(schemeLength + 3)
        let authorityEnd = afterSlashes.firstIndex(where: { "/?#".contains($0) }) ?? afterSlashes.endIndex
        let origin = base[..<authorityEnd]
        var rest = base[authorityEnd...]
        if let hash = rest.firstIndex(ofASCII: 0x23) { rest = rest[..<hash] }
        let path = rest.firstIndex(ofASCII: 0x3F).map { rest[..<$0] } ?? rest
        if reference.hasPrefix("#") { return origin + rest + reference }
        if reference.hasPrefix("?") { return origin + path + reference }
        if reference.hasPrefix("/") { return origin + reference }
        let directory = path.lastIndex(ofASCII: 0x2F).map { path[...$0] } ?? "/"
        return origin + directory + reference
    }

    /// The length of the text's scheme (ASCII letter, then letters, digits, `+`, `-`, `.`) before
    /// its `:`, or `nil`. A scheme is ASCII, so the UTF-8 bytes are read: any other byte ends the search.
    private static func schemeLength(_ text: String) -> Int? { schemeLength(text.utf8) }

    /// ``schemeLength(_:)-(String)`` of UTF-8 bytes.
    private static func schemeLength<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int? {
        var count = 0
        for byte in bytes {
            if byte == UInt8(ascii: ":") { return count > 0 ? count : nil }
            let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            let ok =
                isLetter
                || (count > 0
                    && ((0x30...0x39).contains(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                        || byte == UInt8(ascii: ".")))
            guard ok else { return nil }
            count += 1
        }
        return nil
    }

    private static let defaultPorts = ["http": "80", "https": "443", "ftp": "21", "ws": "80", "wss": "443"]

    /// `//authority/path…` (percent-encoded, so ASCII) with its authority lowercased and without
    /// its scheme's default port, and its path finished (``finishPath(_:)``); a path of `/` alone is dropped.
    private static func normalizeHierarchical(_ text: ArraySlice<UInt8>, scheme: String) -> String {
        let afterSlashes = text.dropFirst(2)
        let authorityEnd =
            afterSlashes.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
            ?? afterSlashes.endIndex
        var authority = afterSlashes[..<authorityEnd].map(ASCII.lowered)
        if let colon = authority.lastIndex(of: UInt8(ascii: ":")),
            !authority.contains(UInt8(ascii: "]")) || authority.last != UInt8(ascii: "]")
        {
            let port = authority[(colon + 1)...]
            if port.isEmpty || defaultPorts[scheme].map({ port.elementsEqual($0.utf8) }) == true {
                authority.removeSubrange(colon...)
            }
        }
        let path = finishASCIIPath(afterSlashes[authorityEnd...])
        return "//" + String(decoding: authority, as: UTF8.self) + (path == "/" ? "" : path)
    }

    /// Resolves dot segments, drops an empty query and a trailing slash (not for the root).
    private static func finishPath(_ text: String) -> String {
        // Nearly every destination is ASCII by now (the percent step encodes the rest), and there a
        // Character is a byte for every test below, so the bytes give the same answer, faster.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return finishASCIIPath(Array(text.utf8)[...]) }
        var pathPart = text
        var fragment = ""
        if let hash = pathPart.firstIndex(ofASCII: 0x23) {
            fragment = String(pathPart[hash...])
            pathPart = String(pathPart[..<hash])
        }
        var query = ""
        if let question = pathPart.firstIndex(ofASCII: 0x3F) {
            query = String(pathPart[question...])
            pathPart = String(pathPart[..<question])
            if query == "?" { query = "" }
        }
        var segments: [Substring] = []
        for segment in pathPart.split(separator: "/", omittingEmptySubsequences: false) {
            switch segment {
            case ".": continue
            case "..": if segments.count > 1 { segments.removeLast() }
            default: segments.append(segment)
            }
        }
        var path = segments.joined(separator: "/")
        if pathPart.hasPrefix("/"), !path.hasPrefix("/") { path = "/" + path }
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path + query + fragment
    }

    /// ``finishPath(_:)`` over UTF-8 bytes, for ASCII text only.
    ///
    /// The path is written straight into the result: a segment is appended after a `/`, and `..`
    /// cuts the result back to its last `/` (the text after it is the last segment, as segments
    /// hold no `/`), never removing the first segment.
    private static func finishASCIIPath(_ text: ArraySlice<UInt8>) -> String {
        text.withUnsafeBufferPointer { bytes -> String in
            String(unsafeUninitializedCapacity: bytes.count + 1) { path in
                let slash = UInt8(ascii: "/")
                let dot = UInt8(ascii: ".")
                let hash = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
                let question = bytes[..<hash].firstIndex(of: UInt8(ascii: "?")) ?? hash
                var length = 0
                var segments = 0
                var start = 0
                while true {
                    let end = bytes[start..<question].firstIndex(of: slash) ?? question
                    let isDot = end - start == 1 && bytes[start] == dot
                    let isDotDot = end - start == 2 && bytes[start] == dot && bytes[start + 1] == dot
                    if isDotDot {
                        if segments > 1 {
                            segments -= 1
                            length = path[..<length].lastIndex(of: slash) ?? 0
                        }
                    } else if !isDot {
                        if segments > 0 {
                            path[length] = slash
                            length += 1
                        }
                        for offset in start..<end { path[length + offset - start] = bytes[offset] }
                        length += end - start
                        segments += 1
                    }
                    if end == question { break }
                    start = end + 1
                }
                // A path that starts with `/` keeps its first (empty) segment, so it is empty only
                // when nothing followed: it is the root.
                if question > 0, bytes[0] == slash, length == 0 {
                    path[0] = slash
                    length = 1
                }
                while length > 1, path[length - 1] == slash { length -= 1 }
                // An empty query (`?` alone) is dropped; the fragment is kept as written.
                let tail = hash - question > 1 ? question : hash
                for offset in tail..<bytes.count { path[length + offset - tail] = bytes[offset] }
                return length + bytes.count - tail
            }
        }
    }

    /// Decodes percent-escapes of unreserved characters, uppercases the hex digits of the others,
    /// and encodes raw spaces and other characters that cannot stand in a URL.
    /// The result is ASCII: every byte of 0x80 or above is encoded.
    static func percentEncodingNormalized(_ text: String) -> [UInt8] {
        if let normalized = text.utf8.withContiguousStorageIfAvailable(percentEncodingNormalized) { return normalized }
        return Array(text.utf8).withUnsafeBufferPointer(percentEncodingNormalized)
    }

    /// ``percentEncodingNormalized(_:)-(String)`` of UTF-8 bytes. Most destinations hold no `%` and
    /// no byte to encode: they are copied as they are.
    private static func percentEncodingNormalized(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        guard bytes.contains(where: { $0 == UInt8(ascii: "%") || mustBeEncoded($0) }) else { return Array(bytes) }
        let hex: StaticString = "0123456789ABCDEF"
        let digits = hex.utf8Start
        return [UInt8](unsafeUninitializedCapacity: bytes.count * 3) { output, count in
            func appendEscape(_ high: UInt8, _ low: UInt8) {
                output[count] = UInt8(ascii: "%")
                output[count + 1] = digits[Int(high)]
                output[count + 2] = digits[Int(low)]
                count += 3
            }
            count = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "%"), index + 2 < bytes.count, let high = ASCII.hexValue(bytes[index + 1]),
                    let low = ASCII.hexValue(bytes[index + 2])
                {
                    let value = high << 4 | low
                    if isUnreserved(value) {
                        output[count] = value
                        count += 1
                    } else {
                        appendEscape(high, low)
                    }
                    index += 3
                    continue
                }
                if mustBeEncoded(byte) {
                    appendEscape(byte >> 4, byte & 0xF)
                } else {
                    output[count] = byte
                    count += 1
                }
                index += 1
            }
        }
    }

    /// Whether a byte is unreserved in a URL (RFC 3986): its percent-escape is decoded.
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }

    /// Whether a byte cannot stand in a URL as it is: space, controls, bytes of non-ASCII
    /// characters, and the punctuation that RFC 3986 leaves out.
    private static func mustBeEncoded(_ byte: UInt8) -> Bool {
        byte <= 0x20 || byte == 0x7F || byte >= 0x80 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "<")
            || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
            || byte == UInt8(ascii: "|") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "^")
    }
}
