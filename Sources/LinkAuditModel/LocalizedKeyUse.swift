/// A Swift call site that shows a string-table key: `Text("key")`, `Text(LocalizedStringKey("key"))`,
/// `AttributedString(localized: "key")`, `String(localized: "key")` or
/// `NSLocalizedString("key", comment: …)`.
///
/// Swift files are extracted one by one, in parallel; the auditor joins each file's call sites to
/// the app copy of the whole run by key and table name (see `docs/model.md`, Keys and call sites),
/// so a key's links are judged by what the code that shows them does.
public struct LocalizedKeyUse: Hashable, Codable, Sendable {
    /// What the call makes of the value.
    public enum Call: String, Codable, Sendable, CaseIterable {
        /// A SwiftUI `Text` of a `LocalizedStringKey`: the value's Markdown links are drawn as links.
        case text
        /// `AttributedString(localized:)`: Markdown parsed into runs the code may style afterwards.
        case attributedString
        /// `String(localized:)` or `NSLocalizedString`: a plain `String`, whose later use is not followed.
        case string
        /// `String(localized:)` or `NSLocalizedString` drawn as written, in place or through a name
        /// used only so: the title of `Text(_:)`, `Text(verbatim:)`, `Label`, `Button`, `Toggle` or
        /// `Link`, a UIKit `view.text`, `button.setTitle(_:for:)`. A `String` is never read as
        /// Markdown there (only a `LocalizedStringKey` literal and an `AttributedString` are), so the
        /// value's link markup is shown raw and is no link at all.
        case verbatimText
    }

    /// The key as written (an interpolation stands as `%@`, as in `LocalizedStringKey`).
    public var key: String
    /// The table name: `tableName:` or `table:` where given, else `Localizable`.
    public var table: String
    public var call: Call
    /// The Swift file, relative to the working directory.
    public var file: String
    /// Where the call starts: 1-based line, 1-based UTF-8 byte column.
    public var position: SourcePosition?
    /// `.underline()` on the `Text` (or on a view around it): it underlines the whole value.
    public var underlinesText: Bool
    /// `AttributedString(localized:)` in a scope that sets `.underlineStyle` on its runs.
    public var setsUnderlineStyle: Bool
    /// The `switch`, `if` and `?:` branches that lead to the call, outermost first (statement offset
    /// and branch). Two calls whose paths choose different branches of one statement are alternatives.
    public var branches: [String] = []
    /// How the call draws the value's links when its code styles them (a `Text`'s `.tint`,
    /// `.foregroundColor`, `.background`, `.underline(…)`, as `Link.style` gives them); `nil` when no
    /// styling reaches the call. Cues are `nil` where they depend on the value (an `.underline()` of
    /// the whole `Text` marks the links only when the value holds nothing else); the auditor then
    /// decides them per value.
    public var linkStyle: LinkStyle?

    public init(
        key: String, table: String?, call: Call, file: String, position: SourcePosition?,
        underlinesText: Bool = false, setsUnderlineStyle: Bool = false
    ) {
        self.key = BoundedKey.bounded(key)
        self.table = table ?? Self.defaultTable
        self.call = call
        self.file = file
        self.position = position
        self.underlinesText = underlinesText
        self.setsUnderlineStyle = setsUnderlineStyle
    }

    /// The table a call reads when it names none.
    public static let defaultTable = "Localizable"

    /// The table name of a string table's path: its file name without the extension
    /// (`App/de.lproj/Legal.strings` -> `Legal`, `Localizable.xcstrings` -> `Localizable`).
    public static func tableName(ofPath path: String) -> String {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return fileName }
        return String(fileName[..<dot])
    }

    /// The key of a string across its table's localizations, as call sites name it: the table's name
    /// (the file name without extension, or a call's `tableName:`) and the key.
    public static func screenKey(table: String, key: String) -> LocalizedKey {
        LocalizedKey(key: key, table: table)
    }

    /// The key this call shows: its table name and key.
    public var localizedKey: LocalizedKey { LocalizedKey(key: key, table: table) }

    /// Whether two calls can both run: their branch paths never choose different branches of one
    /// statement.
    public static func canRunTogether(_ a: [String], _ b: [String]) -> Bool {
        var chosen: [Substring: Substring] = [:]
        for step in a {
            guard let colon = step.firstIndex(of: ":") else { continue }
            chosen[step[..<colon]] = step[step.index(after: colon)...]
        }
        for step in b {
            guard let colon = step.firstIndex(of: ":"), let other = chosen[step[..<colon]] else { continue }
            if other != step[step.index(after: colon)...] { return false }
        }
        return true
    }
}
