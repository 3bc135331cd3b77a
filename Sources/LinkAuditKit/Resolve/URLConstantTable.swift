import LinkAuditExtractors
import LinkAuditModel

/// The URL-valued constants of every Swift file of a run, by qualified name, and the resolution of
/// the names Swift `Link`s and URL-opening controls use (see `docs/model.md`, Standalone evidence
/// in the app).
///
/// Files are extracted one at a time and in parallel, so each records the constants it declares and
/// the names its links use; the auditor resolves them here, once every file is read and before any
/// rule runs. A name is looked up under each of its candidates in turn (innermost enclosing type
/// first); the first candidate the run declares decides. A `private` or `fileprivate` constant at
/// file scope is seen from its own file only, and a name declared in the file that uses it wins over
/// other files'. A name declared with different values in several files, a cycle, or a name no file
/// declares stays a reference: a URL computed at run time.
struct URLConstantTable {
    /// Each name's declarations, `private` ones too. A file is known by its number, its document's
    /// index in the run (`-1` for generated accessors): a name is hashed once per declaration, and a
    /// file's path not at all, which cost a third of a cached re-run's resolve stage when each name
    /// kept a table by path. A constant's file is its document's.
    private var declarations: [String: Declarations] = [:]
    /// The constants of each file, by number: read for its functions (``functions(of:)``) when a
    /// name needs them.
    private let constantsOfFile: [[URLConstant]]
    /// What a name resolves to (`nil`: it stays a reference), by name, the file whose own
    /// declarations decide (`-1` when the shared ones do) and depth. A name reached on many paths
    /// (the same chain of constants declared by each of several apps in a run) is resolved once:
    /// without it, every declaration was resolved again on every path, exponentially in the depth.
    private var resolved: [ResolutionKey: [[URLExpression.Part]]?] = [:]

    private struct ResolutionKey: Hashable {
        var name: String
        var file: Int
        var depth: Int
    }

    /// The declarations of one name: by the file that holds them, in file order, and those every
    /// file sees (not `private` or `fileprivate` at file scope), each with its file's number.
    private struct Declarations {
        var byFile: [(file: Int, constants: [URLConstant])] = []
        var shared: [(file: Int, constant: URLConstant)] = []

        /// The declarations `file` holds itself (a binary search: `byFile` is in file order).
        func own(in file: Int) -> [URLConstant] {
            var low = 0
            var high = byFile.count
            while low < high {
                let middle = (low + high) / 2
                if byFile[middle].file < file { low = middle + 1 } else { high = middle }
            }
            return low < byFile.count && byFile[low].file == file ? byFile[low].constants : []
        }

        /// Adds `constant`, declared in `file`. Files are added in increasing order: the documents
        /// in turn, and a generated accessor (`-1`) only to a name no document declares.
        mutating func add(_ constant: URLConstant, file: Int) {
            if byFile.last?.file == file {
                byFile[byFile.count - 1].constants.append(constant)
            } else {
                byFile.append((file, [constant]))
            }
            if !constant.isFilePrivate { shared.append((file, constant)) }
        }
    }

    /// Names are followed this many constants deep (`terms = base + "/terms"`, `base = host + "/"`).
    private static let depthLimit = 8

    /// The qualified names of the functions each file declares, by file number and by name with
    /// argument labels (`paymentLink()`), for candidates with `URLExpression.Part.fileMemberPrefix`:
    /// made for a file the first time one of its names needs them.
    private var functionsByFile: [Int: [String: Set<String>]] = [:]

    init(_ documents: [ExtractedDocument]) {
        constantsOfFile = documents.map(\.urlConstants)
        for (file, constants) in constantsOfFile.enumerated() {
            for constant in constants { declarations[constant.name, default: Declarations()].add(constant, file: file) }
        }
    }

    /// The functions `file` declares, by name with argument labels (``functionsByFile``).
    private mutating func functions(of file: Int) -> [String: Set<String>] {
        if let known = functionsByFile[file] { return known }
        var functions: [String: Set<String>] = [:]
        if constantsOfFile.indices.contains(file) {
            for constant in constantsOfFile[file] where constant.name.hasSuffix(")") {
                if let last = Self.lastComponent(of: constant.name) { functions[last, default: []].insert(constant.name) }
            }
        }
        functionsByFile[file] = functions
        return functions
    }

