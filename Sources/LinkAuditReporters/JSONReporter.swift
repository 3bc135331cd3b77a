import Foundation
import LinkAuditModel

/// The whole audit as JSON (see `docs/model.md`, Findings and exit status), schema-versioned, byte-identical for the same input.
public enum JSONReporter {
    /// The version of the JSON shape below; raised on any incompatible change.
    public static let schemaVersion = 1

    struct Document: Encodable {
        struct Tool: Encodable { var name: String; var version: String }
        struct Counts: Encodable { var error: Int; var warning: Int; var note: Int }
        struct Summary: Encodable {
            var files: Int
            var links: Int
            var findings: Counts
            var errors: Int
            /// An object keyed by rule id (``RuleID`` encodes as its text), in sorted order.
            var findingsByRule: [RuleID: Int]
            /// Links per language that has no generic-text list ("not classified").
            var notClassified: [String: Int]
            /// Link-like constructs not understood, by kind (``NotUnderstood/Kind``).
            var notUnderstood: [String: Int]
            /// With a baseline only: findings it suppressed, and its entries no finding matched.
            var baseline: BaselineCounts?
        }
        struct BaselineCounts: Encodable { var suppressed: Int; var gone: Int }
        var schemaVersion: Int
        var tool: Tool
        var summary: Summary
        var files: [String]
        var links: [Link]
        var notUnderstood: [NotUnderstood]
        var findings: [Finding]
        var errors: [AuditError]
        var warnings: [AuditError]
    }

    public static func render(_ result: AuditResult) -> String {
        var text = ""
        write(result, to: &text)
        return text
    }

    /// Writes the report to `output` piece by piece, the same bytes as ``render(_:)``: the long
    /// arrays (files, links, findings, errors, warnings) element by element, so no whole copy of the
    /// report is ever held. With `encodedLinks` (a run that kept its links out of memory), the
    /// links are those texts, written as they are; otherwise `result.links`, encoded here.
    public static func write<Output: UTF8OutputStream>(
        _ result: AuditResult, encodedLinks: (any EncodedLinks)? = nil, to output: inout Output
    ) {
        var byRule: [RuleID: Int] = [:]
        for finding in result.findings { byRule[finding.rule, default: 0] += 1 }
        let skeleton = Document(
            schemaVersion: schemaVersion,
            tool: .init(name: ToolInfo.name, version: ToolInfo.version),
            summary: .init(
                files: result.files.count, links: result.linkCount,
                findings: .init(error: result.count(.error), warning: result.count(.warning), note: result.count(.note)),
                errors: result.errors.count, findingsByRule: byRule, notClassified: result.notClassified,
                notUnderstood: result.notUnderstood.countsByKind,
                baseline: result.baselineGone.map {
                    .init(suppressed: result.suppressedFindings.filter { $0.suppressed == .baseline }.count, gone: $0)
                }),
            files: [], links: [], notUnderstood: result.notUnderstood, findings: [], errors: [], warnings: [])
        let encoder = makeEncoder()
        guard let data = try? encoder.encode(skeleton) else { output.write("{}\n"); return }
        let text = String(decoding: data, as: UTF8.self)
        /// Writes each element after its separator (a newline, then a comma and a newline); returns how many.
        func elements(_ texts: some Sequence<String>, to output: inout Output) -> Int {
            var count = 0
            for element in texts {
                output.write(count == 0 ? "\n" : ",\n")
                output.write(element)
                count += 1
            }
            return count
        }
        /// Writes each finding after its separator through one byte sink, a megabyte at a time
        /// (a run can report tens of thousands); returns how many. As ``encoded(_:)`` writes each.
        func findingElements(_ findings: some Sequence<Finding>, to output: inout Output) -> Int {
            let sink = JSONByteSink(capacity: 1 << 20)
            var count = 0
            for finding in findings {
                sink.literal(count == 0 ? "\n" : ",\n")
                sink.appendSpaces(4)
                sink.finding(finding, depth: 2)
                count += 1
                if sink.count >= 1 << 20 {
                    sink.withBytes { output.write(utf8: UnsafeRawBufferPointer($0)) }
                    sink.truncate(to: 0)
                }
            }
            sink.withBytes { output.write(utf8: UnsafeRawBufferPointer($0)) }
            return count
        }
        // Each array, in the order the sorted keys put it, element by element.
        let arrays: [(key: String, write: (inout Output) -> Int)] = [
            ("files", { elements(result.files.lazy.map { encoded($0) }, to: &$0) }),
            (
                "links",
                { output in
                    guard let encodedLinks else { return elements(result.links.lazy.map { encoded($0) }, to: &output) }
                    return encodedLinks.forEachLink(first: "\n", between: ",\n") { output.write(utf8: $0) }
                }
            ),
            ("findings", { findingElements([result.findings, result.suppressedFindings].joined(), to: &$0) }),
            ("errors", { elements(result.errors.lazy.map { encoded($0) }, to: &$0) }),
            ("warnings", { elements(result.warnings.lazy.map { encoded($0) }, to: &$0) }),
        ]
        var places: [(open: String.Index, close: String.Index, write: (inout Output) -> Int)] = []
        for (key, write) in arrays {
            // Searched by bytes: Foundation's `range(of:)` cost a tenth of a cached re-run here.
            guard let open = text.utf8.firstRange(ofBytes: "\n  \"\(key)\" : [".utf8),
                let close = text[open.upperBound...].firstIndex(ofASCII: UInt8(ascii: "]"))
            else {
                output.write(text + "\n")
                return
            }
            places.append((open.upperBound, close, write))
        }
        places.sort { $0.open < $1.open }
        var written = text.startIndex
        for place in places {
            output.write(String(text[written..<place.open]))
            let count = place.write(&output)
            // An empty array is written as the encoder writes it; a full one closes on its own line.
            written = count == 0 ? place.open : place.close
            if count > 0 { output.write("\n  ") }
        }
        output.write(String(text[written...]) + "\n")
    }

