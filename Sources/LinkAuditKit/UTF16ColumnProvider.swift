import Foundation
import LinkAuditExtractors
import LinkAuditModel
import LinkAuditReporters

/// Gives reporters the lines they need to count columns in UTF-16 code units (SARIF's
/// `utf16CodeUnits`): each file that holds a finding or an input error is read once more, decoded as
/// its extractor decoded it (``PositionText``), and only those files.
public enum UTF16ColumnProvider {
    /// A converter for the files of `result`'s findings (reported and suppressed, and their related
    /// places) and errors.
    /// - Parameter workingDirectory: what relative paths in the result are relative to.
    public static func converter(for result: AuditResult, workingDirectory: String) -> ColumnConverter {
        var files = Set<String>()
        for finding in result.findings + result.suppressedFindings {
            if finding.line != nil { files.insert(finding.file) }
            for place in finding.related ?? [] where place.line != nil { files.insert(place.file) }
        }
        for error in result.errors where error.line != nil { files.insert(error.file) }
        var texts: [String: Lines] = [:]
        for file in files {
            let path = file.hasPrefix("/") ? file : workingDirectory + "/" + file
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let bytes = PositionText.utf8([UInt8](data), format: Discovery.format(of: file) ?? .markdown, file: file)
            texts[file] = Lines(bytes: bytes, index: LineIndex(bytes))
        }
        return converter(texts)
    }

    /// A converter for texts given in memory, keyed by the file name reports show.
    public static func converter(texts: [String: String]) -> ColumnConverter {
        converter(
            texts.mapValues { text in
                let bytes = Array(text.utf8)
                return Lines(bytes: bytes, index: LineIndex(bytes))
            })
    }

    private struct Lines: Sendable {
        var bytes: [UInt8]
        var index: LineIndex
    }

    private static func converter(_ texts: [String: Lines]) -> ColumnConverter {
        ColumnConverter { file, line, utf8Column in
            guard let lines = texts[file], line >= 1, line <= lines.index.lineCount, utf8Column >= 1 else { return nil }
            let range = lines.index.lineRange(line, in: lines.bytes)
            let end = range.lowerBound + utf8Column - 1
            // One past the line's last byte is an exclusive end; further is a line that changed.
            guard end <= range.upperBound else { return nil }
            return ColumnConverter.utf16Length(ofUTF8: lines.bytes[range.lowerBound..<end]) + 1
        }
    }
}
