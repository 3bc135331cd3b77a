extension AppCopyEntry {
    /// Whether this value and `other` are alternatives of one string that are never on screen
    /// together: the same table, key and locale, with variation paths that part at a choice between
    /// two cases of one selector (see `docs/model.md`, Variations).
    ///
    /// A variation path is written as selector/case pairs: `device.mac`, `width.20`, `plural.one`,
    /// `device.iphone.plural.other`, and for a `.stringsdict` variable the variable's name as the
    /// selector (`items.one`). Two paths that part at a case (`device.mac`, `device.iphone`; `items.one`,
    /// `items.other`) are alternatives: the system shows one of them. Paths that part at a selector
    /// are parts of one text shown together: the format string and its variable
    /// (`NSStringLocalizedFormatKey`, `items.other`), or two variables (`items.one`, `count.one`).
    /// `substitutions.NAME` names a part, not a case: two substitutions are shown together.
    ///
    /// Source: a bug report where device and width variants of one `.stringsdict` key were reported
    /// as ambiguous links (`docs/model.md`, Variations).
    public func isAlternative(to other: AppCopyEntry) -> Bool {
        guard table == other.table, key == other.key, locale == other.locale,
            let mine = variation?.split(separator: ".", omittingEmptySubsequences: false),
            let theirs = other.variation?.split(separator: ".", omittingEmptySubsequences: false),
            let parting = mine.indices.first(where: { $0 < theirs.count && mine[$0] != theirs[$0] })
        else { return false }
        // Even places are selectors, odd places their cases.
        return parting % 2 == 1 && mine[parting - 1] != "substitutions"
    }
}
