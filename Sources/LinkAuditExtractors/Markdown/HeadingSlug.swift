import Foundation

/// The ids Markdown renderers give headings, from a heading's rendered text (issue 14, `broken-fragment`).
///
/// Each style follows its renderer's documented or published algorithm:
/// - ``github``: GitHub's heading anchors (and markdownlint MD051's, kramdown-parser-gfm's, which
///   Jekyll's default `input: GFM` uses, and markdig's `AutoIdentifierOptions.GitHub`, which DocFX
///   and Microsoft Learn use): lowercased, every character that is not a letter, mark, digit,
///   connector (`_`), `-` or space removed, each space (not collapsed) a `-`; spaces around an
///   image or inline HTML at either end of the heading count (`## Install <img …>` is `install-`).
/// - ``markdig``: markdig's GitHub mode as DocFX and Microsoft Learn use it: ``github``'s id, but
///   `section` for a heading that leaves none (`### `$$``), numbered like any other
///   (PowerShell-Docs links `#section-1` for its second such heading).
/// - ``kramdown``: kramdown's own parser (`input: kramdown`): leading characters up to the first
///   ASCII letter removed, then everything but ASCII letters, digits, spaces and `-`, spaces as
///   `-`, lowercased; `section` when nothing is left.
/// - ``goldmark``: Hugo's default `autoHeadingIDType: github`: trimmed, letters, decimal digits and
///   `_` kept lowercased, each space or `-` a `-`, everything else removed; `heading` when empty.
///
/// A repeated id gets `-1`, `-2`, … in every style (``SlugCounter``).
enum HeadingSlug {
    case github
    case markdig
    case kramdown
    case goldmark

    /// The id this style makes of a heading's text, before repeats are numbered.
    func slug(_ text: String) -> String {
        switch self {
        case .github: Self.githubSlug(text)
        case .markdig:
            Self.githubSlug(text.trimmingASCIISpaces).isEmpty ? "section" : Self.githubSlug(text.trimmingASCIISpaces)
        case .kramdown: Self.kramdownSlug(text.trimmingASCIISpaces)
        case .goldmark: Self.goldmarkSlug(text)
        }
    }

    private static func githubSlug(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " {
                result.append(UInt8(ascii: "-"))
            } else if scalar.isASCII {
                // ASCII's word scalars are `A-Z`, `a-z`, `0-9` and `_`, answered without a property lookup.
                let byte = UInt8(scalar.value)
                if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || ASCII.isAlphanumeric(byte) { result.append(byte) }
            } else if isWordScalar(scalar) {
                UTF8.encode(scalar) { result.append($0) }
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Onigmo's `\p{Word}`, which GitHub's and kramdown-parser-gfm's patterns keep: alphabetic,
    /// marks, decimal digits, connector punctuation and the joiners.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isAlphabetic || properties.isJoinControl { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return false
        }
    }

    private static func kramdownSlug(_ text: String) -> String {
        let scalars = text.unicodeScalars.drop { !isASCIILetter($0) }
        var result = String.UnicodeScalarView()
        for scalar in scalars {
            if scalar == " " {
                result.append("-")
            } else if scalar == "-" || isASCIILetter(scalar) || ("0"..."9").contains(scalar) {
                result.append(scalar)
            }
        }
        let slug = String(result).lowercased()
        return slug.isEmpty ? "section" : slug
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func goldmarkSlug(_ text: String) -> String {
        var result = ""
        for scalar in text.trimmingCharacters(in: .whitespaces).unicodeScalars {
            if scalar == " " || scalar == "-" {
                result.unicodeScalars.append("-")
            } else if scalar == "_" || scalar.properties.generalCategory == .decimalNumber || isLetter(scalar) {
                result += String(scalar).lowercased()
            }
        }
        return result.isEmpty ? "heading" : result
    }

    /// Go's `unicode.IsLetter`: the general categories L*.
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        default: false
        }
    }
}

/// Numbers repeated heading ids as renderers do: the first `intro` stays, the next are `intro-1`,
/// `intro-2`, …, skipping a number an earlier heading already took as its own id.
struct SlugCounter {
    private var used: Set<String> = []
    private var repeats: [String: Int] = [:]

    /// The id a heading with this slug gets, recorded as taken.
    mutating func unique(_ slug: String) -> String {
        guard used.contains(slug) else {
            used.insert(slug)
            return slug
        }
        var count = repeats[slug, default: 0]
        var candidate: String
        repeat {
            count += 1
            candidate = "\(slug)-\(count)"
        } while used.contains(candidate)
        repeats[slug] = count
        used.insert(candidate)
        return candidate
    }
}
