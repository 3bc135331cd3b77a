/// A `javascript:` URL: it runs script instead of leading somewhere, so it is no destination (see
/// `docs/model.md`, Link) and a link written with one is a button in disguise.
public enum ScriptURL {
    /// Whether a destination, as written with entities decoded, is a `javascript:` URL, read as
    /// browsers read it: the scheme in any case, after leading spaces and control characters, with
    /// tabs and line breaks inside ignored (`java\tscript:` runs too).
    public static func matches(_ destination: String) -> Bool {
        // Compared byte by byte as the scheme is read, without building it: asked of every link.
        let scheme: StaticString = "javascript:"
        return scheme.withUTF8Buffer { scheme in
            var matched = 0
            for byte in destination.utf8 {
                if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
                if matched == 0, byte <= 0x20 { continue }
                guard byte | (byte >= 0x41 && byte <= 0x5A ? 0x20 : 0) == scheme[matched] else { return false }
                matched += 1
                if matched == scheme.count { return true }
            }
            return false
        }
    }
}

extension Link {
    /// Whether the link's destination is a `javascript:` URL (`ScriptURL`).
    public var runsScript: Bool { ScriptURL.matches(destination) }
}
