import Foundation
import LinkAuditExtractors
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditRules
import LinkAuditTestSupport
import Testing

/// An example's text with its `↓` markers removed, and the positions they marked.
struct MarkedExample {
    var source: String
    var markers: [SourcePosition]

    init(_ marked: String) {
        var output: [UInt8] = []
        var markers: [SourcePosition] = []
        var line = 1
        var column = 1
        for scalar in marked.unicodeScalars {
            if scalar == "↓" {
                markers.append(SourcePosition(line: line, utf8Column: column))
                continue
            }
            let bytes = Array(String(scalar).utf8)
            output += bytes
            if scalar == "\n" { line += 1; column = 1 } else { column += bytes.count }
        }
        source = String(decoding: output, as: UTF8.self)
        self.markers = markers
    }
}

/// Audits one example document and returns the positions of one rule's findings.
func findingPositions(of rule: RuleID, in source: String, example: RuleExample) -> [SourcePosition] {
    let file = example.path ?? "Example/example." + fileExtension(example.format)
    let options = ExtractionOptions(render: example.render)
    let document = DocumentExtractor.extract(file: file, bytes: Array(source.utf8), format: example.format, options: options)
    let companions = example.companions.map { companion in
        DocumentExtractor.extract(
            file: companion.path, bytes: Array(companion.source.utf8), format: Discovery.format(of: companion.path) ?? example.format,
            options: options)
    }
    var configuration = Configuration()
    configuration.render = example.render
    let result = Auditor(configuration: configuration).evaluate(
        documents: [document] + companions,
        files: [file] + example.companions.map(\.path))
    return result.findings.filter { $0.rule == rule && $0.file == file }.compactMap { finding in
        finding.line.map { SourcePosition(line: $0, utf8Column: finding.column ?? 1) }
    }.sorted()
}

func fileExtension(_ format: DocumentFormat) -> String {
    switch format {
    case .markdown: "md"
    case .html: "html"
    case .strings: "strings"
    case .xcstrings: "xcstrings"
    case .stringsdict: "stringsdict"
    case .xliff: "xliff"
    case .androidStrings: "xml"
    case .gettext: "po"
    case .arb: "arb"
    case .messageJSON: "json"
    case .swift: "swift"
    case .colorset, .designTokens: "json"
    case .xcodeProject: "pbxproj"
    }
}

/// Multi-byte text put in front of an example: every marker moves down by `lines`.
func preamble(for format: DocumentFormat) -> (text: String, lines: Int) {
    switch format {
    case .markdown: ("Ünïcödé prose — 日本語.\n\n", 2)
    case .html: ("<p>Ünïcödé prose — 日本語.</p>\n", 1)
    case .strings, .xcstrings: ("/* Ünïcödé — 日本語 */\n", 1)
    case .stringsdict, .xliff, .androidStrings: ("<!-- Ünïcödé — 日本語 -->\n", 1)
    case .swift: ("// Ünïcödé — 日本語\n", 1)
    case .gettext: ("# Ünïcödé — 日本語\n", 1)
    // JSON has no comments: a blank line moves findings down without multi-byte text.
    case .colorset, .designTokens, .xcodeProject, .arb, .messageJSON: ("\n", 1)
    }
}

/// The example hidden in a code block or comment, where nothing is a link.
func hidden(_ source: String, format: DocumentFormat) -> String {
    switch format {
    case .markdown: "~~~~\n" + source + "\n~~~~\n"
    case .html: "<!--\n" + source + "\n-->\n"
    case .strings, .xcstrings: "/*\n" + source + "\n*/\n"
    case .stringsdict, .xliff, .androidStrings: "<!--\n" + source + "\n-->\n"
    case .swift: "/*\n" + source + "\n*/\n"
    case .gettext: source.split(separator: "\n", omittingEmptySubsequences: false).map { "# " + $0 }.joined(separator: "\n") + "\n"
    // In a JSON string, where nothing is a color definition.
    case .colorset, .designTokens, .xcodeProject:
        "{\"note\": \""
            + source.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\"}\n"
    // An ARB file's `@@` members are metadata, never messages.
    case .arb:
        "{\"@@note\": \""
            + source.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\"}\n"
    // A message file's keys are no messages, nor its numbers.
    case .messageJSON:
        "{\""
            + source.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\": 0}\n"
    }
}

