import LinkAuditModel
internal import SwiftSyntax

/// Views that show a URL on a screen of their own: types that wrap an `SFSafariViewController`
/// (`URLWrapper`), and the views a `.sheet`, `.fullScreenCover`, `.popover` or `NavigationLink`
/// presents, recorded as `.presentedView` openers that the auditor keeps when their type is a
/// wrapper of the run (see `docs/model.md`, Standalone evidence in the app).
extension SwiftLinkVisitor {
    /// The modifiers whose content is presented over the view: on activation of a button or row.
    static let presentingModifiers: Set<String> = ["sheet", "fullScreenCover", "popover"]

    /// A struct that makes an `SFSafariViewController` from one of its stored properties
    /// (`SFSafariViewController(url: url)`, `self.url`, `URL(string: address)!`): a URL wrapper.
    func urlWrapper(_ node: StructDeclSyntax) {
        var stored = Set<String>()
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { stored.insert(name) }
            }
        }
        guard !stored.isEmpty else { return }
        var found = Set<String>()
        for call in CallCollector.calls(in: node.memberBlock) where call.calleeName == "SFSafariViewController" {
            guard let property = Self.storedName(call.argument("url"), among: stored), found.insert(property).inserted else { continue }
            urlWrappers.append(URLWrapper(type: node.name.text, property: property))
        }
    }

    /// The stored property an `SFSafariViewController`'s URL is: `name`, `self.name`, or
    /// `URL(string: name)` (with or without `!`).
    static func storedName(_ expression: ExprSyntax?, among stored: Set<String>) -> String? {
        guard var expression = expression?.unwrapped else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "URL", let string = call.argument("string") {
            expression = string.unwrapped
        }
        var name: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            name = member.declName.baseName.text
        }
        return name.flatMap { stored.contains($0) ? $0 : nil }
    }

    /// `.sheet { … }`, `.fullScreenCover(item:) { … }`, `.popover { … }`: the views built in the
    /// content, standalone evidence when a control presents them (`PresentationTriggers`). The
    /// `Button`s and tap gestures of the file that present it are links to what it shows
    /// (`presentingControls`); without one, the presented views are marked
    /// `URLOpener.presenterUnknown`.
    func presentingModifier(_ node: FunctionCallExprSyntax) {
        var contents: [Syntax] = []
        if let closure = node.trailingClosure { contents.append(Syntax(closure)) }
        if let content = node.argument("content") { contents.append(Syntax(content)) }
        let controls = presentingControls(node)
        // The views the content makes, read once for every control and opener below.
        let arguments = Self.presentedArguments(in: contents)
        // `.sheet(item: $selected) { topic in SafariView(url: topic.url) }`: the item is what the control sets.
        let itemParameter =
            node.argument("item") == nil
            ? nil : Self.closureParameter(node.trailingClosure ?? node.argument("content")?.as(ClosureExprSyntax.self))
        for control in controls {
            presentedLinks(
                arguments, control: control.call,
                name: control.tapGesture.map(tappedViewName) ?? swiftUIButtonName(control.call), tapGesture: control.tapGesture,
                item: itemParameter.flatMap { parameter in control.assigned.map { (parameter, $0) } })
        }
        var through: [String]?
        switch presentationTriggers.verdict(node) {
        case .byControl: through = nil
        case .throughOtherFiles(let keys): through = keys
        // No control presents it: no standalone evidence (no binding can be set), but still a page
        // a person meets.
        case .notByControl: through = []
        }
        // No control found, but the state goes to a row function or view of this file: named as
        // another file's would be, for the controls there that set it (`PendingPresentation`).
        var inFile: [String] = []
        if controls.isEmpty, let binding = node.argument("isPresented") ?? node.argument("item"),
            let state = PresentationTriggers.boundState(binding)
        {
            inFile = presentationTriggers.handoffs(ofState: state, around: binding, ownFile: true)
        }
        // When every control sets the item, the page `$0.url` shows is what each sets it to: one
        // opener per control, not one of a URL known only at run time.
        let itemRead = itemParameter.flatMap { parameter in
            let items = arguments.map(\.argument).filter { Self.isItem($0, parameter: parameter) }
            let allRead = controls.allSatisfy { control in
                control.assigned.map { value in items.allSatisfy { itemDestination($0, parameter: parameter, value: value) != nil } }
                    ?? false
            }
            return !controls.isEmpty && allRead ? parameter : nil
        }
        presentedViews(arguments, through: through, inFile: inFile, presenterUnknown: controls.isEmpty) { argument in
            itemRead.map { Self.isItem(argument, parameter: $0) } ?? false
        }
        guard let itemRead else { return }
        for control in controls {
            for (call, wrapper, argument) in arguments where Self.isItem(argument, parameter: itemRead) {
                guard let value = control.assigned, let expression = itemDestination(argument, parameter: itemRead, value: value) else {
                    continue
                }
                var opener = URLOpener(
                    kind: .presentedView, file: file, position: position(call.positionAfterSkippingLeadingTrivia), title: nil,
                    opener: call.calledExpression.compactText)
                opener.takeDestination(expression)
                opener.wrapper = wrapper
                opener.presentedThrough = through
                urlOpeners.append(opener)
            }
        }
    }

    /// Whether a presented view's argument is the item (`topic`) or a property of it (`topic.url`).
    static func isItem(_ argument: ExprSyntax, parameter: String) -> Bool {
        let argument = argument.unwrapped
        let base = argument.as(MemberAccessExprSyntax.self)?.base ?? argument
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
    }

    /// The SwiftUI `Button`s and tap gestures (`.onTapGesture { … }`, `tapGesture` its member) of
    /// the file whose code sets the state a presentation is bound to (`shows = true`,
    /// `withAnimation { shows.toggle() }`, in the function a `Button` names as its action, or in a
    /// function of the file their code calls, up to `helperDepth` deep): each shows what the
    /// presentation does, and is a link to it. A tap gesture is such a link too, though no control
    /// (`SwiftLinkCode.isTapGesture`).
    ///
    /// A control's `assigned` value is what its own code sets the state to (`selected = topic`),
    /// `nil` when it sets it in a function it calls or by `.toggle()`.
    private func presentingControls(_ node: FunctionCallExprSyntax) -> [(
        call: FunctionCallExprSyntax, tapGesture: MemberAccessExprSyntax?, assigned: ExprSyntax?
    )] {
        guard let binding = node.argument("isPresented") ?? node.argument("item") else { return [] }
        var controls: [(call: FunctionCallExprSyntax, tapGesture: MemberAccessExprSyntax?, assigned: ExprSyntax?)] = []
        var seen = Set<SyntaxIdentifier>()
        var sites = presentationTriggers.setterSites(of: binding)
        for depth in 0...Self.helperDepth {
            var callers: [Syntax] = []
            for site in sites {
                let found = presentingControl(around: site)
                if let control = found.control, seen.insert(control.call.id).inserted {
                    let elements = site.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? []
                    let assigned = depth == 0 && elements.count == 3 ? elements[2] : nil
                    controls.append((control.call, control.tapGesture, assigned))
                }
                // The function the state is set in, called by the file's code.
                if let function = found.function, let body = function.body, seen.insert(body.id).inserted {
                    callers += fileCalls.filter { Self.helperName($0) == function.name.text }.map(Syntax.init)
                }
            }
            sites = callers
        }
        return controls
    }

    /// The `Button` or tap gesture whose action runs `site`, or else the function of the file it is in.
    func presentingControl(around site: Syntax) -> (
        control: (call: FunctionCallExprSyntax, tapGesture: MemberAccessExprSyntax?)?, function: FunctionDeclSyntax?
    ) {
        var current = site.parent
        while let ancestor = current, !ancestor.is(MemberBlockSyntax.self) {
            current = ancestor.parent
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                // A `Button` or tap gesture that names the function as its action.
                for call in fileCalls where call.calleeName == "Button" || call.calleeName == "onTapGesture" {
                    if Self.isButton(call), buttonAction(call)?.id == function.body?.id { return ((call, nil), nil) }
                    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "onTapGesture",
                        tapAction(call)?.id == function.body?.id
                    {
                        return ((call, member), nil)
                    }
                }
                return (nil, function)
            }
            guard let closure = ancestor.as(ClosureExprSyntax.self), let call = closure.receivingCall else { continue }
            if Self.isButton(call), buttonAction(call)?.id == closure.id { return ((call, nil), nil) }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "onTapGesture" {
                return ((call, member), nil)
            }
        }
        return (nil, nil)
    }

    private static func isButton(_ call: FunctionCallExprSyntax) -> Bool {
        call.calleeName == "Button" && call.calledExpression.is(DeclReferenceExprSyntax.self)
    }

    /// The code a control of this file runs when activated: `Button` actions, `UIAction` handlers,
    /// target-action selectors and table and collection selections (`PresentationTriggers`).
    func controlActionRoots() -> [Syntax] {
        var roots: [Syntax] = []
        for call in fileCalls where call.calledExpression.is(DeclReferenceExprSyntax.self) || call.calleeName == "addTarget" {
            switch call.calleeName {
            case "Button": roots += buttonAction(call).map { [$0] } ?? []
            case "UIAction":
                roots += Self.actionHandler(call).map { [Syntax($0)] } ?? []
            case "addTarget", "UIBarButtonItem": roots += selectorBody(call.argument("action")).map { [Syntax($0)] } ?? []
            default: break
            }
        }
        for function in functionDeclarations where Self.selectionKind(function) != nil {
            roots += function.body.map { [Syntax($0)] } ?? []
        }
        return roots
    }

    /// `NavigationLink(destination: SafariView(url: x)) { … }`, `NavigationLink { SafariView(url: x) }
    /// label: { … }` and `NavigationLink("Help") { SafariView(url: x) }`: the destination view, and
    /// the `NavigationLink` as a link to what it shows, named as a `Button` is.
    func navigationLinkDestination(_ node: FunctionCallExprSyntax) {
        var destination: Syntax?
        if let argument = node.argument("destination") {
            destination = Syntax(argument)
        } else if let closure = node.trailingClosure, !node.additionalTrailingClosures.isEmpty || node.firstUnlabeledArgument != nil {
            // `NavigationLink { … } label: { … }`, or `NavigationLink("Title") { … }`: the destination.
            destination = Syntax(closure)
        }
        guard let destination else { return }
        let arguments = Self.presentedArguments(in: [destination])
        presentedViews(arguments)
        presentedLinks(arguments, control: node, name: swiftUIButtonName(node), tapGesture: nil)
    }

    /// One `urlOpener` link at `control` per presented argument (``presentedArguments(in:)``:
    /// `url` of `SafariView(url: x)`), opening it, which the auditor keeps when the view is a URL
    /// wrapper of the run (`SwiftLinkCode.presentedWrapper`).
    ///
    /// With `item` (the content closure's parameter, and the value the control sets the item to),
    /// an argument that is the item or a property of it is read as that value (`url` of
    /// `selectedURL = URL(string: "…")`) or that value's property (`topic.url`, read where the
    /// control sets `selected = topic`, so that rows of an enum's cases pair as they do when they
    /// open the URL themselves).
    private func presentedLinks(
        _ arguments: [PresentedArgument], control: FunctionCallExprSyntax, name: ButtonName?, tapGesture: MemberAccessExprSyntax?,
        item: (parameter: String, value: ExprSyntax)? = nil
    ) {
        for (call, wrapper, argument) in arguments {
            let before = links.count
            controlLinks(
                [Opening(call: call, argument: argument, substitutions: [:], entry: call)], control: control, name: name,
                tapGesture: tapGesture)
            let itemValue = item.flatMap { item in itemDestination(argument, parameter: item.parameter, value: item.value) }
            for index in before..<links.count {
                links[index].swiftCode?.presentedWrapper = wrapper
                if let itemValue {
                    links[index].swiftCode?.destinationExpression = nil
                    links[index].takeDestination(itemValue)
                }
            }
            // A tap gesture is no control, whatever it opens (`button-opens-url`): its opener, kept
            // as the link is, when the view is a wrapper of the run.
            if let tapGesture {
                let opening = Opening(call: call, argument: itemValue == nil ? argument : nil, substitutions: [:], entry: call)
                record(
                    .tapGesture, [opening], at: position(tapGesture.period.positionAfterSkippingLeadingTrivia),
                    title: literal(name?.expression))
                urlOpeners[urlOpeners.count - 1].wrapper = wrapper
            }
        }
    }

    /// `parameter` or `parameter.member` of a presented view's argument, read as `value` or
    /// `value.member` where `value` stands; `nil` for any other argument.
    private func itemDestination(_ argument: ExprSyntax, parameter: String, value: ExprSyntax) -> URLExpression? {
        let argument = argument.unwrapped
        if argument.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter { return urlReader.read(value) }
        // A property of a value named (`topic.url` of `selected = topic`); of a case written
        // `.guide`, the state's declared type reads the property's every case instead.
        guard let member = argument.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter, value.unwrapped.is(DeclReferenceExprSyntax.self)
        else { return nil }
        return urlReader.read(member: member.declName.baseName.text, of: value)
    }

    /// The one parameter of a content closure (`{ topic in … }`, `{ (topic: Topic) in … }`), or
    /// `$0` when it names none.
    static func closureParameter(_ closure: ClosureExprSyntax?) -> String? {
        guard let closure else { return nil }
        guard let signature = closure.signature?.parameterClause else { return "$0" }
        if let names = signature.as(ClosureShorthandParameterListSyntax.self) { return names.count == 1 ? names.first?.name.text : nil }
        guard let clause = signature.as(ClosureParameterClauseSyntax.self), clause.parameters.count == 1 else { return nil }
        return (clause.parameters.first?.secondName ?? clause.parameters.first?.firstName)?.text
    }

    /// A labeled argument of a presented view (`url` of `SafariView(url: x)`), with the wrapper the
    /// view would be if it shows that argument in Safari.
    typealias PresentedArgument = (call: FunctionCallExprSyntax, wrapper: URLWrapper, argument: ExprSyntax)

    /// Each labeled argument of each view made below `contents` (`presentedCalls`).
    private static func presentedArguments(in contents: [Syntax]) -> [PresentedArgument] {
        presentedCalls(in: contents).flatMap { call, type in
            call.arguments.compactMap { argument in
                argument.label.map { (call, URLWrapper(type: type, property: $0.text), argument.expression) }
            }
        }
    }

    /// The views made below `contents`: calls of a capitalized name (`SafariView(url: x)`), except
    /// those a `NavigationLink` or a presentation inside them shows (a list of links in a sheet
    /// shows its pages on screens of their own, not as the sheet).
    private static func presentedCalls(in contents: [Syntax]) -> [(call: FunctionCallExprSyntax, type: String)] {
        contents.flatMap { content in
            CallCollector.calls(in: content).compactMap { call in
                guard let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true,
                    !presentedDeeper(call, below: content)
                else { return nil }
                return (call, type)
            }
        }
    }

    /// Whether a `NavigationLink` or a `.sheet`, `.fullScreenCover` or `.popover` between `call` and
    /// `content` shows it (in its arguments or closures, not as the view it modifies).
    private static func presentedDeeper(_ call: FunctionCallExprSyntax, below content: Syntax) -> Bool {
        guard call.id != content.id else { return false }
        var previous = Syntax(call)
        var current = call.parent
        while let ancestor = current, ancestor.id != content.id {
            if let outer = ancestor.as(FunctionCallExprSyntax.self), outer.calledExpression.id != previous.id {
                if outer.calleeName == "NavigationLink" { return true }
                if let member = outer.calledExpression.as(MemberAccessExprSyntax.self),
                    presentingModifiers.contains(member.declName.baseName.text)
                {
                    return true
                }
            }
            previous = ancestor
            current = ancestor.parent
        }
        return false
    }

    /// One `.presentedView` opener per presented argument (``presentedArguments(in:)``), with the
    /// URL as the argument gives it;
    /// none for an argument `isSkipped` (an item every presenting control sets).
    private func presentedViews(
        _ arguments: [PresentedArgument], through bindings: [String]? = nil, inFile: [String] = [], presenterUnknown: Bool = false,
        skipping isSkipped: (ExprSyntax) -> Bool = { _ in false }
    ) {
        for (call, wrapper, argument) in arguments where !isSkipped(argument) {
            record(
                .presentedView, [Opening(call: call, argument: argument, substitutions: [:], entry: call)],
                at: position(call.positionAfterSkippingLeadingTrivia), title: nil)
            urlOpeners[urlOpeners.count - 1].wrapper = wrapper
            urlOpeners[urlOpeners.count - 1].presentedThrough = bindings
            urlOpeners[urlOpeners.count - 1].presenterUnknown = presenterUnknown
            // `SafariView(url: selected.url)` where `$selected` goes with the flag to a row function
            // or view (of another file or this one): what its control sets `selected` to is what
            // the view shows.
            urlOpeners[urlOpeners.count - 1].presentedInFile = inFile
            if !(bindings ?? []).isEmpty || !inFile.isEmpty, let (state, member) = Self.stateRead(argument) {
                urlOpeners[urlOpeners.count - 1].presentedItem =
                    presentationTriggers.handoffs(ofState: state, around: argument)
                    + presentationTriggers.handoffs(ofState: state, around: argument, ownFile: true)
                urlOpeners[urlOpeners.count - 1].presentedMember = member
            }
        }
    }

    /// The state a presented view's argument reads, and the member it reads on it: `selected`,
    /// `self.selected` (`nil` member), `selected.url`, `self.selected.url`; `nil` for anything else.
    private static func stateRead(_ argument: ExprSyntax) -> (state: String, member: String?)? {
        var names = URLExpressionReader.dottedName(argument.unwrapped) ?? []
        if names.first == "self" { names.removeFirst() }
        guard (1...2).contains(names.count), names[0].first?.isLowercase == true else { return nil }
        return (names[0], names.count == 2 ? names[1] : nil)
    }
}
