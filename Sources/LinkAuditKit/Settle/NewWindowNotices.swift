import LinkAuditModel
import LinkAuditReporters
import LinkAuditRules

/// `new-window-without-warning`'s unsafe fix (issue 26): the words that say a link opens a new tab,
/// in the link's language, added in parentheses after its visible text, inside the link, so that
/// they are part of its name: `Terms (opens in a new tab)`.
///
/// The words are the `[new-window-notice]` line of the link's language list (``LanguageList/newWindowNotice``),
/// which that list's own `[new-window]` words recognize, so the fix answers the finding. A link
/// whose language is not known, or whose list has no notice, gets none; so does a link whose text
/// was not located byte for byte (``LinkTextPlace``), and app copy and Swift sources, which the
/// rule never flags. It changes copy: `--fix --unsafe-fixes` applies it.
enum NewWindowNotices {
    static let rule: RuleID = "new-window-without-warning"

    /// Sets the edit, and the fix that names its words, of each `new-window-without-warning` finding that can
    /// have one.
    /// - Parameters:
    ///   - links: the links the findings name, sorted by id.
    ///   - textPlaces: where the visible text of links stands, by link id.
    static func apply(to findings: inout [Finding], links: [Link], languages: LanguageLists, textPlaces: [Int: LinkTextPlace]) {
        guard !textPlaces.isEmpty, findings.contains(where: { $0.rule == rule }) else { return }
        let linksByID = LinkIndex(links)
        for index in findings.indices where findings[index].rule == rule && findings[index].replacement == nil {
            guard let id = findings[index].link, let link = linksByID[id], link.file == findings[index].file, link.language != nil,
                let place = textPlaces[id],
                let notice = languages.lists(for: link).lazy.compactMap(\.newWindowNotice).first,
                let edit = FixReplacements.insertion(after: place, text: " (" + notice + ")")
            else { continue }
            findings[index].replacement = edit
            findings[index].fix = "add \u{201C}(\(notice))\u{201D} after its text, inside the link; or let the link open in the same tab"
        }
    }
}
