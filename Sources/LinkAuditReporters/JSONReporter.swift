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
            var findingsByRule: [String: Int]
            /// Links per language that has no generic-text list ("not classified").
            var notClassified: [String: Int]
            /// With a baseline only: findings it suppressed, and its entries no finding matched.
            var baseline: BaselineCounts?
        }
        struct BaselineCounts: Encodable { var suppressed: Int; var gone: Int }
        var schemaVersion: Int
        var tool: Tool
        var summary: Summary
        var files: [String]
        var links: [Link]
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
    /// report is ever held. With a `spool` that holds the run's links in order
    /// (``LinkSpool/isOrdered``), the links come from it; otherwise from `result.links`.
    public static func write(_ result: AuditResult, spool: LinkSpool? = nil, to output: inout some TextOutputStream) {
        var byRule: [String: Int] = [:]
        for finding in result.findings { byRule[finding.rule, default: 0] += 1 }
        let skeleton = Document(
            schemaVersion: schemaVersion,
            tool: .init(name: ToolInfo.name, version: ToolInfo.version),
            summary: .init(
                files: result.files.count, links: result.linkCount,
                findings: .init(error: result.count(.error), warning: result.count(.warning), note: result.count(.note)),
                errors: result.errors.count, findingsByRule: byRule, notClassified: result.notClassified,
                baseline: result.baselineGone.map {
                    .init(suppressed: result.suppressedFindings.filter { $0.suppressed == .baseline }.count, gone: $0)
                }),
            files: [], links: [], findings: [], errors: [], warnings: [])
        let encoder = makeEncoder()
        guard let data = try? encoder.encode(skeleton) else { output.write("{}\n"); return }
        let text = String(decoding: data, as: UTF8.self)
        // Each array, in the order the sorted keys put it, element by element.
        let arrays: [(key: String, elements: ((String) -> Void) -> Void)] = [
            ("files", { each in for file in result.files { each(encoded(file, encoder)) } }),
            (
                "links",
                { each in
                    if let spool, spool.isOrdered {
                        spool.forEachLink(each)
                    } else {
                        for link in result.links { each(encoded(link, encoder)) }
                    }
                }
            ),
            ("findings", { each in for finding in result.findings + result.suppressedFindings { each(encoded(finding, encoder)) } }),
            ("errors", { each in for error in result.errors { each(encoded(error, encoder)) } }),
            ("warnings", { each in for warning in result.warnings { each(encoded(warning, encoder)) } }),
        ]
        var places: [(open: String.Index, close: String.Index, elements: ((String) -> Void) -> Void)] = []
        for (key, elements) in arrays {
            guard let open = text.range(of: "\n  \"\(key)\" : ["), let close = text[open.upperBound...].firstIndex(of: "]") else {
                output.write(text + "\n")
                return
            }
            places.append((open.upperBound, close, elements))
        }
        places.sort { $0.open < $1.open }
        var written = text.startIndex
        for place in places {
            output.write(String(text[written..<place.open]))
            var count = 0
            place.elements { element in
                output.write(count == 0 ? "\n" : ",\n")
                output.write(element)
                count += 1
            }
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

    /// One array element as it stands in the report: encoded alone, each line indented two levels.
    static func encoded(_ value: some Encodable, _ encoder: JSONEncoder) -> String {
        String(decoding: indented(value, encoder), as: UTF8.self)
    }

    /// The UTF-8 bytes of ``encoded(_:_:)``, indented byte by byte (no Foundation string search).
    private static func indented(_ value: some Encodable, _ encoder: JSONEncoder) -> [UInt8] {
        guard let data = try? encoder.encode(value) else { return Array("null".utf8) }
        let indent: [UInt8] = [0x20, 0x20, 0x20, 0x20]
        var bytes = indent
        bytes.reserveCapacity(data.count + data.count / 4)
        // Through the raw buffer: `Data`'s own iterator costs a call per byte.
        data.withUnsafeBytes { raw in
            var start = 0
            for index in raw.indices where raw[index] == 0x0A {
                bytes += raw[start...index]
                bytes += indent
                start = index + 1
            }
            bytes += raw[start...]
        }
        return bytes
    }

    /// A link as it stands in the report's `links`, in two parts: before its `id` value and after it.
    /// `encoder` is one from ``makeEncoder()``, which a caller may reuse across links on one thread.
    static func encodedAroundID(_ link: Link, _ encoder: JSONEncoder = makeEncoder()) -> (head: [UInt8], tail: [UInt8]) {
        var link = link
        link.id = 0
        let bytes = indented(link, encoder)
        // The link's own `id` key, one level in: nested objects' keys stand deeper, and a newline
        // inside a string is escaped.
        let marker = Array("\n      \"id\" : 0".utf8)
        guard let start = firstIndex(of: marker, in: bytes) else { return (bytes, []) }
        let end = start + marker.count
        return (Array(bytes[..<(end - 1)]), Array(bytes[end...]))
    }

    /// Where `marker` (not empty) first starts in `bytes`: candidates are found by its first byte alone.
    private static func firstIndex(of marker: [UInt8], in bytes: [UInt8]) -> Int? {
        guard let first = marker.first, bytes.count >= marker.count else { return nil }
        var index = 0
        let last = bytes.count - marker.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + marker.count)].elementsEqual(marker) { return index }
            index += 1
        }
        return nil
    }
}
