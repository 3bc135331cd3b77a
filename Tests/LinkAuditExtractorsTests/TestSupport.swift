import LinkAuditModel

/// A source span from 1-based lines and UTF-8 byte columns, the end inclusive.
func span(_ startLine: Int, _ startColumn: Int, _ endLine: Int, _ endColumn: Int) -> SourceSpan {
    SourceSpan(start: SourcePosition(line: startLine, utf8Column: startColumn), end: SourcePosition(line: endLine, utf8Column: endColumn))
}