/// The example with a comment at its end that turns the rule off for the whole file
/// (`linkaudit-disable-file RULE`), in the formats whose comments this build reads; `nil` in others.
func suppressed(_ source: String, rule: RuleID, format: DocumentFormat) -> String? {
    switch format {
    case .markdown: source + "\n\n<!-- linkaudit-disable-file \(rule) -->\n"
    case .html: source + "\n<!-- linkaudit-disable-file \(rule) -->\n"
    default: nil
    }
}

struct RuleCase: CustomTestStringConvertible, Sendable {
    var rule: RuleID
    var example: RuleExample
    var index: Int
    var testDescription: String { "\(rule) #\(index)" }
    /// The example's place in its rule's file: a failure is reported there.
    var declaration: SourceLocation {
        SourceLocation(fileID: example.declaredAt.fileID, filePath: example.declaredAt.filePath, line: example.declaredAt.line, column: 13)
    }
}

/// Swift examples run only where this build reads Swift sources (not in a build without SwiftSyntax).
func runnable(_ example: RuleExample) -> Bool {
    DocumentExtractor.readsSwiftSources || (example.format != .swift && !example.companions.contains { $0.path.hasSuffix(".swift") })
}

let triggeringCases = RuleCatalog.descriptions.flatMap { description in
    description.triggering.enumerated().filter { runnable($1) }.map { RuleCase(rule: description.id, example: $1, index: $0) }
}
let nonTriggeringCases = RuleCatalog.descriptions.flatMap { description in
    description.nonTriggering.enumerated().filter { runnable($1) }.map { RuleCase(rule: description.id, example: $1, index: $0) }
}

