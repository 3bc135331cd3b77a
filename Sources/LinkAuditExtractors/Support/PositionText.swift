import LinkAuditModel

/// The UTF-8 text a file's reported positions are counted in, for readers that need a line's
/// characters after the audit (SARIF's UTF-16 columns).
///
/// Extractors count columns in the text they decode: a UTF-16 string table or a legacy-encoded
/// HTML page in its UTF-8 transcoding, any other file without its UTF-8 byte order mark.
public enum PositionText {
    /// The decoded text of `bytes`, read as a file of `format` named `file` (the name can choose
    /// an HTML page's charset, `page.html.ko.euc-kr`).
    public static func utf8(_ bytes: [UInt8], format: DocumentFormat, file: String) -> [UInt8] {
        if format == .html, case .success(let decoded) = HTMLEncodingSniffer.decode(bytes, file: file) {
            return decoded.text
        }
        if TextDecoding.looksUTF16(bytes), let text = TextDecoding.utf16ToUTF8(bytes) {
            return text
        }
        return bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    }
}
