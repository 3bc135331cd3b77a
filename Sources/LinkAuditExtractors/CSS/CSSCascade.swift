import LinkAuditModel

/// The user agent's colors in one appearance. A `nil` color is unknown.
struct CSSPalette: Equatable {
    var canvas: RGBAColor?
    var text: RGBAColor?
    var link: RGBAColor?

    /// HTML's rendering section (§15.3.1 and §15.3.4): canvas white, text black, unvisited links
    /// `#0000EE`, the values every browser uses.
    static let light = CSSPalette(
        canvas: RGBAColor(red: 1, green: 1, blue: 1), text: RGBAColor(red: 0, green: 0, blue: 0),
        link: RGBAColor(hex: "#0000EE"))
    /// What a page that opts into dark (`color-scheme: dark`, or `light dark` in the dark appearance)
    /// gets: Chromium's dark `Canvas` `#121212` and `CanvasText` `#FFFFFF`. Browsers differ on the
    /// dark `LinkText` (no specification gives it), so the default link color is unknown there.
    static let dark = CSSPalette(
        canvas: RGBAColor(hex: "#121212"), text: RGBAColor(red: 1, green: 1, blue: 1), link: nil)
}

/// The winning declaration of one longhand on one element.
struct CSSWinner {
    var declaration: CSSDeclaration
    /// Index into `CSSPageSheets.origins`; `nil` for the user agent's stylesheet.
    var origin: Int?
    var rank: CSSRank
}

/// Where a declaration stands in the cascade, compared field by field in this order.
struct CSSRank: Comparable {
    /// 0 for the user agent, 1 for author declarations, 2 for author `!important` ones.
    var level: Int
    /// 1 for a `style` attribute.
    var inline: Int
    var specificity: Int
    var order: Int
    /// Place in its declaration block.
    var place: Int

    static func < (lhs: CSSRank, rhs: CSSRank) -> Bool {
        (lhs.level, lhs.inline, lhs.specificity, lhs.order, lhs.place) < (rhs.level, rhs.inline, rhs.specificity, rhs.order, rhs.place)
    }
}

/// Finds, for one element in one appearance, the declaration that wins for each property the
/// appearance rules need (CSS Cascading Level 4, §6: origin and importance, the `style`
/// attribute, specificity, order of appearance).
struct CSSCascade {
    let tree: HTMLTree
    let sheets: CSSPageSheets
    /// Declarations of each element's `style` attribute, with their origin index.
    let inline: [Int: (declarations: [CSSDeclaration], origin: Int)]
    private var byID: [String: [Int]] = [:]
    private var byClass: [String: [Int]] = [:]
    private var byType: [String: [Int]] = [:]
    private var others: [Int] = []
    private let agent: [CSSStyleRule]

    /// The user agent's rules this reader needs (HTML's rendering section, in our words):
    /// unvisited links are `LinkText` and underlined, `b`/`strong` are bolder, headings and
    /// table headers bold, `mark` black on yellow.
    static let agentSheet = """
        a:link, area:link { color: linktext; text-decoration: underline }
        b, strong { font-weight: bolder }
        h1, h2, h3, h4, h5, h6, th { font-weight: bold }
        mark { background-color: yellow; color: black }
        """

    init(tree: HTMLTree, sheets: CSSPageSheets, inline: [Int: (declarations: [CSSDeclaration], origin: Int)]) {
        self.tree = tree
        self.sheets = sheets
        self.inline = inline
        var agent: [CSSStyleRule] = []
        for case .qualified(let prelude, let declarations) in CSSParser.parseStylesheet(Array(Self.agentSheet.utf8)) {
            for selector in CSSSelector.parseList(prelude) {
                agent.append(
                    CSSStyleRule(selector: selector, declarations: declarations, origin: -1, order: agent.count, condition: .always))
            }
        }
        self.agent = agent
        for (index, rule) in sheets.rules.enumerated() {
            let key = rule.selector.compounds[rule.selector.compounds.count - 1]
            if let id = key.ids.first {
                byID[id, default: []].append(index)
            } else if let name = key.classes.first {
                byClass[name, default: []].append(index)
            } else if let type = key.type {
                byType[type, default: []].append(index)
            } else {
                others.append(index)
            }
        }
    }

