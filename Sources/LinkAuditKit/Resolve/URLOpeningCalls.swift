import LinkAuditExtractors
import LinkAuditModel

/// Joins the calls controls make to other files' functions (``PendingURLCall``) to the functions of
/// the run that open URLs (``URLOpeningFunction``), before URL constants are resolved (see
/// `docs/model.md`, Rows and controls that open URLs; issue 23, section 3).
///
/// `coordinator?.openWebPage(AboutLinks.privacy)` in a row's selection opens
/// `AboutLinks.privacy` when a Swift file of the run declares `openWebPage(_:)` whose code shows
/// `SFSafariViewController(url: url)` of its parameter, directly or through functions it hands the
/// URL to, up to ``handOffDepth`` files deep. A function is matched by its base name and argument
/// labels, whatever type declares it. A call no such function answers opens nothing: its opener and
/// its row link are dropped.
enum URLOpeningCalls {
    /// Hand-offs from function to function followed this deep (a coordinator calling a router).
    static let handOffDepth = 3

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
        var memo: [String: [Target]] = [:]
        func targets(_ name: String, depth: Int) -> [Target] {
            if let known = memo[name] { return known }
            guard depth < handOffDepth else { return [] }
            memo[name] = [] // a cycle opens nothing more
            var found: [Target] = []
            for function in byName[name] ?? [] {
                if let handsTo = function.handsTo, let argument = function.handsToArgument {
                    // What it hands on is opened when the other function opens that argument; a
                    // URL of the other function's own is opened whatever it is handed.
                    for target in targets(handsTo, depth: depth + 1) {
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
            memo[name] = found
            return found
        }
        var documents = documents
        for index in documents.indices {
            documents[index].urlOpeningFunctions = []
            let pending = documents[index].pendingURLOpeners
            documents[index].pendingURLOpeners = []
            guard !pending.isEmpty || documents[index].links.contains(where: { $0.swiftCode?.pendingCall != nil }) else { continue }
            documents[index].urlOpeners += pending.flatMap { opener -> [URLOpener] in
                guard let call = opener.pendingCall else { return [] }
                return expressions(of: call, targets(call.function, depth: 0)).map { expression in
                    var resolved = opener
                    resolved.pendingCall = nil
                    if let value = expression.value {
                        resolved.destination = value
                        resolved.normalizedDestination = DestinationNormalizer.normalize(value, documentPath: "")
                    } else {
                        resolved.destinationExpression = expression
                    }
                    return resolved
                }
            }
            documents[index].links = documents[index].links.compactMap { link -> Link? in
                guard let call = link.swiftCode?.pendingCall else { return link }
                guard let expression = expressions(of: call, targets(call.function, depth: 0)).first else { return nil }
                var resolved = link
                resolved.swiftCode?.pendingCall = nil
                if let value = expression.value {
                    resolved.destination = value
                    resolved.normalizedDestination = DestinationNormalizer.normalize(value, documentPath: "")
                    resolved.isTemplatedDestination = false
                } else {
                    resolved.destination = expression.written
                    resolved.swiftCode?.destinationExpression = expression
                }
                return resolved
            }
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
