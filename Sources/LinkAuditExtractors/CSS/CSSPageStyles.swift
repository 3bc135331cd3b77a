import LinkAuditModel

/// What a page's CSS reading needs from its caller and gives back: the options that say where
/// linked stylesheets may be read, and the stylesheets read (`ExtractedDocument.inputsRead`).
final class CSSStyling {
    let options: ExtractionOptions
    /// Report paths of the stylesheets the page read, in order.
    var inputsRead: [String] = []
    /// Located warnings: stylesheets the page or its sheets name that could not be read.
    var warnings: [AuditError] = []

    init(options: ExtractionOptions) { self.options = options }
}

/// How the links of one HTML page look as its CSS says: author CSS from `style` attributes,
/// `<style>` blocks (a `media` other than `all`, `screen` or `prefers-color-scheme` skips one)
/// and linked stylesheets inside the audit root, over the user agent's defaults (`CSSCascade`).
///
/// Computed values are kept per element and appearance only while the page is read.
struct CSSPageStyles {
    let tree: HTMLTree
    let ancestry: HTMLAncestry
    let cascade: CSSCascade
    /// Whether the page has a dark appearance of its own (`CSSPageSheets.hasDark`, or a
    /// `<meta name="color-scheme">` naming `dark`).
    let hasDark: Bool
    /// The user agent's palette in the light and the dark appearance.
    private var palettes: [CSSPalette] = [.light, .light]
    private var computed: [[Int: CSSComputedStyle]] = [[:], [:]]
    /// Each inline element's `cssBlock`, as found.
    private var blocks: [Int: Int] = [:]

