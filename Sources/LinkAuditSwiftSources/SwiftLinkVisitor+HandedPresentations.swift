import LinkAuditModel
internal import SwiftSyntax

/// Controls that present a page of another file through a binding they are handed: a settings
/// row function (`static func helpRow(topic: Topic, selected: Binding<Topic>, _ show: Binding<Bool>)`)
/// whose `Button` or tap gesture sets `show`, called by a view that presents
/// `.sheet(isPresented: $showsHelp) { SafariView(url: selected.url) }` and hands it `$showsHelp`
/// (issue 23, section 3: NetNewsWire's help rows).
extension SwiftLinkVisitor {
    /// One pending link (``PendingPresentation``) per `Button` or tap gesture of this file whose own
    /// code sets a binding the file is handed (`PresentationTriggers.handedBindingSites()`), named
    /// as a control presenting its own file's sheet is, and carrying the values the same code
    /// gives the other bindings of its function or view (`selected.wrappedValue = topic`).
    func handedPresentationLinks() {
        var seen = Set<String>()
        for (binding, site, others) in presentationTriggers.handedBindingSites() {
            guard let control = presentingControl(around: site).control, seen.insert("\(control.call.id) \(binding.key)").inserted
            else { continue }
            let action = control.tapGesture == nil ? buttonAction(control.call) : tapAction(control.call)
            var items: [PresentedItem] = []
            for other in others {
                guard let action, let value = presentationTriggers.assignedValues(of: other.name, in: action).first else { continue }
                items.append(PresentedItem(binding: other.key, value: urlReader.read(value), types: Self.declaredTypes(of: value)))
            }
            let name = control.tapGesture.map(tappedViewName) ?? swiftUIButtonName(control.call)
            var link = controlLink(at: Syntax(control.call), name: name, destination: binding.name)
            link.swiftCode?.pendingPresentation = PendingPresentation(binding: binding.key, items: items)
            if let tapGesture = control.tapGesture {
                link.span = span(tapGesture.period, through: control.call)
                link.swiftCode?.isTapGesture = true
            }
            links.append(link)
        }
    }

    /// The declared type of a value named plainly (`topic` of a parameter `topic: Topic`), qualified
    /// by each type around it, innermost first, then alone; empty for any other value.
    private static func declaredTypes(of value: ExprSyntax) -> [String] {
        guard let name = value.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let type = DeclaredType.of(name, at: Syntax(value))
        else { return [] }
        return URLExpressionReader.nested(type, in: URLExpressionReader.typePath(of: Syntax(value)))
    }
}
