/// A page in a legacy charset (ISO-8859-1, Shift_JIS, EUC-KR, KOI8-R, …) as `--fix` writes it back
/// (issue 26): its text decoded as extraction decodes it (``HTMLEncodingSniffer``), the edits
/// applied to that text, and the result encoded in the page's charset with iconv.
///
/// Sound or nothing: the charset is taken only when encoding the decoded text gives back the
/// page's very bytes, so that everything but the edits stays byte for byte. Edits write what is
/// not ASCII as character references (``LinkTextPlace/Markup/asciiHTML``), which every such charset
/// holds.
package struct HTMLCharsetText {
    /// The charset's label, lowercased (`shift_jis`).
    package let charset: String

    /// The charset of `bytes`, a page that is neither UTF-8 nor UTF-16, when `decoded` (its text)
    /// encodes back to exactly them; `nil` otherwise.
    package init?(bytes: [UInt8], file: String, decoded: [UInt8]) {
        guard case .success(let read) = HTMLEncodingSniffer.decode(bytes, file: file), read.text == decoded,
            !["utf-8", "utf-16"].contains(read.encoding)
        else { return nil }
        charset = read.encoding
        guard encode(decoded) == bytes else { return nil }
    }

    /// `text` (UTF-8) in the page's charset; `nil` when a character cannot be written in it.
    package func encode(_ text: [UInt8]) -> [UInt8]? {
        // Browsers, and the sniffer, read ISO-8859-1 as windows-1252.
        let target =
            ["iso-8859-1", "iso8859-1", "latin1", "latin-1", "l1", "us-ascii", "ascii"].contains(charset) ? "windows-1252" : charset
        return TextDecoding.iconvFromUTF8(text, to: target)
    }
}
