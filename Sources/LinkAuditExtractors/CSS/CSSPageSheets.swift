import LinkAuditModel

/// The appearances a rule applies in, from the media queries around it.
struct CSSMediaCondition: Hashable {
    var light: Bool
    var dark: Bool

    static let always = CSSMediaCondition(light: true, dark: true)
    static let never = CSSMediaCondition(light: false, dark: false)

    func intersection(_ other: CSSMediaCondition) -> CSSMediaCondition {
        CSSMediaCondition(light: light && other.light, dark: dark && other.dark)
    }

    func applies(dark isDark: Bool) -> Bool { isDark ? dark : light }

    /// A media query list (Media Queries Level 4) as far as appearance goes: an empty list, `all`
    /// and `screen` (with `only`) apply always; `(prefers-color-scheme: dark)` or `light`, alone or
    /// after `and`, narrows to that appearance. Any other type or feature (`print`, `min-width`,
    /// `prefers-contrast`), `not`, or `or` makes the query unknown: it applies in no appearance.
    static func parse(_ prelude: [CSSComponent]) -> CSSMediaCondition {
        var result = CSSMediaCondition.never
        var query: [CSSComponent] = []
        for component in prelude + [.token(CSSToken(.comma, start: 0, end: 0))] {
            if case .token(let token) = component, token.kind == .comma {
                let one = parseQuery(query)
                result = CSSMediaCondition(light: result.light || one.light, dark: result.dark || one.dark)
                query = []
            } else if !component.isWhitespace {
                query.append(component)
            }
        }
        return prelude.allSatisfy(\.isWhitespace) ? .always : result
    }

    private static func parseQuery(_ parts: [CSSComponent]) -> CSSMediaCondition {
        var condition = CSSMediaCondition.always
        var index = 0
        if case .token(let first) = parts.first, first.isIdent("only") { index += 1 }
        if index < parts.count, case .token(let type) = parts[index], type.kind == .ident {
            guard type.isIdent("all") || type.isIdent("screen") else { return .never }
            index += 1
            guard index == parts.count || (parts[index].token.isIdent("and") && index + 1 < parts.count) else { return .never }
            if index < parts.count { index += 1 }
        }
        guard index < parts.count || !parts.isEmpty else { return .never }
        while index < parts.count {
            guard case .block(let opener, let contents) = parts[index], opener.kind == .leftParen else { return .never }
            let feature = contents.filter { !$0.isWhitespace }
            guard feature.count == 3, feature[0].token.isIdent("prefers-color-scheme"), feature[1].token.kind == .colon
            else { return .never }
            if feature[2].token.isIdent("dark") {
                condition = condition.intersection(CSSMediaCondition(light: false, dark: true))
            } else if feature[2].token.isIdent("light") {
                condition = condition.intersection(CSSMediaCondition(light: true, dark: false))
            } else {
                return .never
            }
            index += 1
            if index < parts.count {
                guard parts[index].token.isIdent("and"), index + 1 < parts.count else { return .never }
                index += 1
            }
        }
        return condition
    }

    /// A `media` attribute's value.
    static func parse(attribute value: String) -> CSSMediaCondition {
        parse(CSSParser.componentValues(CSSTokenizer.tokens(Array(value.utf8))))
    }
}

/// Where a piece of CSS is written, to turn its byte offsets into `ColorSite`s.
struct CSSOrigin {
    /// Report path of the page or stylesheet.
    var file: String
    /// A stylesheet file's lines.
    var lineIndex: LineIndex?
    /// A page's map, and the offset in the page where the CSS text starts; `nil` when unknown
    /// (a `style` attribute whose value the page writes with character references).
    var pageMap: SourceMap?
    var pageOffset: Int?

    func site(_ offset: Int) -> ColorSite {
        if let lineIndex { return ColorSite(file: file, position: lineIndex.position(ofByte: offset)) }
        if let pageMap, let pageOffset { return ColorSite(file: file, position: pageMap.position(ofByte: pageOffset + offset)) }
        return ColorSite(file: file, position: nil)
    }
}

/// One selector of a style rule with the declarations it brings, ready for the cascade.
struct CSSStyleRule {
    var selector: CSSSelector
    var declarations: [CSSDeclaration]
    /// Index into `CSSPageSheets.origins`.
    var origin: Int
    /// Source order across the page's sheets.
    var order: Int
    var condition: CSSMediaCondition
}

