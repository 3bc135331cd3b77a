import LinkAuditModel

/// The warnings about stylesheets that were not read (issue 25: a missing sheet was skipped
/// without a word, and the colors it sets were taken as unset).
///
/// A page's `<link>` to a sheet that cannot be read warns at the `<link>`; a site's pages mostly
/// link the same few sheets, so the run keeps one warning per sheet and reason (``collapse(_:)``),
/// at the first page, with how many pages link it. An `@import` that is not read warns where it
/// is, in its sheet, once.
public enum StylesheetWarnings {
    /// The start of the warning for a sheet a page's `<link>` names.
    static let linkedPrefix = "linked stylesheet "
    /// The start of the warning for a sheet an `@import` names.
    static let importedPrefix = "imported stylesheet "

    /// `warnings` with each linked-stylesheet warning kept once per message (the same sheet and
    /// reason), at its first place, saying how many pages link it when more than one does; every
    /// other warning as it is. Order is kept.
    public static func collapse(_ warnings: [AuditError]) -> [AuditError] {
        var pages: [String: Set<String>] = [:]
        for warning in warnings where warning.message.hasPrefix(linkedPrefix) { pages[warning.message, default: []].insert(warning.file) }
        guard !pages.isEmpty else { return warnings }
        var seen = Set<String>()
        var kept: [AuditError] = []
        for var warning in warnings {
            if let linking = pages[warning.message] {
                guard seen.insert(warning.message).inserted else { continue }
                if linking.count > 1 { warning.message += " (\(linking.count) pages link it; the first is shown)" }
            }
            kept.append(warning)
        }
        return kept
    }
}
