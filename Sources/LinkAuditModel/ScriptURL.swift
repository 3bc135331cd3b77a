/// A `javascript:` URL: it runs script instead of leading somewhere, so it is no destination (see
/// `docs/model.md`, Link) and a link written with one is a button in disguise.
public enum ScriptURL {
    /// Whether a destination, as written with entities decoded, is a `javascript:` URL, read as
    /// browsers read it: the scheme in any case, after leading spaces and control characters, with
    /// tabs and line breaks inside ignored (`java\tscript:` runs too).
    public static func matches(_ destination: String) -> Bool {
        var scheme: [UInt8] = []
        for byte in destination.utf8 {
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            if scheme.isEmpty, byte <= 0x20 { continue }
            scheme.append(byte | (byte >= 0x41 && byte <= 0x5A ? 0x20 : 0))
            if scheme.count == 11 { break }
        }
        return scheme == Array("javascript:".utf8)
    }
}

extension Link {
    /// Whether the link's destination is a `javascript:` URL (`ScriptURL`).
    public var runsScript: Bool { ScriptURL.matches(destination) }
}
