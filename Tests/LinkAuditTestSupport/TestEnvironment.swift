import Foundation
import LinkAuditModel

/// A position from a 1-based line and a 1-based UTF-8 byte column.
public func position(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, utf8Column: column)
}

/// A source span from 1-based lines and UTF-8 byte columns, the end inclusive.
public func span(_ startLine: Int, _ startColumn: Int, _ endLine: Int, _ endColumn: Int) -> SourceSpan {
    SourceSpan(start: position(startLine, startColumn), end: position(endLine, endColumn))
}

/// Whether stored expected files should be rewritten instead of compared: `LINKAUDIT_UPDATE=1`.
/// Every test that compares with a stored file (rule docs, corpus expectations, reporter
/// snapshots, generated sources) reads this one switch.
public var updatingExpectedFiles: Bool {
    ProcessInfo.processInfo.environment["LINKAUDIT_UPDATE"] == "1"
}

/// The project's root folder (where `Package.swift`, `Corpus/` and `docs/` are).
public let projectFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized.path

/// The shared corpus of real files beside the project, present in CI and in developers'
/// checkouts, absent in users' clones: tests over it skip when this is `nil`.
public let sharedCorpus: String? = {
    let path = URL(fileURLWithPath: projectFolder).appendingPathComponent("../shared/corpus").standardized.path
    return FileManager.default.fileExists(atPath: path) ? path : nil
}()
