/// One complex selector of the subset of Selectors Level 4 that decides how links look: type,
/// universal, class, id, attribute presence and `=`, descendant and child combinators, and the
/// pseudo-classes `:link`, `:visited`, `:any-link` and `:root`.
///
/// `::before` and `::after` at the end are read as boxes drawn with the element (`generatesBox`).
/// Anything else (`:hover`, `:focus`, `:not()`, other pseudo-elements, sibling combinators, other
/// attribute operators, namespaces) makes the selector unsupported: `parseList` leaves it out and
/// its rule never applies through it, so nothing is guessed. Links are taken as unvisited: `:link`
/// and `:any-link` match an `<a>` or `<area>` with `href`, `:visited` matches nothing.
struct CSSSelector: Equatable {
    struct Compound: Equatable {
        /// Lowercased element name; `nil` for any element.
        var type: String?
        var ids: [String] = []
        var classes: [String] = []
        /// Attribute name (lowercased) and the value it must equal, or `nil` for presence.
        var attributes: [Attribute] = []
        var requiresLink = false
        var requiresRoot = false
        /// `:visited`: links are taken as unvisited, so nothing matches.
        var matchesNothing = false
        /// Written `*`.
        var isUniversal = false
        var isEmpty: Bool {
            !isUniversal && type == nil && ids.isEmpty && classes.isEmpty && attributes.isEmpty && !requiresLink && !requiresRoot
                && !matchesNothing
        }
    }

    struct Attribute: Equatable {
        var name: String
        var value: String?
    }

    enum Combinator: Equatable { case descendant, child }

    /// Compounds from left to right; `combinators[i]` joins `compounds[i]` and `compounds[i + 1]`.
    var compounds: [Compound]
    var combinators: [Combinator]

    /// Specificity (ids, classes and the like, types) packed in one comparable number.
    let specificity: Int

    /// Ends in `::before` or `::after` (or `:before`, `:after`): the rule styles a generated box,
    /// not the element; the cascade only reads its `content`.
    let generatesBox: Bool

    init(compounds: [Compound], combinators: [Combinator], generatesBox: Bool = false) {
        self.compounds = compounds
        self.combinators = combinators
        self.generatesBox = generatesBox
        var ids = 0
        var classes = 0
        var types = 0
        for compound in compounds {
            ids += compound.ids.count
            classes += compound.classes.count + compound.attributes.count
            classes += (compound.requiresLink ? 1 : 0) + (compound.requiresRoot ? 1 : 0) + (compound.matchesNothing ? 1 : 0)
            types += compound.type == nil ? 0 : 1
        }
        specificity = ids * 1_000_000 + classes * 1_000 + types
    }

    /// The supported selectors of a rule's prelude (a comma-separated list), each on its own:
    /// an unsupported one is left out, the others still apply.
    static func parseList(_ prelude: [CSSComponent]) -> [CSSSelector] {
        var selectors: [CSSSelector] = []
        var part: [CSSComponent] = []
        for component in prelude + [.token(CSSToken(.comma, start: 0, end: 0))] {
            if case .token(let token) = component, token.kind == .comma {
                if let selector = parse(part) { selectors.append(selector) }
                part = []
            } else {
                part.append(component)
            }
        }
        return selectors
    }