/// Every author style rule that reaches a page, in cascade order: `<style>` blocks and linked
/// stylesheets in document order, each `@import` in place of its rule.
struct CSSPageSheets {
    var rules: [CSSStyleRule] = []
    var origins: [CSSOrigin] = []
    /// Whether the CSS has a dark appearance of its own: a `prefers-color-scheme` block (`dark`, or
    /// `light` with the rest for dark) or a `color-scheme` declaration naming `dark`.
    var hasDark = false
    /// How deep `@import`s are followed; a deeper one is not read, with a warning.
    static let importDepth = 4
    /// The stylesheets `@import`s name that were not read, each at its `@import` (the sheet's file
    /// and position) with the reason (issue 25: an import deeper than ``importDepth`` was dropped
    /// without a word).
    var unreadImports: [(site: ColorSite, message: String)] = []
    /// Whether a block this reader skips (`@media (min-width: …)`, `@supports`, …) names `display`
    /// or `visibility`: what the page hides may show at some width, so nothing counts as hidden
    /// (`CSSPageStyles.hiddenElements()`; Bootstrap's `d-none d-md-inline`).
    var skipsVisibilityRules = false
    /// The rules' `display` and `visibility` declarations, apart from the cascade of colors and
    /// cues: only `CSSPageStyles.hiddenElements()` reads them, for the elements inside links.
    var visibilityRules: [CSSStyleRule] = []

    /// The properties the cascade keeps; the rest are dropped when a sheet is read.
    static let properties: Set<String> = [
        "color", "background-color", "background", "text-decoration", "text-decoration-line", "border", "border-bottom",
        "border-bottom-width", "border-bottom-style", "border-width", "border-style", "font-weight", "font", "color-scheme",
        "font-style", "font-size",
        // What hides a link's content from its name: `display: none`, `visibility: hidden`.
        "display", "visibility",
        // What can draw a cue this reader does not judge: the link's cues become unknown.
        "content", "box-shadow", "outline", "outline-style", "text-shadow", "background-image",
    ]

    static func keeps(_ declaration: CSSDeclaration) -> Bool {
        declaration.name.hasPrefix("--") || properties.contains(declaration.name)
    }

    private var order = 0

    /// A stylesheet file as placed in the cascade: its path and the condition it applies under.
    private struct SheetCopy: Hashable {
        var path: String
        var condition: CSSMediaCondition
    }

    /// The rules each sheet file placed so far put in ``rules`` (`visibility` false) and
    /// ``visibilityRules`` (true), its imports' included, in the cascade order they had within it.
    private var placed: [SheetCopy: [(visibility: Bool, index: Int)]] = [:]

    /// Adds the rules of one sheet under `condition`. `loader` and `base` follow `@import`s;
    /// `base` is the sheet's own path when it is a file (`nil` for a `<style>` block).
    ///
    /// A file placed again under the same condition (linked twice, imported under another query
    /// string) is not added again: its rules move to this place in the cascade, where the later
    /// copy would have overridden every declaration of the earlier one. So each distinct sheet is
    /// in a page's cascade once, however often it is linked or imported (issue 25: one sheet linked
    /// 5,000 times held 5,000 copies, 487 MB; imports of imports under query strings, 2.25 GB).
    /// - Parameter inPage: the rules are a `<style>` block's: `base` is the page, whose `@import`s
    ///   resolve against it, and the block is no sheet file placed again.
    mutating func add(
        _ parsed: [CSSRule], origin: CSSOrigin, condition: CSSMediaCondition, loader: inout CSSStylesheetLoader?,
        base: String?, depth: Int, chain: [String], inPage: Bool = false
    ) {
        guard condition != .never else { return }
        let copy = inPage ? nil : base.map { SheetCopy(path: $0, condition: condition) }
        if let copy, moveToEnd(copy) { return }
        let start = (rules.count, visibilityRules.count)
        origins.append(origin)
        add(
            parsed, originIndex: origins.count - 1, condition: condition, loader: &loader, base: base, depth: depth, chain: chain,
            topLevel: true)
        guard let copy else { return }
        let items =
            (start.0..<rules.count).map { (visibility: false, index: $0) }
            + (start.1..<visibilityRules.count).map { (visibility: true, index: $0) }
        placed[copy] = items.sorted { orderOf($0) < orderOf($1) }
    }

    private func orderOf(_ item: (visibility: Bool, index: Int)) -> Int {
        item.visibility ? visibilityRules[item.index].order : rules[item.index].order
    }

    /// Moves the rules of a sheet placed before to the end of the cascade order, in the order they
    /// had within it (an import of it that another sheet moved since comes back in its place);
    /// `false` when it was not placed.
    private mutating func moveToEnd(_ copy: SheetCopy) -> Bool {
        guard let items = placed[copy] else { return false }
        for item in items {
            if item.visibility { visibilityRules[item.index].order = order } else { rules[item.index].order = order }
            order += 1
        }
        return true
    }

