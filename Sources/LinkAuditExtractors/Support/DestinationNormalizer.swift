import Foundation
import LinkAuditModel

/// Normalizes link destinations so that rules can compare them (see `docs/model.md`, Link).
///
/// Scheme and host lowercased, default port dropped, percent-encoding normalized (unreserved
/// characters decoded, hex digits uppercased, a raw space becomes `%20`), an empty query and a
/// trailing `/` dropped (not for the root), relative references resolved against the document's
/// path; the fragment is kept.
public enum DestinationNormalizer {
    /// - Parameters:
    ///   - destination: the destination as written, entities decoded.
    ///   - documentPath: the document's path relative to the audit root, used as the base of
    ///     relative references (`/` + path); or an absolute URL (a page's `<base href>`).
    /// - Returns: the normalized destination, or `nil` for an empty destination and for a
    ///   `javascript:` one, which runs script and leads nowhere.
    public static func normalize(_ destination: String, documentPath: String) -> String? {
        let trimmed = destination.hasSolidASCIIEnds ? destination : destination.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !ScriptURL.matches(trimmed) else { return nil }
        let encoded = normalizePercentEncoding(trimmed)
        if schemeLength(encoded) == nil, let baseScheme = schemeLength(documentPath),
            documentPath.dropFirst(baseScheme + 1).hasPrefix("//")
        {
            return normalize(resolve(encoded, against: documentPath, schemeLength: baseScheme), documentPath: "")
        }
        if let schemeEnd = schemeLength(encoded) {
            let scheme = encoded.prefix(schemeEnd).lowercased()
            let rest = encoded.dropFirst(schemeEnd + 1)
            guard rest.hasPrefix("//") else { return scheme + ":" + rest }
            return scheme + ":" + normalizeHierarchical(String(rest), scheme: scheme)
        }
        if encoded.hasPrefix("//") { return normalizeHierarchical(encoded, scheme: "") }
        if encoded.hasPrefix("#") { return finishPath("/" + documentPath) + encoded }
        // Relative reference: resolve against the document's path.
        let base = "/" + documentPath
        let resolved: String
        if encoded.hasPrefix("/") {
            resolved = encoded
        } else {
            resolved = directory(of: base) + "/" + encoded
        }
        return finishPath(resolved)
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
    private static func schemeLength(_ text: String) -> Int? {
        var count = 0
        for byte in text.utf8 {
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

    private static func normalizeHierarchical(_ text: String, scheme: String) -> String {
        // text starts with "//"
        let afterSlashes = text.dropFirst(2)
        let authorityEnd = afterSlashes.firstIndex(where: { "/?#".contains($0) }) ?? afterSlashes.endIndex
        var authority = String(afterSlashes[..<authorityEnd]).lowercased()
        if let colon = authority.lastIndex(of: ":"), !authority.contains("]") || authority.hasSuffix("]") == false {
            let port = authority[authority.index(after: colon)...]
            if port.isEmpty || defaultPorts[scheme] == String(port) { authority = String(authority[..<colon]) }
        }
        let remainder = String(afterSlashes[authorityEnd...])
        let path = finishPath(remainder)
        return "//" + authority + (path == "/" ? "" : path)
    }

    /// Resolves dot segments, drops an empty query and a trailing slash (not for the root).
    private static func finishPath(_ text: String) -> String {
        // Nearly every destination is ASCII by now (the percent step encodes the rest), and there a
        // Character is a byte for every test below, so the bytes give the same answer, faster.
        if let fast = finishASCIIPath(text) { return fast }
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

    /// ``finishPath(_:)`` over UTF-8 bytes, for ASCII text only (`nil` for any other).
    private static func finishASCIIPath(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            let slash = UInt8(ascii: "/")
            let dot = UInt8(ascii: ".")
            let hash = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
            let question = bytes[..<hash].firstIndex(of: UInt8(ascii: "?")) ?? hash
            // Each segment as a range of `bytes`; `..` never removes the first one.
            var segments: [Range<Int>] = []
            var start = 0
            while true {
                let end = bytes[start..<question].firstIndex(of: slash) ?? question
                let length = end - start
                let isDot = length == 1 && bytes[start] == dot
                let isDotDot = length == 2 && bytes[start] == dot && bytes[start + 1] == dot
                if isDotDot {
                    if segments.count > 1 { segments.removeLast() }
                } else if !isDot {
                    segments.append(start..<end)
                }
                if end == question { break }
                start = end + 1
            }
            var path: [UInt8] = []
            path.reserveCapacity(bytes.count + 1)
            for (index, segment) in segments.enumerated() {
                if index > 0 { path.append(slash) }
                path += bytes[segment]
            }
            if question > 0, bytes[0] == slash, path.first != slash { path.insert(slash, at: 0) }
            while path.count > 1, path.last == slash { path.removeLast() }
            // An empty query (`?` alone) is dropped; the fragment is kept as written.
            if hash - question > 1 { path += bytes[question..<hash] }
            path += bytes[hash...]
            return String(decoding: path, as: UTF8.self)
        }
    }

    /// Decodes percent-escapes of unreserved characters, uppercases the hex digits of the others,
    /// and encodes raw spaces and other characters that cannot stand in a URL.
    static func normalizePercentEncoding(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        let hex = Array("0123456789ABCDEF".utf8)
        func isUnreserved(_ byte: UInt8) -> Bool {
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.count, let high = ASCII.hexValue(bytes[index + 1]),
                let low = ASCII.hexValue(bytes[index + 2])
            {
                let value = high << 4 | low
                if isUnreserved(value) { output.append(value) } else { output.append(contentsOf: [byte, hex[Int(high)], hex[Int(low)]]) }
                index += 3
                continue
            }
            if byte <= 0x20 || byte == 0x7F || byte >= 0x80 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "<")
                || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
                || byte == UInt8(ascii: "|") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "^")
            {
                output.append(contentsOf: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            } else {
                output.append(byte)
            }
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }
}
