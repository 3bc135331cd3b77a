import LinkAuditModel

extension SARIFReporter {
    /// Turns findings and input errors into SARIF results: locations, columns, fingerprints and
    /// suppressions (see ``SARIFReporter``).
    struct ResultBuilder {
        let linksByID: LinkIndex
        let columns: ColumnConverter
        let ruleIndices: [RuleID: Int]
        let baselineUsed: Bool

        init(links: [Link], columns: ColumnConverter, ruleIndices: [RuleID: Int], baselineUsed: Bool) {
            linksByID = LinkIndex(links)
            self.columns = columns
            self.ruleIndices = ruleIndices
            self.baselineUsed = baselineUsed
        }

        func result(_ finding: Finding, identity: FindingIdentity) -> SARIF.Result {
            let own = location(file: finding.file, line: finding.line, column: finding.column, link: finding.link)
            // The other places (the other links of an ambiguous name), numbered from 1, each
            // with the destination it leads to.
            let related = finding.related?.enumerated().map { index, place in
                var other = location(file: place.file, line: place.line, column: place.column, link: place.link)
                other.id = index + 1
                other.message = place.destination.map { .init(text: "leads to " + ReadableText.escapingInvisibles($0)) }
                return other
            }
            return SARIF.Result(
                ruleId: finding.rule, ruleIndex: ruleIndices[finding.rule], level: SARIFReporter.level(finding.severity),
                message: .init(text: FindingText.appCopyLabel(finding) + FindingText.messageAndFix(finding)), locations: [own],
                relatedLocations: related.flatMap { $0.isEmpty ? nil : $0 },
                partialFingerprints: [SARIFReporter.fingerprintKey: identity.fingerprint],
                suppressions: finding.suppressed.map { [suppression($0, reason: finding.suppressionReason)] },
                baselineState: baselineUsed ? (finding.suppressed == .baseline ? "unchanged" : "new") : nil,
                fixes: fix(finding).map { [$0] })
        }

        /// The finding's replacement as a SARIF fix described by its fix sentence.
        func fix(_ finding: Finding) -> SARIF.Fix? {
            guard let replacement = finding.replacement else { return nil }
            let start = columns.utf16Column(file: finding.file, line: replacement.line, utf8Column: replacement.startColumn)
            let end = columns.utf16Column(file: finding.file, line: replacement.endLine, utf8Column: replacement.endColumn)
            let region = SARIF.Region(startLine: replacement.line, startColumn: start, endLine: replacement.endLine, endColumn: end)
            return SARIF.Fix(
                description: .init(text: ReadableText.escapingInvisibles(finding.fix ?? "replace the link text")),
                artifactChanges: [
                    SARIF.ArtifactChange(
                        artifactLocation: .init(uri: SARIFReporter.uri(finding.file)),
                        replacements: [.init(deletedRegion: region, insertedContent: .init(text: replacement.text))])
                ])
        }

        func result(_ error: AuditError) -> SARIF.Result {
            SARIF.Result(
                ruleId: SARIFReporter.inputErrorRule, ruleIndex: ruleIndices[SARIFReporter.inputErrorRule], level: "error",
                message: .init(text: ReadableText.escapingInvisibles(error.message)),
                locations: [location(file: error.file, line: error.line, column: error.column)])
        }

        /// A location at a file's line and UTF-8 column, the column converted or left out; ending
        /// where the link ends when it is about a link and lies in the link's span.
        func location(file: String, line: Int?, column: Int?, link: Int? = nil) -> SARIF.Location {
            var region = line.map { line in
                SARIF.Region(
                    startLine: line, startColumn: column.map { columns.utf16Column(file: file, line: line, utf8Column: $0) })
            }
            if let line, let span = link.flatMap({ linksByID[$0] })?.span, let start = region, contains(span, line: line, column: column) {
                region = withEnd(start, file: file, span: span)
            }
            return SARIF.Location(
                physicalLocation: .init(artifactLocation: .init(uri: SARIFReporter.uri(file)), region: region))
        }

        /// Whether a finding at `line`, `column` lies in the link's span: only then is the link's
        /// end the finding's end.
        private func contains(_ span: SourceSpan, line: Int, column: Int?) -> Bool {
            let start = SourcePosition(line: line, utf8Column: column ?? 1)
            return column == nil ? (span.start.line...span.end.line).contains(line) : span.start <= start && start <= span.end
        }

        /// The region ending after the span's last byte (SARIF's end column is exclusive).
        private func withEnd(_ region: SARIF.Region, file: String, span: SourceSpan) -> SARIF.Region {
            var region = region
            region.endLine = span.end.line
            if region.startColumn != nil {
                region.endColumn = columns.utf16Column(file: file, line: span.end.line, utf8Column: span.end.utf8Column + 1)
            }
            return region
        }

        /// A baseline is outside the analyzed files (`external`); a comment is in them (`inSource`).
        /// A kind added later is `external` until this says otherwise.
        /// The justification is the reason written with the suppression, when there is one.
        private func suppression(_ kind: Suppression, reason: String?) -> SARIF.Suppression {
            let written = reason.map { ReadableText.escapingInvisibles($0) }
            if kind == .inSource {
                return SARIF.Suppression(kind: "inSource", justification: written ?? "a linkaudit-disable comment")
            }
            // A baseline and the configuration's key patterns live outside the analyzed file.
            let justification = kind == .baseline ? "in the baseline" : "a suppress key pattern of the configuration"
            return SARIF.Suppression(kind: "external", justification: written ?? justification)
        }
    }
}
