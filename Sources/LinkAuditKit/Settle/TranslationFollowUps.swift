import LinkAuditModel
import LinkAuditReporters

/// Which values of a string table an unsafe fix may edit, and what it leaves to translators
/// (issue 26, section 1): a renaming (``FixSuggestions``) or a notice (``NewWindowNotices``) is
/// written in the source language's value only; its finding then lists the key's translations
/// (``TranslationFollowUp``), which `--fix` marks for review where the table records a review state
/// and lists for a translator where it does not. A translation's own finding keeps its advice but
/// gets no edit: its words are a translator's to choose.
///
/// The source language is the table's (a String Catalog's `sourceLanguage`, an XLIFF file's
/// `source-language`), else the run's (`sourceLanguage`, `--source-language`, default `en`); a
/// value without a locale, or in `Base.lproj`, is source too. Locales compare as written, case and
/// `_`/`-` aside: `en-GB` is a translation of `en`.
///
/// The translations of a key are its values in the other locales of the same table: the same
/// String Catalog, the same table name in the other `.lproj` folders, or the same XLIFF `original`.
/// One already marked for review (`needs_review`, a `needs-review-…` state) is left out.
enum TranslationFollowUps {
    /// Drops the edits of translations and lists the translations of each edited source value.
    /// - Parameters:
    ///   - findings: the run's findings; those with a `replacement` on a string-table link change.
    ///   - links: the run's links, sorted by id.
    ///   - values: the string-table values of the keys links name (``Scope/appCopyValues``).
    ///   - sourceLanguage: the run's source language, for tables that name none.
    static func apply(to findings: inout [Finding], links: [Link], values: [AppCopyValue], sourceLanguage: String) {
        guard findings.contains(where: { $0.replacement != nil && $0.key != nil }) else { return }
        let linksByID = LinkIndex(links)
        var valuesByKey: [String: [AppCopyValue]] = [:]
        for value in values { valuesByKey[value.entry.key, default: []].append(value) }
        for index in findings.indices where findings[index].replacement != nil {
            guard let id = findings[index].link, let link = linksByID[id], let entry = link.appCopy, link.swiftCode == nil else {
                continue
            }
            let source = entry.sourceLanguage ?? sourceLanguage
            guard isSource(entry.locale, source) else {
                findings[index].replacement = nil
                continue
            }
            var seen: [String: Set<String>] = [:]
            var translations: [TranslationFollowUp] = []
            for value in valuesByKey[entry.key] ?? [] {
                guard value.entry.tableGroup == entry.tableGroup, let locale = value.entry.locale,
                    !isSource(locale, value.entry.sourceLanguage ?? sourceLanguage), !awaitsTranslator(value.entry.state),
                    seen[value.file, default: []].insert(locale).inserted
                else { continue }
                translations.append(
                    TranslationFollowUp(
                        file: value.file, line: value.position?.line, locale: locale, marksReview: marksReview(value.file)))
            }
            if !translations.isEmpty {
                translations.sort { ($0.file, $0.locale) < ($1.file, $1.locale) }
                findings[index].translations = translations
                findings[index].fix = (findings[index].fix ?? "") + note(translations, source: entry.locale ?? source)
            }
        }
    }

    /// Whether `locale` is the source language's (`source`), or no locale, or `Base`.
    static func isSource(_ locale: String?, _ source: String) -> Bool {
        guard let locale, locale != "Base" else { return true }
        func normalized(_ tag: String) -> String { tag.lowercased().replacingOccurrences(of: "_", with: "-") }
        return normalized(locale) == normalized(source)
    }

    /// Whether a value's state already asks a translator for it: not translated yet (String
    /// Catalog `new`, XLIFF `new` and `needs-translation`) or to be reviewed (`needs_review`, the
    /// XLIFF `needs-review-…` states).
    static func awaitsTranslator(_ state: String?) -> Bool {
        guard let state else { return false }
        return ["new", "needs_review", "needs-translation"].contains(state) || state.hasPrefix("needs-review")
    }

    /// Whether the table at `file` records a review state: a String Catalog or an XLIFF file.
    static func marksReview(_ file: String) -> Bool {
        let format = Discovery.format(of: file)
        return format == .xcstrings || format == .xliff
    }

    /// What the finding's fix adds: which translations renaming the source leaves to review.
    static func note(_ translations: [TranslationFollowUp], source: String) -> String {
        var locales: [String] = []
        for translation in translations where !locales.contains(translation.locale) { locales.append(translation.locale) }
        let shown = locales.prefix(8).joined(separator: ", ") + (locales.count > 8 ? " and \(locales.count - 8) more" : "")
        return "; renaming the \(source) value leaves its translations (\(shown)) to a translator"
    }
}
