/// A component value of CSS Syntax Module Level 3 (§5): a preserved token, a function with its
/// arguments, or a `{}`, `[]` or `()` block with its contents.
indirect enum CSSComponent: Equatable, Sendable {
    case token(CSSToken)
    /// A function: its token (name and start offset) and its arguments.
    case function(CSSToken, [CSSComponent])
    /// A simple block: its opening token and its contents.
    case block(CSSToken, [CSSComponent])

    /// The token the component starts with.
    var token: CSSToken {
        switch self {
        case .token(let token), .function(let token, _), .block(let token, _): token
        }
    }

    var isWhitespace: Bool { if case .token(let token) = self { token.kind == .whitespace } else { false } }
}

/// A declaration (§5.4.6), such as `color: #333 !important`.
struct CSSDeclaration: Equatable, Sendable {
    /// The property name; lowercased unless it is a custom property (`--brand`, case-sensitive).
    var name: String
    /// The value's components, without leading and trailing whitespace and without `!important`.
    var value: [CSSComponent]
    var isImportant: Bool
    /// Offset of the name's first byte.
    var start: Int
}

/// A rule of a stylesheet (§5.4.2 – §5.4.3).
enum CSSRule: Equatable, Sendable {
    /// A selector prelude and the declarations of its `{}` block.
    case qualified(prelude: [CSSComponent], declarations: [CSSDeclaration])
    /// An at-rule: its name (lowercased, without `@`), prelude, and, when it has a block, the block's contents.
    case atRule(name: String, prelude: [CSSComponent], block: [CSSComponent]?)
}

/// The parser entry points of CSS Syntax Module Level 3 that stylesheets and `style` attributes need.
///
/// Tokens become component values first, without recursion: nesting deeper than `maximumDepth`
/// is read (brackets still balance) but dropped, so 100,000 unclosed `{` or `(` cost linear time
/// and no deep value is built that would exhaust a thread's stack when freed.
enum CSSParser {
    /// The nesting kept: no rule this reader understands is deeper.
    static let maximumDepth = 24

    /// §5.3.2 "parse a stylesheet": the top-level rules (CDO and CDC tokens skipped).
    static func parseStylesheet(_ bytes: [UInt8]) -> [CSSRule] {
        rules(in: componentValues(CSSTokenizer.tokens(bytes)), topLevel: true)
    }

    /// §5.3.7 "parse a list of declarations" of a `style` attribute.
    static func parseDeclarations(_ bytes: [UInt8]) -> [CSSDeclaration] {
        declarations(in: componentValues(CSSTokenizer.tokens(bytes)))
    }

    /// §5.4.8 "consume a component value", for every token: blocks and functions grouped,
    /// unmatched closing tokens kept as tokens, unclosed blocks closed at the end of input.
    static func componentValues(_ tokens: [CSSToken]) -> [CSSComponent] {
        /// An open block or function: its opening token, whether it is a function, its contents so far.
        struct Frame {
            var opener: CSSToken
            var isFunction: Bool
            var children: [CSSComponent] = []
            /// Nesting past `maximumDepth`: contents are dropped.
            var isDropped: Bool
        }
        var top: [CSSComponent] = []
        var stack: [Frame] = []
        func append(_ component: CSSComponent) {
            if stack.isEmpty {
                top.append(component)
            } else if !stack[stack.count - 1].isDropped {
                stack[stack.count - 1].children.append(component)
            }
        }
        func close() {
            let frame = stack.removeLast()
            append(frame.isFunction ? .function(frame.opener, frame.children) : .block(frame.opener, frame.children))
        }
        for token in tokens {
            switch token.kind {
            case .leftBrace, .leftBracket, .leftParen, .function:
                let dropped = stack.count >= maximumDepth || (stack.last?.isDropped ?? false)
                stack.append(Frame(opener: token, isFunction: token.kind == .function, isDropped: dropped))
            case .rightBrace, .rightBracket, .rightParen:
                if let opener = stack.last?.opener, Self.closer(of: opener.kind) == token.kind {
                    close()
                } else {
                    append(.token(token))
                }
            default:
                append(.token(token))
            }
        }
        while !stack.isEmpty { close() }
        return top
    }

    private static func closer(of kind: CSSToken.Kind) -> CSSToken.Kind {
        switch kind {
        case .leftBrace: .rightBrace
        case .leftBracket: .rightBracket
        default: .rightParen
        }
    }

    /// §5.4.1 "consume a list of rules" over component values.
    static func rules(in components: [CSSComponent], topLevel: Bool) -> [CSSRule] {
        var rules: [CSSRule] = []
        var index = 0
        while index < components.count {
            let component = components[index]
            if case .token(let token) = component {
                switch token.kind {
                case .whitespace:
                    index += 1
                    continue
                case .cdo where topLevel, .cdc where topLevel:
                    index += 1
                    continue
                case .atKeyword:
                    index += 1
                    var prelude: [CSSComponent] = []
                    var block: [CSSComponent]?
                    while index < components.count {
                        let part = components[index]
                        index += 1
                        if case .token(let end) = part, end.kind == .semicolon { break }
                        if case .block(let opener, let contents) = part, opener.kind == .leftBrace {
                            block = contents
                            break
                        }
                        prelude.append(part)
                    }
                    rules.append(.atRule(name: token.value.lowercased(), prelude: prelude, block: block))
                    continue
                default:
                    break
                }
            }
            // A qualified rule: its prelude runs to a `{}` block; at the end of input it is dropped.
            var prelude: [CSSComponent] = []
            while index < components.count {
                let part = components[index]
                index += 1
                if case .block(let opener, let contents) = part, opener.kind == .leftBrace {
                    rules.append(.qualified(prelude: prelude, declarations: declarations(in: contents)))
                    prelude = []
                    break
                }
                prelude.append(part)
            }
        }
        return rules
    }

    /// §5.4.5 "consume a list of declarations": at-rules and invalid declarations are skipped.
    static func declarations(in components: [CSSComponent]) -> [CSSDeclaration] {
        var result: [CSSDeclaration] = []
        var index = 0
        while index < components.count {
            var part: [CSSComponent] = []
            while index < components.count {
                let component = components[index]
                index += 1
                if case .token(let token) = component, token.kind == .semicolon { break }
                part.append(component)
            }
            if let declaration = declaration(part) { result.append(declaration) }
        }
        return result
    }

    /// §5.4.6 "consume a declaration": `name : value [! important]`, or `nil`.
    private static func declaration(_ part: [CSSComponent]) -> CSSDeclaration? {
        var components = part[...]
        while let first = components.first, first.isWhitespace { components.removeFirst() }
        guard case .token(let name) = components.first, name.kind == .ident else { return nil }
        components.removeFirst()
        while let first = components.first, first.isWhitespace { components.removeFirst() }
        guard case .token(let colon) = components.first, colon.kind == .colon else { return nil }
        components.removeFirst()
        var value = Array(components)
        func trim() {
            while let last = value.last, last.isWhitespace { value.removeLast() }
            while let first = value.first, first.isWhitespace { value.removeFirst() }
        }
        trim()
        var important = false
        if case .token(let last) = value.last, last.isIdent("important") {
            var bang = value.count - 2
            while bang >= 0, value[bang].isWhitespace { bang -= 1 }
            if bang >= 0, case .token(let mark) = value[bang], mark.isDelim("!") {
                important = true
                value.removeSubrange(bang...)
                trim()
            }
        }
        let isCustom = name.value.hasPrefix("--")
        return CSSDeclaration(
            name: isCustom ? name.value : name.value.lowercased(), value: value, isImportant: important, start: name.start)
    }
}
