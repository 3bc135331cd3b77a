internal import SwiftSyntax

/// Which of a file's `.sheet`, `.fullScreenCover` and `.popover` presentations a control shows.
///
/// A presented view is standalone evidence only when a control presents it (issue 8, NetNewsWire's
/// settings rows: a `Label` with `.onTapGesture` setting the sheet's flag is reached by no keyboard
/// or Voice Control user; link-standalone card). A presentation counts when the state it is bound
/// to (`isPresented: $shows`, `item: $selected`) is set (`shows = true`, `self.shows.toggle()`,
/// `$shows.wrappedValue = true`, `selected = topic`; never `= false` or `= nil`, which dismiss)
/// inside a control's action: a SwiftUI `Button` (in a `Menu`, `.toolbar`, `.contextMenu` or
/// `.swipeActions` too), a `UIAction`, a target-action selector, a table or collection selection,
/// or a function of the file they call (up to `SwiftLinkVisitor.helperDepth` deep). The state may
/// travel as `$shows` to a `Binding` parameter of a function or a property of a view of the same
/// file, as deep; a helper of another file is named by `handoffKeys`, and the auditor looks for it
/// among the bindings other files' controls set (`controlSetBindings()`). Set only in
/// `.onTapGesture`, `.onAppear`, `.task` or `onChange`, or nowhere: the presentation shows nothing
/// a user can reach by a control.
struct PresentationTriggers {
    let tree: SourceFileSyntax
    /// The bodies of the file's functions, by name (`FunctionBodyFinder`).
    let functionBodies: [String: CodeBlockSyntax]
    /// The code run by a control's activation: actions, and the helper bodies they reach.
    let controlActions: Set<SyntaxIdentifier>
    /// The member blocks of the file's types and extensions, by dotted type path (`Settings.Rows`).
    let typeBodies: [String: [Syntax]]
    /// The file's calls, by called name (`calleeName`).
    let calls: [String: [FunctionCallExprSyntax]]
    /// The file's function declarations, in source order.
    let functionDeclarations: [FunctionDeclSyntax]
    /// Where the file sets each state (`StateSetterFinder`).
    private let setters: [String: [Syntax]]

    /// The triggers of `tree`, given its function bodies and declarations, its calls (all in source
    /// order: `SwiftLinkVisitor` walks the tree once for each) and the code controls run.
    init(
        tree: SourceFileSyntax, functionBodies: [String: CodeBlockSyntax], functionDeclarations: [FunctionDeclSyntax],
        calls: [FunctionCallExprSyntax], controlActionRoots: [Syntax]
    ) {
        self.tree = tree
        self.functionBodies = functionBodies
        self.functionDeclarations = functionDeclarations
        var actions = Set(controlActionRoots.map(\.id))
        var frontier = controlActionRoots
        for _ in 0..<SwiftLinkVisitor.helperDepth {
            var next: [Syntax] = []
            for root in frontier {
                for call in CallCollector.calls(in: root) {
                    guard let name = SwiftLinkVisitor.helperName(call), let body = functionBodies[name],
                        actions.insert(body.id).inserted
                    else { continue }
                    next.append(Syntax(body))
                }
            }
            frontier = next
        }
        self.controlActions = actions
        self.typeBodies = TypeBodyFinder.bodies(in: tree)
        self.setters = StateSetterFinder.sites(in: tree)
        self.calls = Dictionary(grouping: calls.filter { $0.calleeName != nil }) { $0.calleeName ?? "" }
    }

    /// Whether a control presents a presentation, as far as its file tells.
    enum Verdict: Equatable {
        /// A control of the file sets the state it is bound to.
        case byControl
        /// The file hands the state only to functions or views declared elsewhere, as these
        /// `handoffKeys`: the auditor asks whether a control of the run sets one of them.
        case throughOtherFiles([String])
        /// No control sets it: a tap gesture, `.onAppear`, or nothing.
        case notByControl
    }

    /// Whether a control shows the presentation `node` (`.sheet(isPresented: $shows) { … }`).
    func verdict(_ node: FunctionCallExprSyntax) -> Verdict {
        guard let binding = node.argument("isPresented") ?? node.argument("item") else { return .notByControl }
        if setByControl(binding: binding, depth: 0) { return .byControl }
        let keys = handoffs(of: binding) + handedIn(binding)
        return keys.isEmpty ? .notByControl : .throughOtherFiles(keys)
    }

    /// Where the state `binding` projects (`$shows`) is set (`= value`, `.toggle()`) in the type
    /// around it, or in the file outside any type; empty for any other binding.
    func setterSites(of binding: ExprSyntax) -> [Syntax] {
        guard let state = Self.boundState(binding) else { return [] }
        return regions(around: binding).flatMap { sites(of: state, in: $0) }
    }

