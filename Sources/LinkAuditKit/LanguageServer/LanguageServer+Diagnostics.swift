import Foundation
import LinkAuditExtractors
import LinkAuditModel
import LinkAuditReporters

/// Documents opened, changed, saved and closed, and the diagnostics published for them.
extension LanguageServer {
    func didOpen(_ params: [String: Any]) {
        guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String, let text = item["text"] as? String
        else { return log("textDocument/didOpen without textDocument.uri and .text: ignored", type: 2) }
        guard let path = DocumentURI.path(of: uri), let input = workspace.input(for: path) else { return }
        open[uri] = OpenDocument(uri: uri, input: input, text: text, version: item["version"] as? Int ?? 0)
        audit(uri)
        auditOthers(than: uri)
    }

    func didChange(_ params: [String: Any]) {
        guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String, open[uri] != nil else { return }
        // Full synchronization: the last change holds the whole text.
        guard let text = (params["contentChanges"] as? [[String: Any]])?.last?["text"] as? String else {
            return log("textDocument/didChange without a text: ignored", type: 2)
        }
        open[uri]?.text = text
        open[uri]?.version = item["version"] as? Int ?? open[uri]!.version
        open[uri]?.generation += 1
        let generation = open[uri]!.generation
        queue.asyncAfter(deadline: .now() + Self.debounce) {
            guard self.state == .running, self.open[uri]?.generation == generation else { return }
            self.audit(uri)
            self.auditOthers(than: uri)
        }
    }

    func didSave(_ params: [String: Any]) {
        guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String, open[uri] != nil else { return }
        audit(uri)
    }

    func didClose(_ params: [String: Any]) {
        guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String, let item = open.removeValue(forKey: uri) else {
            return
        }
        notify("textDocument/publishDiagnostics", params: ["uri": .string(uri), "diagnostics": []])
        // Its saved text stands for it again in the workspace.
        if item.document != nil { auditOthers(than: uri) }
    }

    /// Audits every open document again (the workspace or its configuration changed).
    func publishAll() {
        for uri in open.keys.sorted() { audit(uri) }
    }

    /// Audits the other open documents whose run-level findings `uri`'s text may change: pages
    /// that link to it, and for app copy and Swift sources the app's other open files.
    func auditOthers(than uri: String) {
        guard let changed = open[uri] else { return }
        let isPage = changed.input.format == .markdown || changed.input.format == .html
        for other in open.keys.sorted() where other != uri {
            guard let item = open[other] else { continue }
            let otherIsPage = item.input.format == .markdown || item.input.format == .html
            guard isPage == otherIsPage else { continue }
            if isPage,
                item.document?.links.contains(where: { Self.localTarget(of: $0, from: item.input.path) == changed.input.path }) != true
            {
                continue
            }
            audit(other)
        }
    }

