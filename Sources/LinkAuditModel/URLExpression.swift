/// A URL as Swift code builds it: literal text, names of constants, and parts only known at run time.
///
/// Swift files are extracted one at a time, so a name such as `LegalLinks.terms` cannot be looked
/// up where it is read. The extractor records it as a `reference` with the qualified names it may
/// stand for; the auditor replaces references with the values the run's `URLConstant`s give them
/// before any rule runs (`docs/model.md`, Inline and standalone). What stays a `reference` or is
/// `computed` is a URL computed at run time.
public struct URLExpression: Hashable, Codable, Sendable {
    /// One piece of the URL, in the order the code joins them.
    public struct Part: Hashable, Codable, Sendable {
        public enum Kind: String, Codable, Sendable, CaseIterable {
            /// Text written in a string literal.
            case literal
            /// A path component added with `appendingPathComponent(_:)` or `appending(path:)`: a `/`
            /// goes before it unless the URL so far ends with one.
            case pathComponent
            /// The name of a constant, not looked up yet or not found in the run.
            case reference
            /// Anything else: a parameter, a call, a property without an initial value.
            case computed
            /// A string the app reads from a string table (`NSLocalizedString("key", …)`,
            /// `String(localized:)`, a SwiftGen `tr("Table", "key", …)` helper): `text` is the key,
            /// `candidates` holds the table's name when the code names one. Known only at run time
            /// as far as a URL goes; a link's text is named by the key's values (issue 23).
            case localizedKey
            /// In the body of an app's own wrapper of a localized-string call, the key the wrapper is
            /// given (`NSLocalizedString(self, comment: "")` of `extension String { var localized }`,
            /// `NSLocalizedString(key, comment: "")` of `func get(_ key: String)`): `text` is the name
            /// as written, `candidates` the table's name when the call names one. A reference with an
            /// ``Part/argument`` that resolves to it becomes a `localizedKey` of that argument.
            case keyArgument
        }

        public var kind: Kind
        /// The literal text, the path component, or the name or expression as written.
        public var text: String
        /// `reference` only: the qualified names the reference may stand for, the innermost
        /// enclosing type first (`Settings.Links.terms`, then `Links.terms`).
        public var candidates: [String]?

        /// "One of these": the part is any one of these expressions, and its `kind` is `computed` (so
        /// that code reading parts one by one takes it as unknown). Each `return` (or `switch` case)
        /// of a computed property or function (`HelpSheet.url` returning a literal in every case), or
        /// each assignment of a local declared without a value (`let str: String`, then `str = "…"`
        /// in each branch). See `variants`.
        public var alternatives: [URLExpression]?

        /// `reference` only: the literal a wrapper is called on or with (`"help.more"` of
        /// `"help.more".localized` or of `Strings.get("help.more")`), which stands for the wrapper's
        /// key (`keyArgument`) when the reference resolves to one.
        public var argument: String?

        /// A `reference` candidate so prefixed (`*.paymentLink()`) names a function by its name and
        /// argument labels alone, the receiver's type not being written: it stands for the one
        /// function of the using file with that name and labels, whatever type declares it, and for
        /// nothing when the file declares none or several.
        public static let fileMemberPrefix = "*."

        public init(kind: Kind, text: String, candidates: [String]? = nil, alternatives: [URLExpression]? = nil, argument: String? = nil) {
            self.kind = kind
            self.text = text
            self.candidates = candidates
            self.alternatives = alternatives
            self.argument = argument
        }
    }

    /// The expression as written, whitespace and comments removed: what messages show.
    public var written: String
    public var parts: [Part]

    public init(written: String, parts: [Part]) {
        self.written = written
        self.parts = parts
    }

    /// An expression that is any one of `alternatives`, written as `written`: the one alternative
    /// itself, or one computed part holding them all.
    public static func oneOf(_ alternatives: [URLExpression], written: String) -> URLExpression {
        if alternatives.count == 1, var only = alternatives.first {
            only.written = written
            return only
        }
        return URLExpression(written: written, parts: [Part(kind: .computed, text: written, alternatives: alternatives)])
    }

    /// A value is one of at most this many expressions.
    public static let variantLimit = 32

    /// The string-table key the expression is, when it is one whole (`L10n.Billing.title` resolved to
    /// the `tr("Localizable", "billing.title")` its accessor returns), or one key between literals
    /// of white space only (`" \(L10n.ItemDetail.showLess)"`, zotero's abstract view: an accessible
    /// name is read without its outer white space); `nil` otherwise.
    public var localizedKey: LocalizedKey? {
        let keys = parts.filter { $0.kind == .localizedKey }
        guard keys.count == 1, keys[0].alternatives == nil,
            parts.allSatisfy({ $0.kind == .localizedKey || ($0.kind == .literal && $0.text.allSatisfy(\.isWhitespace)) })
        else { return nil }
        return LocalizedKey(key: keys[0].text, table: keys[0].candidates?.first)
    }

    /// The expressions without alternatives that this one may be: itself, or one for each choice of
    /// the alternatives of its parts (in order, without repeats); `nil` when there are more than
    /// `variantLimit`.
    public var variants: [URLExpression]? {
        var result: [[Part]] = [[]]
        for part in parts {
            var replacements = [[part]]
            if let alternatives = part.alternatives {
                replacements = []
                for alternative in alternatives {
                    guard let variants = alternative.variants else { return nil }
                    for variant in variants where !replacements.contains(variant.parts) { replacements.append(variant.parts) }
                }
            }
            result = result.flatMap { prefix in replacements.map { prefix + $0 } }
            guard result.count <= Self.variantLimit else { return nil }
        }
        return result.map { URLExpression(written: written, parts: $0) }
    }