    /// `documents` with the destinations of Swift `Link`s and URL openers resolved where the run's
    /// constants give them: `destination` and `normalizedDestination` become the URL, and the
    /// expression keeps what is written (and the text of the names it could resolve); and the
    /// attributed runs whose text is such a constant named by it (`SwiftLinkCode.textExpression`). The
    /// documents' constants are dropped: no stage after this one reads them.
    /// - Parameter accessors: names that no Swift file may declare and the string-table key each
    ///   stands for under SwiftGen's default naming (``SwiftGenNames``), for the names links use.
    /// - Parameter swiftGen: the project's SwiftGen enums: an accessor of theirs nothing resolves
    ///   is kept for `unknown-accessor`.
    static func resolvingURLConstants(
        in documents: [ExtractedDocument], accessors: [String: LocalizedKey] = [:], swiftGen: SwiftGenConfiguration = .standard
    ) -> [ExtractedDocument] {
        var table = URLConstantTable(documents)
        table.addGeneratedAccessors(accessors)
        var documents = documents
        guard !table.declarations.isEmpty else {
            // No constant names a run's text: the expressions are not needed past this stage.
            for index in documents.indices {
                for linkIndex in documents[index].links.indices where documents[index].links[linkIndex].swiftCode != nil {
                    // An accessor nothing resolves stays, for `unknown-accessor` (`NotUnderstoodInApp`).
                    let expression = documents[index].links[linkIndex].swiftCode?.textExpression
                    if NotUnderstoodInApp.accessor(in: expression, swiftGen: swiftGen) == nil {
                        documents[index].links[linkIndex].swiftCode?.textExpression = nil
                    }
                    documents[index].links[linkIndex].swiftCode?.sentence?.expression = nil
                }
                documents[index].urlOpeners = table.splitting(documents[index].urlOpeners, in: index)
            }
            return documents
        }
        for index in documents.indices {
            documents[index].urlConstants = []
            let file = index
            if documents[index].links.contains(where: { $0.swiftCode?.textExpression != nil && $0.swiftCode?.destinationExpression != nil })
            {
                documents[index].links = documents[index].links.flatMap { table.pairedByCase($0, in: file) ?? [$0] }
            }
            for linkIndex in documents[index].links.indices {
                if let expression = documents[index].links[linkIndex].swiftCode?.textExpression {
                    documents[index].links[linkIndex].swiftCode?.textExpression = nil
                    let resolved = table.resolve(expression, in: file)
                    if let key = resolved.localizedKey {
                        // An accessor (`L10n.Billing.title`) read to its key: named by its values later.
                        documents[index].links[linkIndex].swiftCode?.textKey = key
                    } else if let text = resolved.value, !text.isEmpty {
                        Self.name(&documents[index].links[linkIndex], text: text)
                    } else if NotUnderstoodInApp.accessor(in: expression, swiftGen: swiftGen) != nil {
                        // Kept for `unknown-accessor` (`NotUnderstoodInApp`).
                        documents[index].links[linkIndex].swiftCode?.textExpression = expression
                    }
                }
                if let expression = documents[index].links[linkIndex].swiftCode?.sentence?.expression {
                    documents[index].links[linkIndex].swiftCode?.sentence?.expression = nil
                    documents[index].links[linkIndex].swiftCode?.sentence?.key = table.resolve(expression, in: file).localizedKey
                }
                guard let expression = documents[index].links[linkIndex].swiftCode?.destinationExpression else { continue }
                let resolved = table.resolve(expression, in: file)
                documents[index].links[linkIndex].swiftCode?.destinationExpression = resolved
                if resolved.value == nil, let values = resolved.values {
                    // One of a known set: a `Link` to each of them, shown as the set.
                    documents[index].links[linkIndex].swiftCode?.destinationSet = values.compactMap {
                        DestinationNormalizer.normalize($0, documentPath: "")
                    }
                    documents[index].links[linkIndex].destination = values.joined(separator: " or ")
                }
                guard let value = resolved.value else {
                    // Known in part (`https://doi.org/\(doi)`): shown as its template, not as Swift source.
                    if let template = resolved.template { documents[index].links[linkIndex].destination = template }
                    continue
                }
                documents[index].links[linkIndex].destination = value
                documents[index].links[linkIndex].normalizedDestination = DestinationNormalizer.normalize(value, documentPath: "")
                documents[index].links[linkIndex].isTemplatedDestination = false
            }
            documents[index].urlOpeners = table.splitting(documents[index].urlOpeners, in: file)
        }
        return documents
    }

    /// A control given one of several known URLs (`SafariView(url: helpSheet.url)`, `openURL(beta ?
    /// betaPage : page)`) opens each: one opener per URL.
    mutating func splitting(_ openers: [URLOpener], in file: Int) -> [URLOpener] {
        openers.flatMap { opener -> [URLOpener] in
            guard let expression = opener.destinationExpression else { return [opener] }
            var resolved = opener
            resolved.destinationExpression = resolve(expression, in: file)
            guard let values = resolved.destinationExpression?.values else { return [resolved] }
            return values.map { value in
                var one = resolved
                one.destination = value
                one.normalizedDestination = DestinationNormalizer.normalize(value, documentPath: "")
                return one
            }
        }
    }

