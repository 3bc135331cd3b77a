import LinkAuditExtractors
import LinkAuditModel

extension ExtractionCache {
    /// What one entry is for: a file, as reports show it and as it is opened, its format and every
    /// setting its extraction reads (`ExtractionOptions`). Equal keys read the same bytes the same way.
    ///
    /// The entry's file is named by the hash of ``encoded``, and the entry stores it; an entry whose
    /// stored key is not the one looked up is ignored.
    struct Key: Hashable {
        /// The file's path as reports show it (relative to the working directory).
        var path: String
        /// The file's absolute path, which the cache `stat`s.
        var absolutePath: String
        var format: DocumentFormat
        var options: ExtractionOptions

        init(path: String, absolutePath: String, format: DocumentFormat, options: ExtractionOptions) {
            self.path = path
            self.absolutePath = absolutePath
            self.format = format
            self.options = options
        }

        /// The key's stable encoding: `path`, `absolutePath` and `format`'s raw value, then the
        /// options' render target, document path, Markdown dialect, resource root, absolute path,
        /// wikilink vault (``WikilinkVault/keyText``: its dialect, folder and digest), `mdx` when a
        /// `.md` page is read as MDX, the configured MDX components
        /// (``MDXComponent/keyText(_:)``) and the source language, each after a byte saying whether it is set (0 or 1).
        /// Every text is its UTF-8 byte count (a little-endian UInt64) and its bytes, so two keys
        /// encode alike only when they are equal.
        /// A change to it, or a new field of `ExtractionOptions`, bumps `Entry.layout`.
        var encoded: [UInt8] {
            var bytes: [UInt8] = []
            func append(_ text: String) {
                withUnsafeBytes(of: UInt64(text.utf8.count).littleEndian) { bytes += $0 }
                bytes += text.utf8
            }
            func append(optional text: String?) {
                guard let text else { return bytes.append(0) }
                bytes.append(1)
                append(text)
            }
            append(path)
            append(absolutePath)
            append(format.rawValue)
            append(optional: options.render?.rawValue)
            append(optional: options.documentPath)
            append(optional: options.markdownDialect?.rawValue)
            append(optional: options.resourceRoot)
            append(optional: options.absolutePath)
            append(optional: options.wikilinks?.keyText)
            append(optional: options.readsMarkdownAsMDX ? "mdx" : nil)
            append(optional: options.mdxComponents.isEmpty ? nil : MDXComponent.keyText(options.mdxComponents))
            append(optional: options.sourceLanguage)
            append(optional: options.linkMarkers.isEmpty ? nil : options.linkMarkers.joined(separator: "\n"))
            return bytes
        }

        /// The key ``encoded`` gave `bytes`; `nil` when they are not a whole key of this layout.
        init?(decoding bytes: ArraySlice<UInt8>) {
            var reader = Reader(bytes: Array(bytes))
            /// `.some(nil)` for an unset field, `nil` for damaged bytes.
            func optional() -> String?? {
                switch reader.take(1)?.first {
                case 0: return .some(nil)
                case 1: return reader.text().map { .some($0) }
                default: return nil
                }
            }
            guard let path = reader.text(), let absolutePath = reader.text(),
                let format = reader.text().flatMap(DocumentFormat.init(rawValue:)),
                let render = optional(), let documentPath = optional(), let dialect = optional(), let resourceRoot = optional(),
                let optionsPath = optional(), let vault = optional(), let mdx = optional(), let components = optional(),
                let sourceLanguage = optional(), let markers = optional(), reader.remaining == 0
            else { return nil }
            var options = ExtractionOptions()
            if let render {
                guard let target = RenderTarget(rawValue: render) else { return nil }
                options.render = target
            }
            if let dialect {
                guard let known = MarkdownDialect(rawValue: dialect) else { return nil }
                options.markdownDialect = known
            }
            options.documentPath = documentPath
            options.resourceRoot = resourceRoot
            options.absolutePath = optionsPath
            options.sourceLanguage = sourceLanguage
            options.linkMarkers = markers.map { $0.split(separator: "\n").map(String.init) } ?? []
            guard mdx == nil || mdx == "mdx" else { return nil }
            options.readsMarkdownAsMDX = mdx != nil
            if let components {
                guard let known = MDXComponent.components(keyText: components) else { return nil }
                options.mdxComponents = known
            }
            if let vault {
                guard let known = WikilinkVault(keyText: vault) else { return nil }
                options.wikilinks = known
            }
            self.init(path: path, absolutePath: absolutePath, format: format, options: options)
        }
    }
}