    static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// One array element as it stands in the report: written two levels deep, its first line
    /// indented too (``PrettyJSONWriter``, the bytes `JSONEncoder` would write).
    static func encoded(_ value: some Encodable) -> String {
        String(decoding: indented(value), as: UTF8.self)
    }

    /// The UTF-8 bytes of ``encoded(_:)``; `null` for a value `JSONEncoder` cannot encode either
    /// (a non-finite number).
    private static func indented(_ value: some Encodable) -> [UInt8] {
        var bytes: [UInt8] = [0x20, 0x20, 0x20, 0x20]
        do {
            try PrettyJSONWriter.append(value, depth: 2, to: &bytes)
        } catch {
            return Array("null".utf8)
        }
        return bytes
    }

    /// Links as they stand in the report's `links`, each in two parts: before its `id` value and
    /// after it, one after the other in `bytes`; `lengths` holds the two parts' byte counts, two per
    /// link. A link that cannot be written (a non-finite number in its style) is written as its id
    /// alone. The text of a link in the report is its head, its id in decimal, then its tail
    /// (``EncodedLinks``).
    public static func encodedAroundIDs(_ links: [Link]) -> (bytes: [UInt8], lengths: [UInt32]) {
        let buffer = LinkEncodingBuffer()
        let lengths = encodeAroundIDs(links, into: buffer)
        return (buffer.withBytes { Array($0) }, lengths)
    }

    /// ``encodedAroundIDs(_:)`` written into `buffer`, whose earlier contents are dropped (its
    /// memory is kept): how a run encodes document after document without allocating and touching
    /// fresh pages for each. Returns the two parts' byte lengths, two per link.
    public static func encodeAroundIDs(_ links: [Link], into buffer: LinkEncodingBuffer) -> [UInt32] {
        let sink = buffer.sink
        sink.truncate(to: 0)
        var lengths: [UInt32] = []
        lengths.reserveCapacity(links.count * 2)
        for link in links {
            let start = sink.count
            sink.appendSpaces(4)
            let place: Int
            if let found = try? sink.link(link, depth: 2, omittingID: true) {
                place = found
            } else {
                sink.truncate(to: start)
                sink.literal("    {\n      \"id\" : ")
                place = sink.count
                sink.literal("\n    }")
            }
            lengths.append(UInt32(place - start))
            lengths.append(UInt32(sink.count - place))
        }
        return lengths
    }
}

/// Memory that ``JSONReporter/encodeAroundIDs(_:into:)`` writes links into, kept from one
/// document to the next. Not safe to share between threads while in use.
public final class LinkEncodingBuffer: @unchecked Sendable {
    let sink = JSONByteSink(capacity: 64 * 1024)

    public init() {}

    /// Calls `body` with the bytes last encoded, valid only during the call.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try sink.withBytes(body)
    }
}

/// The JSON report's links of a run that kept them out of memory (LinkAuditKit's link spool): each
/// link's text as it stands in the report's `links`, made by ``JSONReporter/encodedAroundIDs(_:)``
/// with the link's final id put in place, in report order. The report writes these texts as they
/// are: it never decodes them.
public protocol EncodedLinks {
    /// Calls `body` with the links' texts in report order, as UTF-8 bytes, each text after
    /// `first` (the first link's) or `between` (every other's): a call holds whole links, a
    /// document's at a time. Returns how many links there were.
    func forEachLink(first: StaticString, between: StaticString, _ body: (UnsafeRawBufferPointer) -> Void) -> Int
}

/// A text output that also takes UTF-8 bytes as they are: the JSON report writes its spooled
/// links (``EncodedLinks``) without making a `String` of each.
public protocol UTF8OutputStream: TextOutputStream {
    /// Appends `bytes`, which are UTF-8.
    mutating func write(utf8 bytes: UnsafeRawBufferPointer)
}

extension String: UTF8OutputStream {
    public mutating func write(utf8 bytes: UnsafeRawBufferPointer) {
        self += String(decoding: bytes, as: UTF8.self)
    }
}