    /// Declares each of `accessors` (a name SwiftGen's default template or R.swift makes of a key, and the
    /// key) as a constant every file sees whose value is the key, unless a Swift file of the run
    /// declares that name: its own declaration wins.
    mutating func addGeneratedAccessors(_ accessors: [String: LocalizedKey]) {
        for (name, key) in accessors where declarations[name] == nil {
            let value = URLExpression(
                written: name, parts: [URLExpression.Part(kind: .localizedKey, text: key.key, candidates: [key.table])])
            let constant = URLConstant(name: name, value: value, file: "")
            declarations[name, default: Declarations()].add(constant, file: -1)
        }
    }

    /// A control named by one member of a value and opening another member of the same value
    /// (`Button(topic.title) { openURL(topic.url) }` of a `topic: Topic`, `ForEach(Topic.allCases)`),
    /// both computed by a `switch self` of the type (`URLConstant.selfCases`): one link per case,
    /// with that case's name and URL (a case one of them leaves to `default:` takes its value);
    /// `nil` for any other link. The name and URL of each are resolved as any other's.
    mutating func pairedByCase(_ link: Link, in file: Int) -> [Link]? {
        guard let text = link.swiftCode?.textExpression, let destination = link.swiftCode?.destinationExpression,
            let receiver = Self.receiver(of: text), receiver == Self.receiver(of: destination),
            let names = selfCases(of: text, in: file), let urls = selfCases(of: destination, in: file), names.type == urls.type
        else { return nil }
        var cases: [String] = []
        for selfCase in urls.cases + names.cases {
            for name in selfCase.cases where !cases.contains(name) { cases.append(name) }
        }
        let value = { (choices: [URLConstant.SelfCase], name: String) -> URLExpression? in
            (choices.first { $0.cases.contains(name) } ?? choices.first { $0.cases.isEmpty })?.value
        }
        var result: [Link] = []
        for name in cases {
            guard let nameValue = value(names.cases, name), let urlValue = value(urls.cases, name) else { continue }
            var one = link
            one.swiftCode?.textExpression = nameValue
            one.swiftCode?.destinationExpression = urlValue
            // A case of several `return`s has no one text to show: the control's expression stays.
            one.destination = urlValue.written.isEmpty ? link.destination : urlValue.written
            one.swiftCode?.repeatsControl = !result.isEmpty
            result.append(one)
        }
        return result.isEmpty ? nil : result
    }

    /// `topic` of `topic.url`, `self.topic` of `self.topic.url`: what a one-reference expression is
    /// read on; `nil` for anything else.
    private static func receiver(of expression: URLExpression) -> String? {
        guard expression.parts.count == 1, expression.parts[0].kind == .reference, let dot = expression.written.lastIndex(of: ".")
        else { return nil }
        let receiver = expression.written[..<dot]
        return receiver.isEmpty ? nil : String(receiver)
    }

    /// The declarations of `name` that `file` sees: its own when it declares the name (`isOwn`),
    /// else those every file sees. A name declared in the using file wins over other files';
    /// `private` ones are seen there only.
    private func declarations(of name: String, seenFrom file: Int) -> (declarations: [(file: Int, constant: URLConstant)], isOwn: Bool) {
        guard let declarations = declarations[name] else { return ([], false) }
        let own = declarations.own(in: file)
        return own.isEmpty ? (declarations.shared, false) : (own.map { (file, $0) }, true)
    }

    /// The cases of the `switch self` the one reference of `expression` names (the first candidate
    /// the file sees that is declared once decides), and the type that declares it.
    private func selfCases(of expression: URLExpression, in file: Int) -> (type: Substring, cases: [URLConstant.SelfCase])? {
        for candidate in expression.parts[0].candidates ?? [] {
            let declarations = declarations(of: candidate, seenFrom: file).declarations
            guard !declarations.isEmpty else { continue }
            guard declarations.count == 1, let cases = declarations[0].constant.selfCases, let dot = candidate.lastIndex(of: ".") else {
                return nil
            }
            return (candidate[..<dot], cases)
        }
        return nil
    }

    /// Names an attributed run whose text a constant of the run gives (`SwiftLinkCode.textExpression`).
    private static func name(_ link: inout Link, text: String) {
        link.text = text
        link.name = text
        link.nameSource = .content
        link.hasDynamicText = FormatSpecifier.occurs(in: text)
        // The sentence the run is part of, when the extraction knew it; else the text alone.
        link.context = link.context.map { LinkContext(sentence: $0.text, linkText: text) } ?? LinkContext(sentence: text, linkText: text)
    }