    /// Reads `uri`'s text, audits it with its companions (``companions(of:)``), and publishes its
    /// diagnostics when they changed.
    func audit(_ uri: String) {
        guard var item = open[uri] else { return }
        let options =
            workspace.site?.options(for: item.input, configuration: configuration) ?? configuration.extractionOptions(for: item.input)
        var document = DocumentExtractor.extract(
            file: item.input.path, bytes: Array(item.text.utf8), format: item.input.format, options: options)
        workspace.site?.giveFolderLanguage(to: &document, path: item.input.path)
        item.document = document
        open[uri] = item
        let documents = [document] + companions(of: document)
        let result = Auditor(configuration: configuration, workingDirectory: workspace.root).evaluate(
            documents: documents, files: documents.map(\.file))
        item.findings = result.findings.filter { $0.file == document.file }
        item.links = Dictionary(
            result.links.filter { $0.file == document.file }.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let lines = TextLines(item.text)
        var otherLines: [String: TextLines] = [:]
        // What could not be read is said first: an input error (a NUL byte, a file past the size
        // limit) leaves the findings incomplete.
        let inputs = (result.errors.map { ($0, 1) } + result.warnings.map { ($0, 2) }).filter { $0.0.file == document.file }
        let diagnostics = JSONValue.array(
            inputs.map { inputDiagnostic($0.0, severity: $0.1, lines: lines) }
                + item.findings.map { diagnostic(for: $0, lines: lines, links: item.links, otherLines: &otherLines) })
        let bytes = diagnostics.bytes
        let changed = item.published != bytes
        item.published = bytes
        open[uri] = item
        guard changed else { return }
        notify("textDocument/publishDiagnostics", params: ["uri": .string(uri), "version": .int(item.version), "diagnostics": diagnostics])
    }

    /// The diagnostic of a finding: its rule as `code` with its documentation, its severity, its
    /// message and fix, the range of its link (else of the rest of its line's text), and the other
    /// links it names as related information.
    func diagnostic(for finding: Finding, lines: TextLines, links: [Int: Link], otherLines: inout [String: TextLines]) -> JSONValue {
        let range = self.range(of: finding, lines: lines, links: links)
        var message = finding.message
        if let fix = finding.fix { message += "\nfix: " + fix }
        var members: [(String, JSONValue)] = [
            ("range", range), ("severity", .int(Self.severity(finding.severity))), ("code", .string(finding.rule.rawValue)),
            ("codeDescription", ["href": .string(ToolInfo.ruleDocumentationURI(finding.rule, template: configuration.ruleDocumentation))]),
            ("source", .string(ToolInfo.name)),
            ("message", .string(Self.readable(message))),
        ]
        if let related = finding.related, !related.isEmpty {
            let places = related.map { place -> JSONValue in
                let placeLines: TextLines
                if place.file == finding.file {
                    placeLines = lines
                } else if let known = otherLines[place.file] {
                    placeLines = known
                } else {
                    placeLines = text(of: place.file).map(TextLines.init) ?? TextLines("")
                    otherLines[place.file] = placeLines
                }
                let start = placeLines.position(line: place.line ?? 1, utf8Column: place.column ?? 1, encoding: encoding)
                let leadsTo = place.destination.map { "leads to \($0)" } ?? "the same name"
                return [
                    "location": [
                        "uri": .string(DocumentURI.uri(ofPath: absolutePath(of: place.file))), "range": ["start": start, "end": start],
                    ],
                    "message": .string(ReadableText.escapingInvisibles(leadsTo)),
                ]
            }
            members.append(("relatedInformation", .array(places)))
        }
        return .object(members)
    }

    /// The diagnostic of an input error (severity 1, code `input-error`) or warning (2,
    /// `input-warning`), at its line and column or the start of the file.
    func inputDiagnostic(_ error: AuditError, severity: Int, lines: TextLines) -> JSONValue {
        let line = max(1, error.line ?? 1)
        let column = max(1, error.column ?? 1)
        let end = max(column + 1, lines.endOfText(line: line))
        return [
            "range": [
                "start": lines.position(line: line, utf8Column: column, encoding: encoding),
                "end": lines.position(line: line, utf8Column: end, encoding: encoding),
            ],
            "severity": .int(severity), "code": .string(severity == 1 ? "input-error" : "input-warning"), "source": .string(ToolInfo.name),
            "message": .string(Self.readable(error.message)),
        ]
    }

    /// The range of a finding: its link's span when the finding stands at the link's start,
    /// else from its position to the end of its line's text (at least one character).
    func range(of finding: Finding, lines: TextLines, links: [Int: Link]) -> JSONValue {
        let line = finding.line ?? 1
        let column = finding.column ?? 1
        var end = SourcePosition(line: line, utf8Column: max(column + 1, lines.endOfText(line: line)))
        if let id = finding.link, let span = links[id]?.span, span.start == SourcePosition(line: line, utf8Column: column) {
            end = SourcePosition(line: span.end.line, utf8Column: span.end.utf8Column + 1)
        }
        return [
            "start": lines.position(line: line, utf8Column: column, encoding: encoding),
            "end": lines.position(line: end.line, utf8Column: end.utf8Column, encoding: encoding),
        ]
    }

    /// Audited text as an editor shows it: line by line, each line's invisible and control
    /// characters escaped (``ReadableText/escapingInvisibles(_:)``), the line breaks kept.
    static func readable(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { ReadableText.escapingInvisibles(String($0)) }
            .joined(separator: "\n")
    }

    /// The protocol's severity: 1 error, 2 warning, 3 information.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    /// The absolute path of a path as reports show it.
    func absolutePath(of file: String) -> String {
        PathText.absolute(shown: file, in: workspace.root)
    }

    /// The text of a file: the editor's when it is open, else the file's on disk (UTF-8 only).
    func text(of file: String) -> String? {
        if let item = open.values.first(where: { $0.input.path == file }) { return item.text }
        return PathText.contents(atPath: absolutePath(of: file)).flatMap { String(validating: $0, as: UTF8.self) }
    }
}
