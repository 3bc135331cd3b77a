import Foundation
import LinkAuditExtractors
import LinkAuditModel
import LinkAuditReporters

/// The findings a team has accepted when adopting linkaudit on an existing corpus
/// (`--write-baseline FILE` records them, `--baseline FILE` reports only the others; issue 10).
///
/// An entry names a finding without its line, column or message, so that edits elsewhere in the
/// file never revive it: rule, file, the string table key, locale and variation for app copy,
/// the link's name and destination (whitespace collapsed, case folded), and an occurrence index
/// that counts identical identities in the same file in report order. Two identical "here" links
/// are two entries; a third one added later is reported.
///
/// The file is JSON: schema-versioned, entries sorted, byte-identical for the same findings.
/// Paths are as reports show them: relative to the working directory when below it.
/// Baselined findings stay in the JSON report (`suppressed: "baseline"`) and in SARIF
/// (`suppressions` of kind `external`); the text, HTML and GitHub outputs and the exit status
/// ignore them (`docs/model.md`, Findings and exit status).
public struct Baseline: Codable, Equatable, Sendable {
    /// One accepted finding: its ``FindingIdentity`` (shared with SARIF's `partialFingerprints`).
    /// Every field but `rule`, `file` and `occurrence` is absent when it does not apply (a finding on
    /// markup has no link; a Markdown link has no key).
    public typealias Entry = FindingIdentity

    /// The version of this file's shape; raised on any incompatible change.
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    /// Sorted by rule, file, key, locale, variation, name, destination, occurrence.
    public var entries: [Entry]

    /// The baseline of a run: one entry per finding, active or already suppressed by a baseline.
    /// Findings a comment (`.inSource`) or a configuration key pattern (`.configuration`) suppresses
    /// are left out: they are already accepted, and a baseline entry would be a second, stale
    /// acceptance once the comment or pattern is removed.
    public init(_ result: AuditResult) {
        schemaVersion = Self.currentSchemaVersion
        let findings = result.findings + result.suppressedFindings.filter { $0.suppressed == .baseline }
        entries = Self.identify(findings, links: result.links).map(\.entry)
        entries.sort { $0.sortKey.lexicographicallyPrecedes($1.sortKey) }
    }

    /// The file's text: pretty-printed JSON with sorted keys, ending in a newline.
    public var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A warning for a baseline none of whose files the run audited (`nil` otherwise): its paths
    /// are relative to the folder it was written from, so a run from another folder, or on other
    /// paths, matches none of its entries and reports every finding again.
    public func unmatchedFilesHint(audited files: [String]) -> String? {
        let named = Set(entries.map(\.file))
        guard !named.isEmpty, named.isDisjoint(with: files) else { return nil }
        let example = named.min()!
        return "no file the baseline names was audited (e.g. '\(example)'): its paths are relative to the folder it was "
            + "written from; run from that folder, with the same paths"
    }

    /// Moves the findings this baseline names from `result.findings` to `result.suppressedFindings`
    /// (marked `.baseline`) and sets `result.baselineGone` to the number of entries no finding matched.
    public func apply(to result: inout AuditResult) {
        let accepted = Set(entries)
        var matched = Set<Entry>()
        var reported: [Finding] = []
        var suppressed: [Finding] = []
        for (finding, entry) in Self.identify(result.findings, links: result.links) {
            if accepted.contains(entry) {
                matched.insert(entry)
                var finding = finding
                finding.suppressed = .baseline
                suppressed.append(finding)
            } else {
                reported.append(finding)
            }
        }
        result.findings = reported
        result.suppressedFindings += suppressed
        result.baselineGone = accepted.count - matched.count
    }

    /// Each finding with its entry; occurrence indices follow the order of `findings`.
    static func identify(_ findings: [Finding], links: [Link]) -> [(finding: Finding, entry: Entry)] {
        Array(zip(findings, FindingIdentity.identify(findings, links: links)))
    }

    /// Reads and checks a baseline file.
    /// - Parameters:
    ///   - path: the file to read.
    ///   - shownAs: how messages name it (as the user wrote it).
    /// - Throws: `Options.UsageError` naming the file, and the line and column where known, when
    ///   it cannot be read, is not JSON, lacks a field or has another schema version.
    public static func load(path: String, shownAs shown: String) throws(Options.UsageError) -> Baseline {
        guard let data = PathText.contents(atPath: path).map({ Data($0) }) else {
            throw Options.UsageError(message: "baseline \(shown) cannot be read")
        }
        let bytes = [UInt8](data)
        if let error = JSONSyntax.firstError(in: bytes) {
            throw Options.UsageError(message: "\(shown):\(error.line):\(error.column): not valid JSON: \(error.message)")
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw located(shown, context.codingPath, bytes, "\(field(context.codingPath + [key])) is missing")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context),
            let DecodingError.dataCorrupted(context)
        {
            throw located(shown, context.codingPath, bytes, "\(field(context.codingPath)) is not valid")
        } catch {
            throw Options.UsageError(message: "\(shown): not a linkaudit baseline")
        }
        guard baseline.schemaVersion == currentSchemaVersion else {
            throw located(
                shown, [], bytes,
                "schemaVersion \(baseline.schemaVersion) is not one this linkaudit reads (\(currentSchemaVersion))")
        }
        return baseline
    }

    private static func located(_ shown: String, _ path: [CodingKey], _ bytes: [UInt8], _ message: String) -> Options.UsageError {
        // The nearest member or string element that can be found: a missing field is located at
        // the array holding its entry.
        var components = path.map { $0.intValue.map(String.init) ?? $0.stringValue }
        var position = JSONSyntax.position(of: components, in: bytes)
        while position == nil, !components.isEmpty {
            components.removeLast()
            position = JSONSyntax.position(of: components, in: bytes)
        }
        let at = position.map { ":\($0.line):\($0.column)" } ?? ""
        return Options.UsageError(message: "\(shown)\(at): \(message)")
    }

    /// `entries[2].rule`.
    private static func field(_ path: [CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text.isEmpty ? "the file" : text
    }
}
