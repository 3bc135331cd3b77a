import CCmarkGFM
import Foundation

/// A Markdown node as cmark-gfm parsed it, copied into Swift so that no C tree outlives a parse.
///
/// Positions are cmark-gfm's own: reliable for blocks, not for inlines (see `MarkdownSourceScanner`).
struct MarkdownNode: Sendable {
    enum Kind: Sendable, Equatable {
        case document, blockQuote, list, item, codeBlock, htmlBlock, paragraph, heading, thematicBreak
        case footnoteDefinition, table, tableRow, tableCell
        case text, softBreak, lineBreak, code, htmlInline, emphasis, strong, strikethrough, link, image
        case footnoteReference, other
    }

    var kind: Kind
    var literal: String?
    var url: String?
    var title: String?
    /// cmark's 1-based start line; 0 when cmark does not know.
    var startLine: Int
    var startColumn: Int
    var endLine: Int
    var endColumn: Int
    var children: [MarkdownNode]
}

/// Every call into cmark-gfm lives here.
enum CommonMarkConverter {
    /// Which GFM extensions to attach.
    struct Extensions: OptionSet, Sendable {
        let rawValue: Int
        static let autolink = Extensions(rawValue: 1)
        static let table = Extensions(rawValue: 2)
        static let strikethrough = Extensions(rawValue: 4)
        static let tasklist = Extensions(rawValue: 8)
        static let all: Extensions = [.autolink, .table, .strikethrough, .tasklist]
    }

    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    /// cmark-gfm 0.29 keeps the table of special inline characters in a global that each parser
    /// changes while it runs (the autolink extension adds `:` and `w`, finishing a parse removes
    /// them), so two parses at once lose autolinks. Parses take turns; the rest of extraction does not.
    private static let parseLock = NSLock()

    /// Deepest nesting of Markdown nodes (block quotes, lists, emphasis, links) that is converted.
    /// Deeper documents are reported, not audited: the Swift tree and its walkers recurse per level.
    static let maximumDepth = 1_000

    /// A document nested deeper than `maximumDepth`.
    struct TooDeep: Error {
        /// 1-based line of the first node past the limit, when cmark knows it.
        var line: Int?
    }

    /// Parses UTF-8 Markdown with footnotes and the given extensions.
    /// - Throws: `TooDeep` when nodes nest deeper than `maximumDepth`.
    static func parse(_ bytes: [UInt8], extensions: Extensions) throws(TooDeep) -> MarkdownNode {
        _ = registered
        guard let root = parseLock.withLock({ parseTree(bytes, extensions: extensions) }) else {
            return MarkdownNode(kind: .document, startLine: 0, startColumn: 0, endLine: 0, endColumn: 0, children: [])
        }
        // The tree is this parse's own: it is checked, copied and freed outside the lock.
        defer { cmark_node_free(root) }
        if let line = firstLineTooDeep(root) { throw TooDeep(line: line > 0 ? line : nil) }
        return convert(root)
    }

    /// Runs cmark-gfm's parser (block and inline parsing both touch the global table; the caller
    /// holds `parseLock`) and returns the document node, which the caller frees; `nil` when cmark
    /// could not allocate a parser.
    private static func parseTree(_ bytes: [UInt8], extensions: Extensions) -> OpaquePointer? {
        guard let parser = cmark_parser_new(CMARK_OPT_FOOTNOTES) else { return nil }
        defer { cmark_parser_free(parser) }
        let names: [(Extensions, String)] = [
            (.autolink, "autolink"), (.table, "table"), (.strikethrough, "strikethrough"), (.tasklist, "tasklist"),
        ]
        for (flag, name) in names where extensions.contains(flag) {
            if let syntax = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntax)
            }
        }
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        return cmark_parser_finish(parser)
    }

    /// Walks the tree with cmark's own (iterative) iterator and returns the start line of the first
    /// node nested deeper than `maximumDepth` (0 when cmark does not know it), or `nil`.
    private static func firstLineTooDeep(_ root: OpaquePointer) -> Int? {
        guard let iterator = cmark_iter_new(root) else { return nil }
        defer { cmark_iter_free(iterator) }
        var depth = 0
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { return nil }
            guard let node = cmark_iter_get_node(iterator), cmark_node_first_child(node) != nil else { continue }
            if event == CMARK_EVENT_ENTER {
                depth += 1
                if depth > maximumDepth { return Int(cmark_node_get_start_line(node)) }
            } else if event == CMARK_EVENT_EXIT {
                depth -= 1
            }
        }
    }

    private static func convert(_ node: OpaquePointer) -> MarkdownNode {
        var children: [MarkdownNode] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            children.append(convert(current))
            child = cmark_node_next(current)
        }
        let kind = kindOf(node)
        var converted = MarkdownNode(
            kind: kind, literal: nil, url: nil, title: nil,
            startLine: Int(cmark_node_get_start_line(node)), startColumn: Int(cmark_node_get_start_column(node)),
            endLine: Int(cmark_node_get_end_line(node)), endColumn: Int(cmark_node_get_end_column(node)),
            children: children)
        switch kind {
        case .text, .code, .htmlInline, .htmlBlock, .codeBlock, .footnoteReference:
            // A footnote reference's literal is its label (`note` of `[^note]`).
            converted.literal = cmark_node_get_literal(node).map { String(cString: $0) }
        case .link, .image:
            converted.url = cmark_node_get_url(node).map { String(cString: $0) }
            converted.title = cmark_node_get_title(node).map { String(cString: $0) }
        default:
            break
        }
        return converted
    }

    private static func kindOf(_ node: OpaquePointer) -> MarkdownNode.Kind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST: return .list
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK: return .codeBlock
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_FOOTNOTE_DEFINITION: return .footnoteDefinition
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code
        case CMARK_NODE_HTML_INLINE: return .htmlInline
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link
        case CMARK_NODE_IMAGE: return .image
        case CMARK_NODE_FOOTNOTE_REFERENCE: return .footnoteReference
        default:
            guard let name = cmark_node_get_type_string(node).map({ String(cString: $0) }) else { return .other }
            switch name {
            case "table": return .table
            case "table_row", "table_header": return .tableRow
            case "table_cell": return .tableCell
            case "strikethrough": return .strikethrough
            default: return .other
            }
        }
    }
}