@Suite("Rule examples")
struct RuleExampleTests {
    @Test("Triggering examples find exactly the marked positions", arguments: triggeringCases)
    func triggering(_ rule: RuleCase) {
        let marked = MarkedExample(rule.example.source)
        #expect(!marked.markers.isEmpty, "a triggering example needs a ↓ marker", sourceLocation: rule.declaration)
        #expect(
            findingPositions(of: rule.rule, in: marked.source, example: rule.example) == marked.markers, sourceLocation: rule.declaration)
    }

    @Test("Multi-byte text in front moves findings by lines, not by characters", arguments: triggeringCases)
    func triggeringAfterMultiByteText(_ rule: RuleCase) {
        let marked = MarkedExample(rule.example.source)
        let (text, lines) = preamble(for: rule.example.format)
        let expected = marked.markers.map { SourcePosition(line: $0.line + lines, utf8Column: $0.utf8Column) }
        #expect(
            findingPositions(of: rule.rule, in: text + marked.source, example: rule.example) == expected, sourceLocation: rule.declaration)
    }

    @Test("In a code block or comment, nothing is found", arguments: triggeringCases)
    func hiddenExamplesFindNothing(_ rule: RuleCase) {
        let marked = MarkedExample(rule.example.source)
        #expect(
            findingPositions(of: rule.rule, in: hidden(marked.source, format: rule.example.format), example: rule.example).isEmpty,
            sourceLocation: rule.declaration)
    }

    /// As SwiftLint runs its examples after a disable comment: the finding is suppressed in place,
    /// and the comment, having silenced it, is not reported as unused.
    @Test("After a disable-file comment, nothing is found", arguments: triggeringCases)
    func suppressedExamplesFindNothing(_ rule: RuleCase) {
        let marked = MarkedExample(rule.example.source)
        guard let source = suppressed(marked.source, rule: rule.rule, format: rule.example.format) else { return }
        #expect(findingPositions(of: rule.rule, in: source, example: rule.example).isEmpty, sourceLocation: rule.declaration)
        #expect(findingPositions(of: "unused-suppression", in: source, example: rule.example).isEmpty, sourceLocation: rule.declaration)
    }

    @Test("Non-triggering examples find nothing", arguments: nonTriggeringCases)
    func nonTriggering(_ rule: RuleCase) {
        #expect(findingPositions(of: rule.rule, in: rule.example.source, example: rule.example).isEmpty, sourceLocation: rule.declaration)
    }

    /// Each example knows where it is written: its rule's own file, at a line that starts a `RuleExample(`.
    @Test func examplesNameTheirRuleFileAndLine() throws {
        for rule in RuleCatalog.all {
            let type = String(describing: Swift.type(of: rule))
            let description = Swift.type(of: rule).description
            let examples = description.triggering + description.nonTriggering
            let file = try #require(examples.first).declaredAt.filePath
            #expect(file.hasSuffix("/Sources/LinkAuditRules/Rules/\(type).swift"), "\(description.id): \(file)")
            let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for example in examples {
                #expect(example.declaredAt.fileID == "LinkAuditRules/\(type).swift")
                #expect(lines[example.declaredAt.line - 1].contains("RuleExample("), "\(description.id): line \(example.declaredAt.line)")
            }
        }
    }

    /// Rules whose findings need `Link.style`, which no reader of this branch fills yet (the CSS and
    /// Swift styling readers of issue 13 do): their triggering examples come with those readers, and
    /// `LinkStyleRuleTests` checks them on styled links until then. Remove an id once its examples exist.
    static let awaitingStyleReaders: Set<RuleID> = []

    @Test func everyRuleHasExamplesBothWays() {
        for description in RuleCatalog.descriptions {
            #expect(
                !description.triggering.isEmpty || Self.awaitingStyleReaders.contains(description.id),
                "\(description.id) has no triggering example")
            #expect(!description.nonTriggering.isEmpty, "\(description.id) has no non-triggering example")
        }
    }

    /// Every rule cites where it comes from, and every cited criterion has an Understanding page.
    @Test func everyRuleHasReferences() {
        for description in RuleCatalog.descriptions {
            #expect(!description.references.isEmpty, "\(description.id) cites nothing")
            for number in description.wcag { #expect(WCAGCriterion.known[number] != nil, "\(description.id): unknown SC \(number)") }
            for reference in description.references {
                #expect(reference.url.map { $0.hasPrefix("https://") && !$0.contains(" ") } ?? true, "\(description.id): \(reference)")
            }
        }
    }

    @Test func ruleIDsAreUniqueKebabCase() {
        let ids = RuleCatalog.descriptions.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids { #expect(id.rawValue.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id) is not kebab-case") }
    }

    /// Every `struct …Rule` in the rules folder is in `RuleCatalog.all`: a rule left out would never run.
    @Test func everyRuleTypeIsInTheCatalog() throws {
        let folder = URL(fileURLWithPath: projectFolder).appendingPathComponent("Sources/LinkAuditRules/Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 10)
        let catalogued = Set(RuleCatalog.all.map { String(describing: type(of: $0)) })
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let declared = source.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("struct "), line.contains("Rule:") else { return nil }
                return String(line.dropFirst("struct ".count).prefix { $0.isLetter || $0.isNumber })
            }
            for name in declared { #expect(catalogued.contains(name), "\(name) in \(file) is not in RuleCatalog.all") }
        }
    }

    /// `docs/rules/<id>.md` is generated from each rule's description; set LINKAUDIT_UPDATE=1 to rewrite.
    @Test func ruleDocumentationIsFresh() throws {
        let folder = URL(fileURLWithPath: projectFolder).appendingPathComponent("docs/rules")
        let update = updatingExpectedFiles
        if update { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        for description in RuleCatalog.descriptions {
            let file = folder.appendingPathComponent(description.id.rawValue + ".md")
            let expected = RuleDocumentation.markdown(for: description.id)
            if update { try expected.write(to: file, atomically: true, encoding: .utf8); continue }
            let actual = try? String(contentsOf: file, encoding: .utf8)
            #expect(actual == expected, "docs/rules/\(description.id).md is stale: run LINKAUDIT_UPDATE=1 swift test")
        }
    }

    /// The README's rules table names every rule of the catalog, and no other, each with the kind
    /// of fix its description declares (its last column: `safe`, `unsafe` or empty).
    @Test func readmeListsEveryRule() throws {
        let readme = URL(fileURLWithPath: projectFolder).appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let listed = text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `") else { return nil }
            let fix = line.split(separator: "|", omittingEmptySubsequences: false).dropLast().last?.trimmingCharacters(in: .whitespaces)
            return line.dropFirst(3).prefix { $0 != "`" }.description + " " + (fix ?? "?")
        }
        #expect(Set(listed) == Set(RuleCatalog.descriptions.map { "\($0.id) \($0.fix?.rawValue ?? "")" }))
    }
}