    /// The page's styles, or `nil` when it has no author CSS at all (then no link gets a style).
    /// - Parameters:
    ///   - text: the page, UTF-8; `scanner` read it and `tree` is its parse.
    ///   - map: maps offsets of `text` to positions in the file.
    ///   - file: the page's report path.
    static func make(
        tree: HTMLTree, ancestry: HTMLAncestry, text: [UInt8], scanner: HTMLSourceScanner, map: SourceMap, file: String,
        styling: CSSStyling
    ) -> CSSPageStyles? {
        let hasLinkElement = tree.names.contains("link")
        guard hasLinkElement || !scanner.styleBlocks.isEmpty || !scanner.styleAttributes.isEmpty else { return nil }
        var loader = CSSStylesheetLoader(options: styling.options, file: file)
        var sheets = CSSPageSheets()
        var inline: [Int: (declarations: [CSSDeclaration], origin: Int)] = [:]
        var metaScheme: [String] = []
        let attributeCount = tree.nodes.indices.reduce(0) { count, index in
            count + (tree.nodes[index].kind == .element && tree.attribute("style", of: index) != nil ? 1 : 0)
        }
        // The n-th `style` attribute and `<style>` element of the tree are the n-th the scanner found,
        // when the counts agree and the text is the same (libxml2 keeps document order).
        let attributesLineUp = attributeCount == scanner.styleAttributes.count
        var attributeOrdinal = 0
        var styleBlock = 0
        for index in tree.nodes.indices where tree.nodes[index].kind == .element {
            let ordinal = attributeOrdinal
            if tree.attribute("style", of: index) != nil { attributeOrdinal += 1 }
            let blockOrdinal = styleBlock
            if tree.name(of: index) == "style" { styleBlock += 1 }
            guard !ancestry.isInTemplate[index] else { continue }
            let media = tree.attribute("media", of: index).map(CSSMediaCondition.parse(attribute:)) ?? .always
            switch tree.name(of: index) {
            case "style":
                let content = Array(tree.collectRawText(under: index).utf8)
                var origin = CSSOrigin(file: file)
                if blockOrdinal < scanner.styleBlocks.count, text[scanner.styleBlocks[blockOrdinal]].elementsEqual(content) {
                    origin.pageMap = map
                    origin.pageOffset = scanner.styleBlocks[blockOrdinal].lowerBound
                }
                // Its `@import`s resolve against the page.
                sheets.add(
                    CSSParser.parseStylesheet(content), origin: origin, condition: media, loader: &loader,
                    base: styling.options.absolutePath, depth: 0, chain: [], inPage: true)
            case "link":
                let rel = (tree.attribute("rel", of: index) ?? "").lowercased().split(whereSeparator: {
                    $0 == " " || $0 == "\t" || $0 == "\n"
                })
                guard rel.contains("stylesheet"), !rel.contains("alternate"), tree.attribute("disabled", of: index) == nil,
                    media != .never, let href = tree.attribute("href", of: index), let page = styling.options.absolutePath,
                    let outcome = loader?.load(href, relativeTo: page, imported: false)
                else { break }
                guard case .success(let loaded) = outcome else {
                    if case .failure(let failure) = outcome, let message = failure.message {
                        // The line libxml2 gives the `<link>` tag (of its `>`); no column.
                        styling.warnings.append(AuditError(file: file, line: max(1, tree.nodes[index].line), message: message))
                    }
                    break
                }
                sheets.add(
                    loaded.sheet.rules, origin: CSSOrigin(file: loaded.file, lineIndex: loaded.sheet.lineIndex), condition: media,
                    loader: &loader, base: loaded.absolutePath, depth: 0, chain: [loaded.absolutePath])
            case "meta":
                if tree.attribute("name", of: index)?.lowercased() == "color-scheme", let content = tree.attribute("content", of: index) {
                    metaScheme = content.lowercased().split(whereSeparator: { CSSTokenizer.isWhitespace($0.asciiValue) }).map(String.init)
                }
            default:
                break
            }
            if let value = tree.attribute("style", of: index) {
                var origin = CSSOrigin(file: file)
                if attributesLineUp {
                    let range = scanner.styleAttributes[ordinal]
                    if text[range].elementsEqual(value.utf8) {
                        origin.pageMap = map
                        origin.pageOffset = range.lowerBound
                    }
                }
                let declarations = CSSParser.parseDeclarations(Array(value.utf8)).filter(CSSPageSheets.keeps)
                if !declarations.isEmpty {
                    sheets.origins.append(origin)
                    inline[index] = (declarations, sheets.origins.count - 1)
                }
            }
        }
        styling.inputsRead = loader?.read ?? []
        styling.warnings += sheets.unreadImports.map { site, message in
            AuditError(file: site.file, line: site.position?.line, column: site.position?.utf8Column, message: message)
        }
        guard !sheets.rules.isEmpty || !sheets.visibilityRules.isEmpty || !inline.isEmpty else { return nil }
        var styles = CSSPageStyles(
            tree: tree, ancestry: ancestry, cascade: CSSCascade(tree: tree, sheets: sheets, inline: inline),
            hasDark: sheets.hasDark || metaScheme.contains("dark"))
        styles.choosePalettes(metaScheme: metaScheme)
        return styles
    }

    private init(tree: HTMLTree, ancestry: HTMLAncestry, cascade: CSSCascade, hasDark: Bool) {
        self.tree = tree
        self.ancestry = ancestry
        self.cascade = cascade
        self.hasDark = hasDark
    }

    /// The root's `color-scheme` (or the `<meta name="color-scheme">`) decides whether the user
    /// agent's dark palette is used: in the dark appearance when it names `dark`, in the light
    /// one only when it names `dark` without `light`.
    private mutating func choosePalettes(metaScheme: [String]) {
        guard let root = tree.nodes.indices.first(where: { tree.nodes[$0].kind == .element && tree.nodes[$0].parent < 0 }) else { return }
        for dark in [false, true] {
            var words = metaScheme
            if let winner = cascade.winners(of: root, dark: dark)["color-scheme"] {
                words = winner.declaration.value.compactMap { $0.token.kind == .ident ? $0.token.value.lowercased() : nil }
            }
            let usesDark = words.contains("dark") && (dark || !words.contains("light"))
            palettes[dark ? 1 : 0] = usesDark ? .dark : .light
        }
    }

    /// The nearest ancestor of `element` that HTML renders as a block (`HTMLTree.breakingElements`:
    /// `p`, `li`, `pre`, `td`, `div`, …), else the top element: whose text is the text around a link.
    /// Kept per element, so deep nesting is walked once.
    mutating func cssBlock(of element: Int) -> Int {
        var chain: [Int] = []
        var current = tree.nodes[element].parent
        var found = -1
        while current >= 0 {
            if let known = blocks[current] {
                found = known
                break
            }
            if tree.tags[current].contains(.breaking) || tree.nodes[current].parent < 0 {
                found = current
                break
            }
            chain.append(current)
            current = tree.nodes[current].parent
        }
        if found < 0 { found = chain.last ?? element }
        for index in chain { blocks[index] = found }
        return found
    }