    /// The longhands a written property sets.
    static func longhands(of property: String) -> [String] {
        switch property {
        case "background": ["background-color"]
        case "text-decoration": ["text-decoration-line"]
        case "border", "border-bottom": ["border-bottom-width", "border-bottom-style"]
        case "border-width": ["border-bottom-width"]
        case "border-style": ["border-bottom-style"]
        case "font": ["font-weight", "font-style", "font-size"]
        default: [property]
        }
    }

    /// The winning declaration of each longhand (and custom property) on `element` in one appearance.
    func winners(of element: Int, dark: Bool) -> [String: CSSWinner] {
        var winners: [String: CSSWinner] = [:]
        func offer(_ declarations: [CSSDeclaration], origin: Int?, inline: Bool, specificity: Int, order: Int, box: Bool = false) {
            for (place, declaration) in declarations.enumerated() where !box || declaration.name == "content" {
                let level = origin == nil ? 0 : declaration.isImportant ? 2 : 1
                let rank = CSSRank(level: level, inline: inline ? 1 : 0, specificity: specificity, order: order, place: place)
                for longhand in box ? ["::content"] : Self.longhands(of: declaration.name) {
                    if let current = winners[longhand], rank < current.rank { continue }
                    winners[longhand] = CSSWinner(declaration: declaration, origin: origin, rank: rank)
                }
            }
        }
        for rule in agent where rule.selector.matches(element, in: tree) {
            offer(rule.declarations, origin: nil, inline: false, specificity: rule.selector.specificity, order: rule.order)
        }
        var candidates = others
        if let id = tree.attribute("id", of: element), let found = byID[id] { candidates += found }
        if let classes = tree.attribute("class", of: element) {
            var seen = Set<Substring>()
            for name in classes.split(whereSeparator: { CSSTokenizer.isWhitespace($0.asciiValue) }) where seen.insert(name).inserted {
                candidates += byClass[String(name)] ?? []
            }
        }
        candidates += byType[tree.name(of: element)] ?? []
        for index in candidates {
            let rule = sheets.rules[index]
            guard rule.condition.applies(dark: dark), rule.selector.matches(element, in: tree) else { continue }
            offer(
                rule.declarations, origin: rule.origin, inline: false, specificity: rule.selector.specificity, order: rule.order,
                box: rule.selector.generatesBox)
        }
        if let own = inline[element] {
            offer(own.declarations, origin: own.origin, inline: true, specificity: 0, order: 0)
        }
        return winners
    }

    /// Replaces every `var(--name[, fallback])` with the custom property's value, as far as
    /// `depth` allows (a cycle runs out of it); `nil` when one cannot be resolved.
    static func substitute(_ value: [CSSComponent], custom: [String: [CSSComponent]], depth: Int = 0) -> [CSSComponent]? {
        guard depth < 16 else { return nil }
        var result: [CSSComponent] = []
        for component in value {
            switch component {
            case .function(let function, let arguments) where function.value.lowercased() == "var":
                let parts = arguments.filter { !$0.isWhitespace }
                guard case .token(let name) = parts.first, name.kind == .ident, name.value.hasPrefix("--") else { return nil }
                if let found = custom[name.value], let resolved = substitute(found, custom: custom, depth: depth + 1) {
                    result += resolved
                } else if let comma = arguments.firstIndex(where: { $0.token.kind == .comma && !$0.isFunctionOrBlock }) {
                    guard let fallback = substitute(Array(arguments[(comma + 1)...]), custom: custom, depth: depth + 1) else {
                        return nil
                    }
                    result += fallback
                } else {
                    return nil
                }
            case .function(let function, let arguments):
                guard let inner = substitute(arguments, custom: custom, depth: depth + 1) else { return nil }
                result.append(.function(function, inner))
            case .block(let opener, let contents):
                guard let inner = substitute(contents, custom: custom, depth: depth + 1) else { return nil }
                result.append(.block(opener, inner))
            case .token:
                result.append(component)
            }
        }
        return result
    }
}

extension CSSComponent {
    var isFunctionOrBlock: Bool { if case .token = self { false } else { true } }
}
