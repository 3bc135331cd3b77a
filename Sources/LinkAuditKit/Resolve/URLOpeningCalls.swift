import LinkAuditExtractors
import LinkAuditModel

/// Joins the calls controls make to other files' functions (``PendingURLCall``) to the functions of
/// the run that open URLs (``URLOpeningFunction``), before URL constants are resolved (see
/// `docs/model.md`, Rows and controls that open URLs; issue 23, section 3).
///
/// `coordinator?.openWebPage(AboutLinks.privacy)` in a row's selection opens
/// `AboutLinks.privacy` when a Swift file of the run declares `openWebPage(_:)` whose code shows
/// `SFSafariViewController(url: url)` of its parameter, directly or through functions it hands the
/// URL to, each followed once (a coordinator calling a router; a cycle opens nothing more). A function is matched by its base name and argument
/// labels, whatever type declares it. A call no such function answers opens nothing: its opener and
/// its row link are dropped.
enum URLOpeningCalls {
    /// How `SwiftLinkVisitor` names an action case a store sends (`case:cardTapped`).
    static let actionCasePrefix = "case:"

    /// How `SwiftLinkVisitor` names a state property a control stores a URL in and an observer
    /// opens (`set:loginURL`).
    static let statePropertyPrefix = "set:"

    /// What the targets of a function are remembered by: its name, and for an action case the
    /// sender's folder.
    private struct MemoKey: Hashable {
        var name: String
        var folder: Substring
    }

    /// The folder part of a path relative to the working directory (`""` at the top). Found on the
    /// UTF-8 view: a search by characters cost a fifth of this join in a cached re-run.
    static func folder(of file: String) -> Substring {
        file.utf8.lastIndex(of: UInt8(ascii: "/")).map { Substring(file.utf8[..<$0]) } ?? ""
    }

    /// What a function opens: the argument at a parameter, or a URL of its own.
    private enum Target: Hashable {
        case parameter(Int)
        case url(URLExpression)
    }

    /// `documents` with every pending opener (`ExtractedDocument.pendingURLOpeners`) and row link
    /// given the URL its call opens and kept, or dropped; their URL-opening functions dropped too (no stage after this one reads them).
    static func resolving(_ documents: [ExtractedDocument]) -> [ExtractedDocument] {
        var byName: [String: [URLOpeningFunction]] = [:]
        for document in documents {
            for function in document.urlOpeningFunctions { byName[function.function, default: []].append(function) }
        }
        var memo: [MemoKey: [Target]] = [:]
        // An action case is answered by the reducers of the sender's own folder when one there
        // handles it (a feature keeps its view and reducer together; case names repeat across
        // features), else by every reducer of the run that does; a state property, by the
        // observers of the storing code's folder, else by every observer of the run.
        func targets(_ name: String, from file: String) -> [Target] {
            let isCase = name.hasPrefix(actionCasePrefix) || name.hasPrefix(statePropertyPrefix)
            let key = MemoKey(name: name, folder: isCase ? folder(of: file) : "")
            if let known = memo[key] { return known }
            memo[key] = [] // a cycle opens nothing more
            var candidates = byName[name] ?? []
            if isCase {
                let near = candidates.filter { folder(of: $0.file) == key.folder }
                if !near.isEmpty { candidates = near }
            }
            var found: [Target] = []
            for function in candidates {
                if let handsTo = function.handsTo, function.handsToArgument == nil {
                    // A call to another function: what that one opens of its own.
                    found += targets(handsTo, from: function.file).filter { if case .url = $0 { true } else { false } }
                } else if let handsTo = function.handsTo, let argument = function.handsToArgument {
                    // What it hands on is opened when the other function opens that argument; a
                    // URL of the other function's own is opened whatever it is handed.
                    for target in targets(handsTo, from: function.file) {
                        switch target {
                        case .parameter(argument):
                            if let parameter = function.parameter {
                                found.append(.parameter(parameter))
                            } else if let url = function.url {
                                found.append(.url(url))
                            }
                        case .parameter: break
                        case .url: found.append(target)
                        }
                    }
                } else if let parameter = function.parameter {
                    found.append(.parameter(parameter))
                } else if let url = function.url {
                    found.append(.url(url))
                }
            }
            var seen = Set<Target>()
            found = found.filter { seen.insert($0).inserted }
            memo[key] = found
            return found
        }
        var documents = documents
        for index in documents.indices {
            documents[index].urlOpeningFunctions = []
            let pending = documents[index].pendingURLOpeners
            documents[index].pendingURLOpeners = []
            guard !pending.isEmpty || documents[index].links.contains(where: { $0.swiftCode?.pendingCalls != nil }) else { continue }
            // Each call of a control's opener in turn, named by its own call.
            documents[index].urlOpeners += pending.flatMap { opener -> [URLOpener] in
                (opener.pendingCalls ?? []).flatMap { call -> [URLOpener] in
                    expressions(of: call, targets(call.function, from: documents[index].file)).map { expression -> URLOpener in
                        var resolved = opener
                        resolved.pendingCalls = nil
                        if !call.callee.isEmpty { resolved.opener = call.callee }
                        if let value = expression.value {
                            resolved.destination = value
                            resolved.normalizedDestination = DestinationNormalizer.normalize(value, documentPath: "")
                        } else {
                            resolved.destinationExpression = expression
                        }
                        return resolved
                    }
                }
            }
            // Each call of a control's link in turn, as if each were a link of its own: one link per
            // distinct URL the call may open (a reducer case opening one of two pages: a value, or a
            // type's constant the next step resolves, `Constants.guideURL`), and one for all it may
            // open that are known only at run time.
            documents[index].links = documents[index].links.flatMap { link -> [Link] in
                guard let calls = link.swiftCode?.pendingCalls else { return [link] }
                return calls.flatMap { call -> [Link] in
                    var seen = Set<String?>()
                    return expressions(of: call, targets(call.function, from: documents[index].file)).compactMap { expression -> Link? in
                        let constant = expression.parts.contains { $0.kind == .reference && $0.text.first?.isUppercase == true }
                        guard seen.insert(expression.value ?? (constant ? expression.written : nil)).inserted else { return nil }
                        var resolved = link
                        resolved.swiftCode?.pendingCalls = nil
                        resolved.takeDestination(expression)
                        return resolved
                    }
                }
            }
        }
        // A call that opens a URL, reached by no control of its file nor by any function a control
        // of the run calls (the names asked for above, and those they hand on to).
        let reached = Set(memo.keys.map(\.name))
        for index in documents.indices where !documents[index].unreachedOpenings.isEmpty {
            for opening in documents[index].unreachedOpenings where !opening.functions.contains(where: reached.contains) {
                let place = opening.enclosing.map { "in \($0), which" } ?? "in code that"
                documents[index].notUnderstood.append(
                    NotUnderstood(
                        kind: .unreachedOpening, file: documents[index].file, position: opening.position,
                        detail: "\(opening.opener) opens a URL \(place) no control of the run is found to reach"))
            }
            documents[index].unreachedOpenings = []
        }
        return documents
    }

    /// The URL expressions `call` opens, one per target its function has.
    private static func expressions(of call: PendingURLCall, _ targets: [Target]) -> [URLExpression] {
        targets.compactMap { target in
            switch target {
            case .parameter(let index): index < call.arguments.count ? call.arguments[index] : nil
            case .url(let url): url
            }
        }
    }
}