    /// The computed values of `element`, computing its ancestors first (iteratively) and keeping them.
    mutating func computed(_ element: Int, dark: Bool) -> CSSComputedStyle {
        let slot = dark ? 1 : 0
        if let known = computed[slot][element] { return known }
        var chain: [Int] = []
        var current = element
        while current >= 0, computed[slot][current] == nil {
            chain.append(current)
            current = tree.nodes[current].parent
        }
        var parent = current >= 0 ? computed[slot][current] : nil
        for index in chain.reversed() {
            let style = CSSComputedStyle(
                winners: cascade.winners(of: index, dark: dark), parent: parent, palette: palettes[slot],
                origins: cascade.sheets.origins)
            computed[slot][index] = style
            parent = style
        }
        return parent!
    }

    /// The style of the link at `element`, or `nil` when no author declaration of a styling
    /// property reaches it or its ancestors. One entry for every appearance, or one for light and
    /// one for dark when the page has a dark appearance.
    mutating func style(for element: Int) -> LinkStyle? {
        var entries: [AppearanceStyle] = []
        var styled = false
        var otherDetail: String?
        for dark in hasDark ? [false, true] : [false] {
            let link = computed(element, dark: dark)
            let block = computed(cssBlock(of: element), dark: dark)
            let parent = tree.nodes[element].parent >= 0 ? computed(tree.nodes[element].parent, dark: dark) : block
            styled = styled || link.authorStyled
            var cues: [NonColorCue]? = []
            if !link.drawsOtherCue, let underline = link.underline, let border = link.border, let weight = link.fontWeight,
                let blockWeight = block.fontWeight, let seen = link.seenBackground, let around = parent.seenBackground,
                let italic = link.italic, let blockItalic = block.italic, let size = link.fontSize, let blockSize = block.fontSize
            {
                if underline { cues?.append(.underline) }
                if border { cues?.append(.border) }
                if (weight >= 600) != (blockWeight >= 600) { cues?.append(.fontWeight) }
                // Technique G182: italic text or another font size sets the link apart too.
                if italic != blockItalic || Self.sizesDiffer(size, blockSize) {
                    cues?.append(.other)
                    otherDetail = otherDetail ?? (italic != blockItalic ? "italic text" : "font size")
                }
                // A background is a cue where it stands out: 3:1 against the background around it
                // (technique G183's measure for a change that is not color alone).
                if seen != around, RGBAColor.contrastRatio(seen, around) >= 3 {
                    cues?.append(.other)
                    otherDetail = otherDetail ?? "background color"
                }
                // The link's text may sit in child elements (`<a><code>int</code></a>`) styled
                // apart: their cues count too, and a child of another color leaves unknown which
                // color is seen.
                switch descendantCues(of: element, dark: dark, link: link) {
                case .none: cues = nil
                case .some(let found):
                    for cue in found where !(cues ?? []).contains(cue) { cues?.append(cue) }
                    if found.contains(.other) { otherDetail = otherDetail ?? "background color" }
                }
            } else {
                cues = nil
            }
            entries.append(
                AppearanceStyle(
                    appearance: hasDark ? (dark ? .dark : .light) : nil, color: link.color.map(ColorSource.literal),
                    textColor: block.color.map(ColorSource.literal), background: link.seenBackground.map(ColorSource.literal),
                    cues: cues, colorSite: link.colorSite, cueRemovedAt: link.underline == false ? link.underlineRemovedAt : nil))
        }
        return styled ? LinkStyle(appearances: entries, cueDetail: otherDetail) : nil
    }

    /// Whether two font sizes look different: a tenth or more apart.
    static func sizesDiffer(_ size: Double, _ other: Double) -> Bool {
        abs(size - other) >= 0.1 * max(size, other)
    }
}

