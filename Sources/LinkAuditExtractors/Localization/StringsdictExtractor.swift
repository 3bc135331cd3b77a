import LinkAuditModel

/// One leaf string of a `.stringsdict` table.
struct StringsdictLeaf {
    /// The top-level key: the string's key.
    var key: String
    /// The path below the key (`NSStringLocalizedFormatKey`, `items.other`), `nil` when the key's
    /// value is a plain `<string>`.
    var variation: String?
    /// The `<string>` element's index in the tree.
    var element: Int
}

/// Extracts links from `.stringsdict` tables (XML property lists, see `docs/model.md`, Inputs).
///
/// Each top-level `<key>` names a string; below it, `NSStringLocalizedFormatKey` is one leaf and
/// every rule dictionary (`items`) has one leaf per category (`zero`, `one`, `two`, `few`, `many`,
/// `other`), with the variation path `items.other`. Device and width rules are named as String
/// Catalogs name their variations: `device.mac`, `device.iphone`, `width.20` (see
/// `variationComponent(_:)`). The type keys
/// `NSStringFormatSpecTypeKey` and `NSStringFormatValueTypeKey` are not copy. Values are unescaped
/// once by the XML parser, so `&lt;a href=…&gt;` is an HTML anchor. Link positions are exact
/// 1-based lines and UTF-8 byte columns in the file, through entity and character references.
/// Suppressions are `<!-- linkaudit-… -->` comments (`XMLSourceLocator.suppressionDirectives()`).
enum StringsdictExtractor {
    /// Keys whose values describe a rule rather than hold copy.
    static let typeKeys: Set<String> = ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"]

    /// The selectors of rule dictionaries written directly under a key, by the names String Catalogs
    /// use for the same variations.
    static let ruleTypeSelectors = ["NSStringDeviceSpecificRuleType": "device", "NSStringVariableWidthRuleType": "width"]

    /// One component of a variation path: `NSStringDeviceSpecificRuleType` is `device`,
    /// `NSStringVariableWidthRuleType` is `width`, any other key (a variable, a case) stays itself.
    static func variationComponent(_ key: String) -> String { ruleTypeSelectors[key] ?? key }

    /// Reads one `.stringsdict` table.
    /// - Parameters:
    ///   - bytes: the file's raw bytes (UTF-8 or UTF-16).
    ///   - file: the path relative to the working directory; its `.lproj` folder gives the locale.
    ///   - options: render target overrides.
    /// - Returns: the links of every leaf; malformed XML or a root that is not a `<plist>` holding a
    ///   `<dict>` gives one located `AuditError` and no links.
    static func extractDocument(bytes: [UInt8], file: String, options: ExtractionOptions) -> ExtractedDocument {
        var document = ExtractedDocument(file: file, format: .stringsdict)
        guard let text = StringTableText.decode(bytes, reportingTo: &document),
            let tree = XMLDocumentReader.parsePropertyList(utf8: text, reportingTo: &document)
        else { return document }
        guard let leaves = leaves(of: tree) else {
            document.errors.append(tree.rootError("not a stringsdict: the top level must be a <plist> holding a <dict>", file: file))
            return document
        }
        let locator = XMLSourceLocator(bytes: text, tree: tree)
        document.suppressionDirectives = locator.suppressionDirectives()
        let locale = LocalePath.lprojLocale(of: file)
        // `Base.lproj` holds the development language, unnamed: its strings are the source to compare with.
        let entryLocale = locale ?? (LocalePath.isBaseLocalization(file) ? "Base" : nil)
        let render = options.render(for: .stringsdict)
        for leaf in leaves {
            let value = locator.value(of: leaf.element)
            let context = DocumentContext(
                file: file, render: render, scope: ScopeID(platform: .apple), language: locale,
                languageSource: locale == nil ? nil : .locale,
                appCopy: AppCopyEntry(table: file, key: leaf.key, locale: entryLocale, variation: leaf.variation))
            let map = SourceMap(lineIndex: locator.lineIndex, offsets: value.offsets)
            let found = AppCopyMarkup.extract(value: value.bytes, map: map, document: context)
            document.locateTextPlaces(of: found.links, value: value.bytes, map: map, quoting: .xmlText)
            document.append(found)
        }
        return document
    }

    /// Lists the leaf strings in document order.
    /// - Returns: `nil` when the root is not a `<plist>` whose first element is a `<dict>`.
    static func leaves(of tree: XMLTree) -> [StringsdictLeaf]? {
        guard let top = topDictionary(of: tree) else { return nil }
        var leaves: [StringsdictLeaf] = []
        for (_, key, value) in pairs(of: top, in: tree) {
            switch tree.elements[value].name {
            case "string": leaves.append(StringsdictLeaf(key: key, variation: nil, element: value))
            case "dict": collect(value, path: [], key: key, tree: tree, into: &leaves)
            default: break
            }
        }
        return leaves
    }

    /// The `<dict>` a property list holds: the first element of its `<plist>` root, or `nil`.
    static func topDictionary(of tree: XMLTree) -> Int? {
        guard let root = tree.root, tree.elements[root].name == "plist",
            let top = tree.childElements(of: root).first, tree.elements[top].name == "dict"
        else { return nil }
        return top
    }

    /// Collects the `<string>` leaves below one `<dict>`, depth first.
    /// - Parameter path: the keys from the string's dictionary down to this one.
    private static func collect(_ dict: Int, path: [String], key: String, tree: XMLTree, into leaves: inout [StringsdictLeaf]) {
        for (_, name, value) in pairs(of: dict, in: tree) where !typeKeys.contains(name) {
            switch tree.elements[value].name {
            case "string":
                leaves.append(
                    StringsdictLeaf(key: key, variation: (path + [variationComponent(name)]).joined(separator: "."), element: value))
            case "dict":
                collect(value, path: path + [variationComponent(name)], key: key, tree: tree, into: &leaves)
            default:
                break
            }
        }
    }

    /// The `<key>`/value pairs of a `<dict>`: each `<key>` element, its text, and the element that
    /// follows it.
    static func pairs(of dict: Int, in tree: XMLTree) -> [(keyElement: Int, key: String, value: Int)] {
        let children = tree.childElements(of: dict)
        var result: [(keyElement: Int, key: String, value: Int)] = []
        var index = 0
        while index < children.count {
            if tree.elements[children[index]].name == "key", index + 1 < children.count {
                result.append((children[index], tree.text(of: children[index]), children[index + 1]))
                index += 2
            } else {
                index += 1
            }
        }
        return result
    }
}