    /// `expression`, used in `file`, with each reference the table resolves replaced by the parts of
    /// the constant's value (themselves resolved). A constant that is one of several values
    /// (`URLExpression.Part.alternatives`) makes the expression one of as many, each resolved.
    mutating func resolve(_ expression: URLExpression, in file: Int) -> URLExpression {
        var visited = Set<String>()
        guard let variants = variants(of: expression, in: file, visited: &visited) else {
            return URLExpression(written: expression.written, parts: [URLExpression.Part(kind: .computed, text: expression.written)])
        }
        return URLExpression.oneOf(variants.map { URLExpression(written: expression.written, parts: $0) }, written: expression.written)
    }

    /// The resolved parts of each value `expression` may have, without alternatives: one list, or
    /// one per choice among alternatives; `nil` when there would be more than `URLExpression.variantLimit`.
    private mutating func variants(of expression: URLExpression, in file: Int, visited: inout Set<String>)
        -> [[URLExpression.Part]]?
    {
        var result: [[URLExpression.Part]] = [[]]
        for part in expression.parts {
            var replacements = [[part]]
            if let alternatives = part.alternatives {
                replacements = []
                for alternative in alternatives {
                    guard let variants = variants(of: alternative, in: file, visited: &visited) else { return nil }
                    for variant in variants where !replacements.contains(variant) { replacements.append(variant) }
                }
            } else if part.kind == .reference, visited.count < Self.depthLimit,
                let resolved = resolution(of: part, in: file, visited: &visited)
            {
                replacements = resolved
                // A wrapper of a localized string (`"help.more".localized`) reads the key it is given.
                if let argument = part.argument {
                    replacements = replacements.map { parts in
                        guard parts.count == 1, parts[0].kind == .keyArgument else { return parts }
                        return [URLExpression.Part(kind: .localizedKey, text: argument, candidates: parts[0].candidates)]
                    }
                }
            }
            result = result.flatMap { prefix in replacements.map { prefix + $0 } }
            guard result.count <= URLExpression.variantLimit else { return nil }
        }
        return result
    }

    /// `paymentLink()` of `Payment.paymentLink()`, `url(for:)` of `url(for:)`: the part after the last
    /// `.` outside the argument labels.
    /// Read on the UTF-8 view: `split` on characters cost a quarter of a cached re-run's resolve
    /// stage. The head is what `name.split(separator: "(", maxSplits: 1).first` was: the text before
    /// the first `(`, or after it when the name starts with one.
    static func lastComponent(of name: String) -> String? {
        let utf8 = name.utf8
        var head = utf8[...]
        if let parenthesis = utf8.firstIndex(of: UInt8(ascii: "(")) {
            head = parenthesis == utf8.startIndex ? utf8[utf8.index(after: parenthesis)...] : utf8[..<parenthesis]
        }
        guard let dot = head.lastIndex(of: UInt8(ascii: ".")) else { return name }
        // Sliced by UTF-8 index: a `String` slice from it steps by characters.
        return String(Substring(utf8[utf8.index(after: dot)...]))
    }

    /// The values `reference` stands for in `file`: its first candidate the file sees decides; `nil`
    /// when that name has different values, is in a cycle, or no candidate is declared.
    private mutating func resolution(of reference: URLExpression.Part, in file: Int, visited: inout Set<String>)
        -> [[URLExpression.Part]]?
    {
        for var candidate in reference.candidates ?? [] {
            if candidate.hasPrefix(URLExpression.Part.fileMemberPrefix) {
                let names = functions(of: file)[String(candidate.dropFirst(URLExpression.Part.fileMemberPrefix.count))] ?? []
                guard names.count == 1, let only = names.first else { continue }
                candidate = only
            }
            let (declarations, isOwn) = declarations(of: candidate, seenFrom: file)
            guard !declarations.isEmpty else { continue }
            guard !visited.contains(candidate) else { return nil }
            let key = ResolutionKey(name: candidate, file: isOwn ? file : -1, depth: visited.count)
            if let known = resolved[key] { return known }
            visited.insert(candidate)
            defer { visited.remove(candidate) }
            var values = Set<[[URLExpression.Part]]?>()
            for declaration in declarations {
                values.insert(variants(of: declaration.constant.value, in: declaration.file, visited: &visited))
                if values.count > 1 { break }
            }
            let value = values.count == 1 ? values.first! : nil
            resolved[key] = .some(value)
            return value
        }
        return nil
    }
}