    /// Every URL the expression may be, when all are known: the `value` of each of its `variants`
    /// (without repeats); `nil` while any of them is computed.
    public var values: [String]? {
        guard let variants else { return nil }
        var result: [String] = []
        for variant in variants {
            guard let value = variant.value else { return nil }
            if !result.contains(value) { result.append(value) }
        }
        return result.isEmpty ? nil : result
    }

    /// The whole URL when every part is known text; `nil` while a reference or a computed part remains.
    public var value: String? {
        guard let text = text(unknown: { _ in nil }), !text.isEmpty else { return nil }
        return text
    }

    /// The text of the parts in order, each part not known here written as `unknown` gives it;
    /// `nil` as soon as `unknown` gives `nil`.
    private func text(unknown: (Part) -> String?) -> String? {
        var result = ""
        for part in parts {
            switch part.kind {
            case .literal: result += part.text
            case .pathComponent: result = Self.appending(component: part.text, to: result)
            case .reference, .computed, .localizedKey, .keyArgument:
                guard let text = unknown(part) else { return nil }
                result += text
            }
        }
        return result
    }

    /// How a destination known only in part is shown: when the expression starts with a literal URL
    /// scheme (`https://doi.org/\(doi)`), its literal text with each unknown part as its name in
    /// braces, as an RFC 6570 URI template writes a variable (`https://doi.org/{doi}`); `nil`
    /// otherwise (the expression is shown as written).
    public var template: String? {
        guard let first = parts.first, first.kind == .literal, let colon = first.text.firstIndex(of: ":"),
            let initial = first.text.first, initial.isASCII, initial.isLetter,
            first.text[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) })
        else { return nil }
        return text { "{" + $0.text + "}" }
    }

    /// Whether the expression may evaluate to `destination` at run time: one of its `variants` may
    /// (any URL when there are too many), and a variant when its known text, in order,
    /// with anything in the places of unknown parts (the first piece anchored at the start, the
    /// last at the end). An expression with no known text may evaluate to anything.
    public func mayEvaluate(to destination: String) -> Bool {
        if parts.contains(where: { $0.alternatives != nil }) {
            return variants?.contains { $0.mayEvaluate(to: destination) } ?? true
        }
        var pieces: [String?] = [] // nil: any text
        for part in parts {
            switch part.kind {
            case .literal:
                if let last = pieces.last, let text = last { pieces[pieces.count - 1] = text + part.text } else { pieces.append(part.text) }
            case .pathComponent:
                // After an unknown part the separating `/` may already be there: only the component is sure.
                if let last = pieces.last, let text = last {
                    pieces[pieces.count - 1] = Self.appending(component: part.text, to: text)
                } else {
                    pieces.append(part.text)
                }
            case .reference, .computed, .localizedKey, .keyArgument:
                if pieces.last != .some(nil) { pieces.append(nil) }
            }
        }
        return Self.matches(Substring(destination), pieces[...])
    }

    /// `base` with `component` appended as a path component, one `/` between them.
    static func appending(component: String, to base: String) -> String {
        let trimmed = component.drop { $0 == "/" }
        if base.isEmpty || base.hasSuffix("/") { return base + trimmed }
        return base + "/" + trimmed
    }

    /// Glob matching of known pieces (`String`) and wildcards (`nil`).
    private static func matches(_ text: Substring, _ pieces: ArraySlice<String?>) -> Bool {
        guard let first = pieces.first else { return text.isEmpty }
        if let literal = first {
            guard text.hasPrefix(literal) else { return false }
            return matches(text.dropFirst(literal.count), pieces.dropFirst())
        }
        let rest = pieces.dropFirst()
        if rest.isEmpty { return true }
        var start = text.startIndex
        while true {
            if matches(text[start...], rest) { return true }
            guard start < text.endIndex else { return false }
            start = text.index(after: start)
        }
    }
}

/// A constant a Swift file declares whose value may be (part of) a URL: a `static let` or `let` of a
/// type or extension, a `let` at file scope, a computed property that returns one expression, or an
/// enum case's raw value (as `Links.help.rawValue`).
public struct URLConstant: Hashable, Codable, Sendable {
    /// The name qualified by its enclosing types (`LegalLinks.terms`, `Links.help.rawValue`, `baseURL`).
    public var name: String
    public var value: URLExpression
    /// File path, relative to the working directory.
    public var file: String
    /// `private` or `fileprivate` at file scope: seen from its own file only.
    public var isFilePrivate: Bool
    /// A computed property whose getter is one `switch self` (`var url: URL { switch self { case
    /// .help: … } }`): the value of each case, with the case names that lead to it; `nil` for any
    /// other constant. The auditor pairs two members of one value case by case with it: a row named
    /// by `topic.title` that opens `topic.url` is one link per case (issue 23, section 3).
    public var selfCases: [SelfCase]?

    /// One case of a `switch self`: the cases it matches (`case .help, .faq:`; empty for
    /// `default:`) and the value it gives.
    public struct SelfCase: Hashable, Codable, Sendable {
        public var cases: [String]
        public var value: URLExpression

        public init(cases: [String], value: URLExpression) {
            self.cases = cases
            self.value = value
        }
    }

    public init(name: String, value: URLExpression, file: String, isFilePrivate: Bool = false, selfCases: [SelfCase]? = nil) {
        self.name = name
        self.value = value
        self.file = file
        self.isFilePrivate = isFilePrivate
        self.selfCases = selfCases
    }
}
