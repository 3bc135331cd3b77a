import LinkAuditModel

/// Paths written into URIs: SARIF's artifact locations and the HTML report's links to its pages
/// folder.
package enum URIPath {
    /// `bytes` as a URI path: each byte percent-encoded but RFC 3986's unreserved characters, the
    /// sub-delimiters but `;`, `@`, and `/`; so spaces, `:`, `#`, `?` and `%` in file names stay
    /// part of the path, and a name that is not UTF-8 (`caf\xE9.md`) is its bytes (`caf%E9.md`).
    package static func encoded(_ bytes: [UInt8]) -> String {
        var encoded = ""
        for byte in bytes {
            if keptBytes.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return encoded
    }

    private static let keptBytes = Set(Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,=@/".utf8))
}
