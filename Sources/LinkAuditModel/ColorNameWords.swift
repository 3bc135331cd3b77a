/// The words of a colorset name or token path segment, which give a color its role
/// (`ColorDefinition.Role`) and tell the appearance rules which colors are not link text.
public enum ColorNameWords {
    /// Lower-cased words of a name split at case changes, digits and punctuation (`LinkedInBlue` ->
    /// `linked`, `in`, `blue`; `link-hover` -> `link`, `hover`).
    public static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousLower = false
        for character in name {
            if !character.isLetter {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                previousLower = false
                continue
            }
            if character.isUppercase, previousLower, !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
            previousLower = character.isLowercase
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// Words that make a link-named color something other than the text of an enabled link: a
    /// disabled state (exempt from WCAG 1.4.3) or a part that is not text (underline, border,
    /// outline, focus ring, shadow, background).
    public static let notLinkText: Set<String> = [
        "disabled", "inactive", "underline", "border", "outline", "focus", "ring", "shadow", "background", "bg",
    ]

    /// Whether a name (dotted path or colorset name) holds a word of ``notLinkText``.
    public static func namesNonText(_ name: String) -> Bool {
        words(of: name).contains { notLinkText.contains($0) }
    }
}