extension CSSPageStyles {
    /// The elements inside links that a rule of the page's CSS (not an inline `style`,
    /// which ``HTMLTree/isHidden(_:)`` reads) hides in the light appearance: `display: none` or
    /// `visibility: hidden`. Their text is not part of a link's name (accessible name computation,
    /// step 2A: hidden nodes are not included). A link itself or its ancestors are not looked at
    /// (a link the CSS hides may show at another width);
    /// nothing is, when a block the reader skips may show it again (`CSSPageSheets.skipsVisibilityRules`).
    func hiddenElements() -> [Int] {
        let rules = cascade.sheets.visibilityRules.filter { $0.condition.light }
        guard !cascade.sheets.skipsVisibilityRules, !rules.isEmpty else { return [] }
        var inLinks: [Int] = []
        var index = 0
        while index < tree.nodes.count {
            guard tree.isLink(index) else {
                index += 1
                continue
            }
            let end = tree.nodes[index].subtreeEnd
            for element in (index + 1)..<end where tree.nodes[element].kind == .element { inLinks.append(element) }
            index = end
        }
        // Each element is matched against each rule: past this much work, what is hidden is unknown.
        guard rules.count * inLinks.count <= Self.visibilityWorkLimit else { return [] }
        return inLinks.filter { element in
            var display: (rank: CSSRank, hides: Bool)?
            var visibility: (rank: CSSRank, hides: Bool)?
            for rule in rules where rule.selector.matches(element, in: tree) {
                for (place, declaration) in rule.declarations.enumerated() {
                    let rank = CSSRank(
                        level: declaration.isImportant ? 2 : 1, inline: 0, specificity: rule.selector.specificity, order: rule.order,
                        place: place)
                    let parts = declaration.value.filter { !$0.isWhitespace }
                    let word = parts.count == 1 && parts[0].token.kind == .ident ? parts[0].token.value.lowercased() : ""
                    if declaration.name == "display", display.map({ $0.rank < rank }) ?? true { display = (rank, word == "none") }
                    if declaration.name == "visibility", visibility.map({ $0.rank < rank }) ?? true {
                        visibility = (rank, word == "hidden" || word == "collapse")
                    }
                }
            }
            return display?.hides == true || visibility?.hides == true
        }
    }

    /// How many element and rule pairs ``hiddenElements()`` matches at most (a page of 500 links
    /// with 2,000 hiding rules took 26 s before the bound; issue 25 measures the rest).
    static let visibilityWorkLimit = 200_000

    /// Descendant elements looked at for cues of their own; past this, the cues are unknown.
    static let descendantLimit = 16

    /// The cues the element children of a link draw that the link itself does not (underline,
    /// border, weight, a background of their own), or `nil` when one has a color of its own, a cue
    /// the reader cannot judge, or there are too many to look at.
    mutating func descendantCues(of element: Int, dark: Bool, link: CSSComputedStyle) -> [NonColorCue]? {
        var cues: [NonColorCue] = []
        var looked = 0
        for index in (element + 1)..<tree.nodes[element].subtreeEnd where tree.nodes[index].kind == .element {
            looked += 1
            guard looked <= Self.descendantLimit else { return nil }
            let child = computed(index, dark: dark)
            guard !child.drawsOtherCue, child.color == link.color else { return nil }
            if child.underline == true, link.underline != true { cues.append(.underline) }
            if child.border == true, link.border != true { cues.append(.border) }
            if let weight = child.fontWeight, let linkWeight = link.fontWeight, (weight >= 600) != (linkWeight >= 600) {
                cues.append(.fontWeight)
            }
            if child.italic != link.italic { cues.append(.other) }
            if let size = child.fontSize, let linkSize = link.fontSize, Self.sizesDiffer(size, linkSize) { cues.append(.other) }
            if let seen = child.seenBackground, let own = link.seenBackground, seen != own, RGBAColor.contrastRatio(seen, own) >= 3 {
                cues.append(.other)
            }
        }
        return cues
    }
}

extension HTMLTree {
    /// The text of the text nodes under `root`, as written (a `<style>` element's CSS).
    func collectRawText(under root: Int) -> String {
        var text: [UInt8] = []
        for index in (root + 1)..<nodes[root].subtreeEnd where nodes[index].kind == .text { text += textBytes[nodes[index].textRange] }
        return String(decoding: text, as: UTF8.self)
    }
}
