import LinkAuditModel
import LinkAuditRules

/// What the app scope's Swift code builds but the run could not resolve, once the resolve stage
/// has done what it can (URL constants across files, keyed runs named by their string tables):
/// counted and listed, never skipped in silence (``NotUnderstood``; issue 23, section 4).
enum NotUnderstoodInApp {
    /// One construct per Swift link or control that opens a URL:
    /// - a link whose name is known only at run time (`NameSource.unknown`), unless the run named
    ///   it by its key's values in the string tables: `unknown-accessor` when its text is a key or a
    ///   generated accessor the run's tables do not hold, else `dynamic-link-text`;
    /// - else a link or a control whose destination is known only at run time: `dynamic-destination`,
    ///   said once however many of its calls lead there.
    /// - Parameter swiftGen: the project's SwiftGen enums, whose accessors are generated.
    static func constructs(in app: AppTables, swiftGen: SwiftGenConfiguration = .standard) -> [NotUnderstood] {
        // Keys whose values named a keyed run: each such value is a link of its own (`KeyedLinkNames`).
        let namedKeys = Set(app.links.compactMap { $0.appCopy == nil ? nil : $0.swiftCode?.textKey })
        var found: [NotUnderstood] = []
        for link in app.links where link.appCopy == nil && link.file.hasSuffix(".swift") {
            let position = link.span?.start ?? SourcePosition(line: 1, utf8Column: 1)
            if link.nameSource == .unknown {
                let key = link.swiftCode?.textKey
                if let key, namedKeys.contains(key) { continue }
                if let key {
                    let detail =
                        "\(description(of: link.syntax)) whose text is the key \"\(key.key)\", which no string table of the run holds"
                    found.append(NotUnderstood(kind: .unknownAccessor, file: link.file, position: position, detail: detail))
                } else if let accessor = accessor(in: link.swiftCode?.textExpression, swiftGen: swiftGen) {
                    let detail =
                        "\(description(of: link.syntax)) whose text is \(accessor), which no Swift file or string table of the run gives"
                    found.append(NotUnderstood(kind: .unknownAccessor, file: link.file, position: position, detail: detail))
                } else {
                    let detail = "\(description(of: link.syntax)) whose text is known only at run time"
                    found.append(NotUnderstood(kind: .dynamicLinkText, file: link.file, position: position, detail: detail))
                }
            } else if link.isTemplatedDestination, link.swiftCode?.destinationSet?.isEmpty ?? true, link.syntax != .urlOpener {
                // A control's or row's unknown URL is counted once, by its opener below.
                let detail = "\(description(of: link.syntax)) \"\(link.name)\" leads to a URL known only at run time (\(link.destination))"
                found.append(NotUnderstood(kind: .dynamicDestination, file: link.file, position: position, detail: detail))
            }
        }
        for opener in app.urlOpeners where opener.destination == nil {
            let position = opener.position ?? SourcePosition(line: 1, utf8Column: 1)
            let title = opener.title.map { " \"\($0)\"" } ?? ""
            let kind = opener.kind.rawValue
            // "an action", "a uiControl".
            let article = kind.first.map { "aeio".contains($0) } == true ? "an" : "a"
            let detail = "\(article) \(kind)\(title) calls \(opener.opener) with a URL known only at run time"
            found.append(NotUnderstood(kind: .dynamicDestination, file: opener.file, position: position, detail: detail))
        }
        // An inline link the app's own handler routes: `inline-only-destination` leaves it unjudged.
        for link in app.links where link.placement == .inline && link.hasInAppDestination {
            let position = link.span?.start ?? SourcePosition(line: 1, utf8Column: 1)
            let detail =
                "an inline link to \(link.destination), which the app's own URL handler resolves: whether a control leads there too is not known"
            found.append(NotUnderstood(kind: .inAppDestination, file: link.file, position: position, detail: detail))
        }
        // A row whose code may reach several unknown URLs through one call is one construct, said once.
        var seen = Set<NotUnderstood>()
        return found.filter { seen.insert($0).inserted }
    }

    /// The generated accessor a text is read through when it is one the run could not resolve
    /// (`L10n.Settings.helpLink`, `R.string.localizable.helpLink()`, `.helpLink` of a String
    /// Catalog, `"help.link".localized` of no wrapper the run declares): its name as written. The
    /// resolve stage keeps such an expression on its link (`SwiftLinkCode.textExpression`) for this.
    static func accessor(in expression: URLExpression?, swiftGen: SwiftGenConfiguration = .standard) -> String? {
        guard let expression, expression.parts.count == 1, let part = expression.parts.first, part.kind == .reference else { return nil }
        let prefixes = swiftGen.prefixes + [RSwiftNames.prefix, CatalogSymbolNames.prefix]
        let names = part.candidates ?? [part.text]
        return part.argument != nil || names.contains(where: { name in prefixes.contains(where: name.hasPrefix) }) ? part.text : nil
    }

    /// How a detail names a link of this syntax.
    private static func description(of syntax: LinkSyntax) -> String {
        switch syntax {
        case .swiftLink: "a SwiftUI Link"
        case .attributedStringLink: "an attributed .link run"
        case .urlOpener: "a control or row that opens a URL"
        default: "a link"
        }
    }
}