    /// Adds rules of the sheet at `originIndex`: those of a sheet's top level (where `@import`s
    /// come first), or of an `@media` block inside it.
    private mutating func add(
        _ parsed: [CSSRule], originIndex: Int, condition: CSSMediaCondition, loader: inout CSSStylesheetLoader?,
        base: String?, depth: Int, chain: [String], topLevel: Bool
    ) {
        guard condition != .never, depth < CSSParser.maximumDepth else { return }
        var importsAllowed = topLevel
        for rule in parsed {
            switch rule {
            case .qualified(let prelude, let declarations):
                importsAllowed = false
                var kept = declarations.filter(Self.keeps)
                let hiding = kept.filter { $0.name == "display" || $0.name == "visibility" }
                if !hiding.isEmpty {
                    kept.removeAll { $0.name == "display" || $0.name == "visibility" }
                    for selector in CSSSelector.parseList(prelude) {
                        visibilityRules.append(
                            CSSStyleRule(selector: selector, declarations: hiding, origin: originIndex, order: order, condition: condition))
                        order += 1
                    }
                }
                guard !kept.isEmpty else { continue }
                if condition.dark != condition.light { hasDark = true }
                for declaration in kept where declaration.name == "color-scheme" {
                    if declaration.value.contains(where: { $0.token.isIdent("dark") }) { hasDark = true }
                }
                for selector in CSSSelector.parseList(prelude) {
                    rules.append(
                        CSSStyleRule(
                            selector: selector, declarations: kept, origin: originIndex, order: order, condition: condition))
                    order += 1
                }
            case .atRule(let name, let prelude, let block):
                if name == "import" {
                    guard importsAllowed else { continue }
                    addImport(
                        prelude, originIndex: originIndex, condition: condition, loader: &loader, base: base, depth: depth, chain: chain)
                } else if name == "charset" || name == "namespace" || (name == "layer" && block == nil) {
                    continue
                } else {
                    importsAllowed = false
                    // Only `@media` is understood; `@supports`, `@layer` blocks and the rest are skipped.
                    guard let block else { continue }
                    let media = name == "media" ? condition.intersection(CSSMediaCondition.parse(prelude)) : .never
                    if media == .never {
                        if !skipsVisibilityRules, Self.namesVisibility(block) { skipsVisibilityRules = true }
                        continue
                    }
                    add(
                        CSSParser.rules(in: block, topLevel: false), originIndex: originIndex, condition: media, loader: &loader,
                        base: base,
                        depth: depth + 1, chain: chain, topLevel: false)
                }
            }
        }
    }

    /// Whether CSS components name `display` or `visibility` anywhere, nested blocks included.
    static func namesVisibility(_ components: [CSSComponent]) -> Bool {
        components.contains { component in
            switch component {
            case .token(let token): token.isIdent("display") || token.isIdent("visibility")
            case .function(_, let inner), .block(_, let inner): namesVisibility(inner)
            }
        }
    }

    /// `@import url(…) [media]` or `@import "…" [media]` of a file the loader may read, not already
    /// on the chain of imports (a cycle) and not deeper than `importDepth`.
    private mutating func addImport(
        _ prelude: [CSSComponent], originIndex: Int, condition: CSSMediaCondition, loader: inout CSSStylesheetLoader?,
        base: String?, depth: Int, chain: [String]
    ) {
        guard let base, loader != nil else { return }
        let parts = Array(prelude.drop(while: { $0.isWhitespace }))
        var href: String?
        var start = 0
        if case .token(let token) = parts.first, token.kind == .string || token.kind == .url { (href, start) = (token.value, token.start) }
        if case .function(let function, let arguments) = parts.first, function.value.lowercased() == "url",
            case .token(let token) = arguments.first(where: { !$0.isWhitespace }), token.kind == .string
        {
            (href, start) = (token.value, function.start)
        }
        guard let href else { return }
        let media = CSSMediaCondition.parse(Array(parts.dropFirst()))
        guard media != .never else { return }
        guard depth < Self.importDepth else {
            unreadImports.append(
                (
                    origins[originIndex].site(start),
                    CSSStylesheetLoader.unreadMessage("\"\(href)\"", "imports nest more than \(Self.importDepth) deep", imported: true)
                ))
            return
        }
        let loaded: CSSStylesheetLoader.Loaded
        switch loader?.load(href, relativeTo: base, imported: true) {
        case .success(let sheet): loaded = sheet
        case .failure(let failure):
            if let message = failure.message { unreadImports.append((origins[originIndex].site(start), message)) }
            return
        case nil: return
        }
        guard !chain.contains(loaded.absolutePath) else { return }
        add(
            loaded.sheet.rules, origin: CSSOrigin(file: loaded.file, lineIndex: loaded.sheet.lineIndex),
            condition: condition.intersection(media), loader: &loader, base: loaded.absolutePath, depth: depth + 1,
            chain: chain + [loaded.absolutePath])
    }
}