    /// When the presentation is bound to a `Binding` its view or function is handed (`$isShown` of
    /// a `@Binding var isShown`, a parameter `show`): that binding as `handoffKeys` name it, marked
    /// `handed:`, for the files whose calls hand it a state their controls set.
    private func handedIn(_ binding: ExprSyntax) -> [String] {
        if let state = Self.boundState(binding) {
            guard let type = URLExpressionReader.typePath(of: Syntax(binding)).last,
                regions(around: binding).flatMap(Self.bindingProperties).contains(state)
            else { return [] }
            return ["handed:\(type).\(state)"]
        }
        guard let name = binding.as(DeclReferenceExprSyntax.self)?.baseName.text, let function = Self.enclosingFunction(binding)
        else { return [] }
        let parameters = Array(function.signature.parameterClause.parameters)
        guard let index = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name }) else { return [] }
        return ["handed:" + Self.functionKey(function.name.text, labels: parameters.map(\.firstName.text), index)]
    }

    /// The `handoffKeys` of the calls in the presentation's type that hand `$state` to a function or
    /// view this file does not declare (`Rows.helpRow(topic: t, $showsHelp)`, `HelpRow(isShown: $showsHelp)`).
    private func handoffs(of binding: ExprSyntax) -> [String] {
        guard let state = Self.boundState(binding) else { return [] }
        return handoffs(ofState: state, around: binding)
    }

    /// The `handoffKeys` of the calls in the type around `node` that hand `$state` to a function or
    /// view this file does not declare, or, with `ownFile`, to one it declares.
    func handoffs(ofState state: String, around node: ExprSyntax, ownFile: Bool = false) -> [String] {
        var keys: [String] = []
        for region in regions(around: node) {
            for call in CallCollector.calls(in: region) {
                guard ownFile ? callsThisFile(call) : callsAnotherFile(call) else { continue }
                for (index, argument) in call.arguments.enumerated() where Self.boundState(argument.expression) == state {
                    keys += Self.handoffKeys(call, index)
                }
            }
        }
        return keys
    }

    /// A binding this file is handed, as `handoffKeys` name it: a `Binding` parameter of a
    /// function (`helpRow(topic:selected:_:)#2`) or a `@Binding` property of a type (`HelpRow.isShown`).
    struct HandedBinding {
        /// The parameter's or property's name in the code (`show`, `isShown`).
        var name: String
        var key: String
    }

    /// Where this file sets a binding it is handed (`show.wrappedValue.toggle()` of a `Binding`
    /// parameter `show`, `isShown = true` of a `@Binding var isShown`), each with the binding and
    /// the other bindings of its function or type, which the same code may give a value.
    func handedBindingSites() -> [(binding: HandedBinding, site: Syntax, others: [HandedBinding])] {
        var result: [(binding: HandedBinding, site: Syntax, others: [HandedBinding])] = []
        for function in functionDeclarations {
            guard let body = function.body else { continue }
            let parameters = Array(function.signature.parameterClause.parameters)
            let labels = parameters.map(\.firstName.text)
            let bindings = parameters.enumerated().compactMap { index, parameter -> HandedBinding? in
                guard parameter.type.trimmedDescription.hasPrefix("Binding<") else { return nil }
                return HandedBinding(
                    name: (parameter.secondName ?? parameter.firstName).text,
                    key: Self.functionKey(function.name.text, labels: labels, index))
            }
            for binding in bindings {
                for site in sites(of: binding.name, in: Syntax(body)) {
                    result.append((binding, site, bindings.filter { $0.key != binding.key }))
                }
            }
        }
        for (path, members) in typeBodies {
            let type = path.split(separator: ".").last.map(String.init) ?? path
            let bindings = members.flatMap(Self.bindingProperties).map { HandedBinding(name: $0, key: "\(type).\($0)") }
            for binding in bindings {
                for site in members.flatMap({ sites(of: binding.name, in: $0) }) {
                    result.append((binding, site, bindings.filter { $0.key != binding.key }))
                }
            }
        }
        return result
    }

    /// The values `state` is given within `region` (`topic` of `selected.wrappedValue = topic`).
    func assignedValues(of state: String, in region: Syntax) -> [ExprSyntax] {
        sites(of: state, in: region).compactMap { site in
            guard let elements = site.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count == 3 else { return nil }
            return elements[2]
        }
    }

    /// Whether a call is of a function or view this file does not declare: `helpRow(…)`,
    /// `self.helpRow(…)`, `Rows.helpRow(…)`, `HelpRow(…)`.
    private func callsAnotherFile(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calleeName, functionBodies[name] == nil, typeBodies[name] == nil else { return false }
        return SwiftLinkVisitor.helperName(call) != nil || Self.isTypeMember(call.calledExpression)
    }

    /// Whether a call is of a function or view this file declares, called as `callsAnotherFile`
    /// reads calls.
    private func callsThisFile(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calleeName, functionBodies[name] != nil || typeBodies[name] != nil else { return false }
        return SwiftLinkVisitor.helperName(call) != nil || Self.isTypeMember(call.calledExpression)
    }

    /// The names of a binding handed from one file to another: `name(label:_:)#2` for the third
    /// parameter of a function, and `Type.label` for the `@Binding` property a view's memberwise
    /// initializer sets.
    static func handoffKeys(_ call: FunctionCallExprSyntax, _ index: Int) -> [String] {
        guard let name = call.calleeName else { return [] }
        let arguments = Array(call.arguments)
        var keys = [functionKey(name, labels: arguments.map { $0.label?.text ?? "_" }, index)]
        if call.calledExpression.is(DeclReferenceExprSyntax.self), name.first?.isUppercase == true, let label = arguments[index].label {
            keys.append("\(name).\(label.text)")
        }
        return keys
    }

    private static func functionKey(_ name: String, labels: [String], _ index: Int) -> String {
        "\(name)(\(labels.map { $0 + ":" }.joined()))#\(index)"
    }

    /// The `Binding` parameters of the file's functions and the `@Binding` properties of its types
    /// that a control of the file sets, as `handoffKeys`: a presentation of another file that
    /// hands its state to one of them is presented by a control.
    func controlSetBindings() -> [String] {
        var keys = Set<String>()
        for function in functionDeclarations {
            guard let body = function.body else { continue }
            let parameters = Array(function.signature.parameterClause.parameters)
            for (index, parameter) in parameters.enumerated() where parameter.type.trimmedDescription.hasPrefix("Binding<") {
                guard setByControl((parameter.secondName ?? parameter.firstName).text, in: Syntax(body), depth: 0) else { continue }
                keys.insert(Self.functionKey(function.name.text, labels: parameters.map(\.firstName.text), index))
            }
        }
        for (path, members) in typeBodies {
            let type = path.split(separator: ".").last.map(String.init) ?? path
            for property in members.flatMap(Self.bindingProperties)
            where members.contains(where: { setByControl(property, in: $0, depth: 0) }) {
                keys.insert("\(type).\(property)")
            }
        }
        // The other way: a call handing a function or view of another file `$flag` that a control
        // here sets presents what that helper binds to it.
        for call in calls.values.joined() {
            guard callsAnotherFile(call) else { continue }
            for (index, argument) in call.arguments.enumerated()
            where Self.boundState(argument.expression) != nil && setByControl(binding: argument.expression, depth: 0) {
                keys.formUnion(Self.handoffKeys(call, index).map { "handed:" + $0 })
            }
        }
        return keys.sorted()
    }

    /// The names of the `@Binding` properties of a member block.
    private static func bindingProperties(_ members: Syntax) -> [String] {
        guard let block = members.as(MemberBlockSyntax.self) else { return [] }
        return block.members.flatMap { member -> [String] in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Binding" })
            else { return [] }
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
    }

    /// Whether a control sets the state `binding` stands for: in the type (or function) around it,
    /// or, when the state is handed in (a view's `@Binding var isShown`, a function's `Binding`
    /// parameter), where a call of this file hands it `$flag`.
    private func setByControl(binding: ExprSyntax, depth: Int) -> Bool {
        guard let state = Self.boundState(binding) else { return parameterSetByControl(binding, depth: depth) }
        if regions(around: binding).contains(where: { setByControl(state, in: $0, depth: 0) }) { return true }
        let typePath = URLExpressionReader.typePath(of: Syntax(binding))
        guard depth < SwiftLinkVisitor.helperDepth, let type = typePath.last, !state.contains(".") else { return false }
        return (calls[type] ?? []).contains { call in
            call.calledExpression.is(DeclReferenceExprSyntax.self)
                && (call.argument(state).map { setByControl(binding: $0, depth: depth + 1) } ?? false)
        }
    }

    /// Where the state a node reads is declared and set: the type around it with its extensions in
    /// this file, or the whole file outside any type.
    private func regions(around node: ExprSyntax) -> [Syntax] {
        typeBodies[URLExpressionReader.typePath(of: Syntax(node)).joined(separator: ".")] ?? [Syntax(tree)]
    }

    /// `show` of `.sheet(isPresented: show)`, a `Binding` parameter of the function around it: set in
    /// that function, or by the callers that hand it one.
    private func parameterSetByControl(_ binding: ExprSyntax, depth: Int) -> Bool {
        guard let name = binding.as(DeclReferenceExprSyntax.self)?.baseName.text, let function = Self.enclosingFunction(binding),
            function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }),
            let body = function.body
        else { return false }
        if setByControl(name, in: Syntax(body), depth: 0) { return true }
        guard depth < SwiftLinkVisitor.helperDepth else { return false }
        return (calls[function.name.text] ?? []).contains { call in
            SwiftLinkVisitor.parameterArguments(function, call)[name].map { setByControl(binding: $0, depth: depth + 1) } ?? false
        }
    }

    /// The function declaration whose body holds `node`, if no type comes first.
    static func enclosingFunction(_ node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        var current = node.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self) { return function }
            if ancestor.is(MemberBlockSyntax.self) { return nil }
            current = ancestor.parent
        }
        return nil
    }

    /// The state a binding argument projects: `$shows`, `self.$shows` and `$model.shows` are
    /// `shows` and `model.shows`; anything else (`.constant(true)`, a `Binding` parameter) `nil`.
    static func boundState(_ binding: ExprSyntax) -> String? {
        var text = binding.compactText
        if text.hasPrefix("self.") { text.removeFirst("self.".count) }
        guard text.hasPrefix("$") else { return nil }
        return stateName(binding)
    }

    /// The state an expression reads or writes: `shows`, `self.shows`, `$shows`, `self.$shows`,
    /// `$shows.wrappedValue` and `shows.wrappedValue` are all `shows`.
    static func stateName(_ expression: ExprSyntax) -> String {
        var text = expression.compactText
        if text.hasPrefix("self.") { text.removeFirst("self.".count) }
        if text.hasPrefix("$") { text.removeFirst() }
        if text.hasSuffix(".wrappedValue") { text.removeLast(".wrappedValue".count) }
        return text
    }

    /// Whether `state` is set in a control's action within `region`, or handed on from `region` as a
    /// binding to a function or view of this file that sets it so.
    private func setByControl(_ state: String, in region: Syntax, depth: Int) -> Bool {
        if sites(of: state, in: region).contains(where: inControlAction) { return true }
        guard depth < SwiftLinkVisitor.helperDepth else { return false }
        for call in CallCollector.calls(in: region) {
            for receiver in receivers(of: call) where passes(state, receiver.argument, depth: depth) {
                if receiver.code.contains(where: { setByControl(receiver.name, in: $0, depth: depth + 1) }) { return true }
            }
        }
        return false
    }

    /// Where `state` is set within `region`.
    private func sites(of state: String, in region: Syntax) -> [Syntax] {
        (setters[state] ?? []).filter { region.position <= $0.position && $0.endPosition <= region.endPosition }
    }

    /// `$state` (or, once inside a helper, the `Binding` parameter `state` itself).
    private func passes(_ state: String, _ argument: ExprSyntax, depth: Int) -> Bool {
        if let bound = Self.boundState(argument) { return bound == state }
        return depth > 0 && argument.compactText == state
    }

    /// What a call of this file's function or view hands each parameter or property, and the code
    /// that reads it: the function's body, or the view type's members.
    private func receivers(of call: FunctionCallExprSyntax) -> [(name: String, argument: ExprSyntax, code: [Syntax])] {
        guard let name = call.calleeName else { return [] }
        let callee = call.calledExpression
        guard SwiftLinkVisitor.helperName(call) != nil || Self.isTypeMember(callee) else { return [] }
        if let body = functionBodies[name], let function = body.parent?.as(FunctionDeclSyntax.self) {
            return SwiftLinkVisitor.parameterArguments(function, call).map { ($0.key, $0.value, [Syntax(body)]) }
        }
        // A view of this file given `$state` for its `@Binding var show`: the memberwise initializer's label.
        guard callee.is(DeclReferenceExprSyntax.self), let members = typeBodies[name] else { return [] }
        return call.arguments.compactMap { argument in argument.label.map { ($0.text, argument.expression, members) } }
    }

    /// `Rows.helpRow`: a static member of a type, named with a capital letter as types are.
    private static func isTypeMember(_ callee: ExprSyntax) -> Bool {
        guard let type = callee.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self) else { return false }
        return type.baseName.text.first?.isUppercase == true
    }

    /// Whether `node` runs in a control's action.
    private func inControlAction(_ node: Syntax) -> Bool {
        var current: Syntax? = node
        while let ancestor = current {
            if controlActions.contains(ancestor.id) { return true }
            current = ancestor.parent
        }
        return false
    }
}
