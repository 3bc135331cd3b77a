import LinkAuditModel

extension Rule {
    /// The findings of a rule about part of a name (a symbol, a few words), link by link: `judge`
    /// sees each link whose name is fixed text (no placeholders), not code, has a letter or digit
    /// and is short enough to judge (``LinkText/isJudged(_:)``), with its normalized name; a finding
    /// it returns is dropped when `generic-link-text` reports the same link, since that fix replaces
    /// the whole name ("Read more →", "Click here").
    func partOfNameFindings(in scope: Scope, languages: LanguageLists, _ judge: (Link, String) -> Finding?) -> [Finding] {
        var untranslated: UntranslatedText?
        var findings: [Finding] = []
        for index in 0..<min(scope.links.count, scope.normalizedNames.count) {
            let link = scope.links[index]
            let normalized = scope.normalizedNames[index]
            guard !link.hasDynamicText, !link.isCodeText, !normalized.isEmpty, LinkText.isJudged(normalized),
                let finding = judge(link, normalized)
            else { continue }
            // Built once per scope, and only for a scope where something was found.
            if untranslated == nil { untranslated = UntranslatedText(scope: scope) }
            if GenericLinkTextRule().reports(link, normalizedName: normalized, languages: languages, untranslated: untranslated!) {
                continue
            }
            findings.append(finding)
        }
        return findings
    }
}