    /// One complex selector, or `nil` when it is empty or uses anything outside the subset.
    static func parse(_ components: [CSSComponent]) -> CSSSelector? {
        var compounds: [Compound] = []
        var combinators: [Combinator] = []
        var current = Compound()
        var pending: Combinator?
        var sawWhitespace = false
        var generatesBox = false
        var index = 0
        /// Before a simple selector: after whitespace or a combinator it starts the next compound.
        func startCompound() -> Bool {
            if !current.isEmpty, pending != nil || sawWhitespace {
                compounds.append(current)
                combinators.append(pending ?? .descendant)
                current = Compound()
                pending = nil
                sawWhitespace = false
            }
            return true
        }
        while index < components.count {
            let component = components[index]
            index += 1
            switch component {
            case .token(let token):
                switch token.kind {
                case .whitespace:
                    if !current.isEmpty { sawWhitespace = true }
                case .delim where token.value == ">":
                    guard !current.isEmpty, pending == nil else { return nil }
                    pending = .child
                case .delim where token.value == "*":
                    guard startCompound(), current.isEmpty else { return nil }
                    current.isUniversal = true
                case .delim where token.value == ".":
                    guard index < components.count, case .token(let name) = components[index], name.kind == .ident else { return nil }
                    index += 1
                    guard startCompound() else { return nil }
                    current.classes.append(name.value)
                case .ident:
                    guard startCompound(), current.isEmpty else { return nil }
                    current.type = token.value.lowercased()
                case .hash(isID: true):
                    guard startCompound() else { return nil }
                    current.ids.append(token.value)
                case .colon:
                    var isElement = false
                    if index < components.count, case .token(let second) = components[index], second.kind == .colon {
                        index += 1
                        isElement = true
                    }
                    guard index < components.count, case .token(let name) = components[index], name.kind == .ident else { return nil }
                    index += 1
                    let lowered = name.value.lowercased()
                    if lowered == "before" || lowered == "after" {
                        // A pseudo-element ends the selector; its box draws next to the element's text.
                        guard !current.isEmpty, components[index...].allSatisfy(\.isWhitespace) else { return nil }
                        generatesBox = true
                        index = components.count
                        continue
                    }
                    guard !isElement, startCompound() else { return nil }
                    switch lowered {
                    case "link", "any-link": current.requiresLink = true
                    case "visited": current.matchesNothing = true
                    case "root": current.requiresRoot = true
                    default: return nil
                    }
                default:
                    return nil
                }
            case .block(let opener, let contents) where opener.kind == .leftBracket:
                guard let attribute = attribute(contents), startCompound() else { return nil }
                current.attributes.append(attribute)
            default:
                return nil
            }
        }
        guard !current.isEmpty, pending == nil else { return nil }
        compounds.append(current)
        return CSSSelector(compounds: compounds, combinators: combinators, generatesBox: generatesBox)
    }

    /// `[name]` or `[name=value]` (value an ident or string, no flags), else `nil`.
    private static func attribute(_ contents: [CSSComponent]) -> Attribute? {
        let parts = contents.filter { !$0.isWhitespace }
        guard case .token(let name) = parts.first, name.kind == .ident else { return nil }
        if parts.count == 1 { return Attribute(name: name.value.lowercased(), value: nil) }
        guard parts.count == 3, case .token(let equals) = parts[1], equals.isDelim("="),
            case .token(let value) = parts[2], value.kind == .ident || value.kind == .string
        else { return nil }
        return Attribute(name: name.value.lowercased(), value: value.value)
    }

    // MARK: - Matching

    /// Whether the element at `element` of `tree` matches, right to left. Backtracking over
    /// ancestors is bounded by `budget` steps; past it the selector counts as not matching.
    func matches(_ element: Int, in tree: HTMLTree) -> Bool {
        var budget = 4_096
        return matches(compoundAt: compounds.count - 1, element: element, tree: tree, budget: &budget)
    }

    private func matches(compoundAt position: Int, element: Int, tree: HTMLTree, budget: inout Int) -> Bool {
        guard Self.matches(compounds[position], element: element, tree: tree) else { return false }
        guard position > 0 else { return true }
        var ancestor = tree.nodes[element].parent
        switch combinators[position - 1] {
        case .child:
            return ancestor >= 0 && matches(compoundAt: position - 1, element: ancestor, tree: tree, budget: &budget)
        case .descendant:
            while ancestor >= 0 {
                budget -= 1
                if budget < 0 { return false }
                if matches(compoundAt: position - 1, element: ancestor, tree: tree, budget: &budget) { return true }
                ancestor = tree.nodes[ancestor].parent
            }
            return false
        }
    }

    private static func matches(_ compound: Compound, element: Int, tree: HTMLTree) -> Bool {
        guard tree.nodes[element].kind == .element, !compound.matchesNothing else { return false }
        let name = tree.name(of: element)
        if let type = compound.type, type != name { return false }
        if compound.requiresLink, !((name == "a" || name == "area") && tree.attribute("href", of: element) != nil) {
            return false
        }
        if compound.requiresRoot, !(name == "html" && tree.nodes[element].parent < 0) { return false }
        for id in compound.ids where tree.attribute("id", of: element) != id { return false }
        if !compound.classes.isEmpty {
            let classes = (tree.attribute("class", of: element) ?? "").split(whereSeparator: { CSSTokenizer.isWhitespace($0.asciiValue) })
            for name in compound.classes where !classes.contains(Substring(name)) { return false }
        }
        for attribute in compound.attributes {
            guard let value = tree.attribute(attribute.name, of: element) else { return false }
            if let wanted = attribute.value, wanted != value { return false }
        }
        return true
    }
}
