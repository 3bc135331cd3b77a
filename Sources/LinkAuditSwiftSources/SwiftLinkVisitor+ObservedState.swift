import LinkAuditModel
internal import SwiftSyntax

/// URLs a control stores in a state property which an observer of that state opens (issue 23,
/// section 3; see `docs/model.md`, Rows and controls that open URLs).
///
/// zotero's Sign In button sends `.login` to its view model; the action handler's case stores the
/// sign-in page in `state.loginURL`, and the view controller's observer of the state
/// (`stateObservable.subscribe(onNext: { self?.updateLogin(state: $0) })`) opens
/// `ASWebAuthenticationSession(url: loginURL, …)` of it. Both halves meet by the property's name,
/// as a function named `set:` and the property's name (`set:loginURL`):
/// - the observer's file declares it, opening its one argument (`observedStateFunctions`);
/// - an assignment of a URL to a property of that name, in code a control reaches
///   (`state.loginURL = finalURL`), is a call to it handing the assigned value
///   (`stateAssignmentOpenings(in:substitutions:entry:readsArguments:)`).
/// Only properties whose name says URL (`loginURL`, `helpUrl`, `url`) are followed, and only
/// openings in a function an observer calls (a closure handed to `subscribe`, `sink`, `onReceive`,
/// `onChange`, …): a URL read from a value's property anywhere else is left to the unreached
/// openings it was.
extension SwiftLinkVisitor {
    /// An assignment to a property whose name says URL: `state.loginURL = finalURL`.
    struct URLPropertyAssignment {
        /// The whole assignment.
        var node: SequenceExprSyntax
        /// The property's name: `loginURL`.
        var property: String
        /// What is assigned to, without whitespace: `state.loginURL`.
        var target: String
        /// The value assigned.
        var value: ExprSyntax
    }

    /// What a stored-and-observed property is matched by: `set:` and the property's name.
    static let statePropertyPrefix = "set:"

    /// Calls whose closures observe a changing value: RxSwift's `subscribe`, `drive` and `bind`,
    /// Combine's `sink` and SwiftUI's `onReceive` and `onChange`, Observation's tracking.
    static let observingCalls: Set<String> = [
        "subscribe", "drive", "bind", "sink", "onReceive", "onChange", "observe", "withObservationTracking",
    ]

    /// Whether a property's name says it holds a URL: `loginURL`, `helpUrl`, `url`.
    static func namesURLProperty(_ name: String) -> Bool {
        name.range(of: "url", options: .caseInsensitive) != nil
    }

    /// The assignments of this file to a property whose name says URL, of a value that is not
    /// `nil` (`state.loginURL = finalURL`, `self.helpURL = Links.help`), in source order. Walked
    /// once, and only in a file whose text holds such an assignment (`mayAssignURLProperty`).
    static func urlPropertyAssignments(in tree: SourceFileSyntax) -> [URLPropertyAssignment] {
        final class Finder: SyntaxVisitor {
            var found: [URLPropertyAssignment] = []
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                if let (member, value) = Assignment.memberAssignment(node), member.base != nil,
                    SwiftLinkVisitor.namesURLProperty(member.declName.baseName.text), !value.is(NilLiteralExprSyntax.self)
                {
                    found.append(
                        URLPropertyAssignment(
                            node: node, property: member.declName.baseName.text, target: ExprSyntax(member).compactText, value: value))
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    /// The assignments of a URL to a property below `node` (``urlPropertyAssignments(in:)``), each
    /// as an opening waiting on a call to `set:` and the property's name, handing the assigned
    /// value (read when `readsArguments` is set). It is placed at the innermost call around the
    /// assignment inside `node` (`update(viewModel:) { state in … }`), else at `entry`; an
    /// assignment with neither is left out.
    func stateAssignmentOpenings(
        in node: Syntax, substitutions: [String: ExprSyntax], entry: FunctionCallExprSyntax?, readsArguments: Bool
    ) -> [Opening] {
        guard !urlPropertyAssignments.isEmpty else { return [] }
        var result: [Opening] = []
        for assignment in urlPropertyAssignments(in: node) {
            guard let call = Self.call(around: assignment, in: node) ?? entry else { continue }
            var reader = urlReader
            reader.substitutions = substitutions
            let pending = PendingURLCall(
                function: Self.statePropertyPrefix + assignment.property,
                arguments: readsArguments ? [reader.read(assignment.value)] : [],
                callee: Self.withoutSelf(assignment.target))
            result.append(
                Opening(call: call, argument: assignment.value, substitutions: substitutions, entry: entry ?? call, pending: pending))
        }
        return result
    }

    /// The assignments of a URL to a property below `node`.
    func urlPropertyAssignments(in node: Syntax) -> [URLPropertyAssignment] {
        urlPropertyAssignments.filter { node.position <= $0.node.position && $0.node.endPosition <= node.endPosition }
    }

    /// The innermost call around an assignment, inside `node`.
    static func call(around assignment: URLPropertyAssignment, in node: Syntax) -> FunctionCallExprSyntax? {
        var current = assignment.node.parent
        while let syntax = current, syntax.position >= node.position {
            if let call = syntax.as(FunctionCallExprSyntax.self) { return call }
            current = syntax.parent
        }
        return nil
    }

    /// What a function of the file that another file may call stores in state by itself, outside
    /// any call (`func openHelp() { state.helpURL = Links.help }`): each as a call to `set:` and the
    /// property's name handing the value, a parameter of the function (by index) or a URL of its
    /// own. The assignments inside a call are openings (``stateAssignmentOpenings``).
    func bareStateAssignments(in body: CodeBlockSyntax, parameters: [String]) -> [URLOpeningFunction] {
        urlPropertyAssignments(in: Syntax(body)).filter { Self.call(around: $0, in: Syntax(body)) == nil }.map { assignment in
            storing(assignment.value, in: Self.statePropertyPrefix + assignment.property, substitutions: [:], parameters: parameters)
        }
    }

    /// A function that stores `value` in the state property `function` names (`set:loginURL`):
    /// the function's parameter it is (by index), or a URL of its own read with `substitutions`.
    func storing(_ value: ExprSyntax, in function: String, substitutions: [String: ExprSyntax], parameters: [String])
        -> URLOpeningFunction
    {
        var handed = URLOpeningFunction(function: "", file: file, parameter: nil, url: nil, opener: nil)
        if let parameter = Self.parameterIndex(value, substitutions, parameters) {
            handed.parameter = parameter
        } else {
            var reader = urlReader
            reader.substitutions = substitutions
            handed.url = reader.read(value)
        }
        handed.handsTo = function
        handed.handsToArgument = 0
        return handed
    }

    /// The property an unreached opening's URL is read from when an observer of state opens it:
    /// `loginURL` of `ASWebAuthenticationSession(url: loginURL, …)` after
    /// `if let loginURL = state.loginURL` in `updateLogin(state:)`, which a `subscribe` closure
    /// calls. `nil` when the URL is no property whose name says URL, followed through up to
    /// `helperDepth` bindings, or the function around the call is no observer's.
    func observedStateProperty(opening call: FunctionCallExprSyntax, url argument: ExprSyntax) -> String? {
        var expression = argument.unwrapped
        for _ in 0..<Self.helperDepth {
            guard let reference = expression.as(DeclReferenceExprSyntax.self),
                let bound = paths.binding(of: reference.baseName.text, at: reference)
            else { break }
            expression = bound.unwrapped
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base != nil,
            Self.namesURLProperty(member.declName.baseName.text)
        else { return nil }
        var current = call.parent
        while let syntax = current, !syntax.is(FunctionDeclSyntax.self) { current = syntax.parent }
        guard let function = current?.as(FunctionDeclSyntax.self), isObserved(function) else { return nil }
        return member.declName.baseName.text
    }

    /// Whether a call of `function` is in a closure handed to an observing call
    /// (``observingCalls``): `.subscribe(onNext: { [weak self] state in self?.updateLogin(state: state) })`.
    private func isObserved(_ function: FunctionDeclSyntax) -> Bool {
        let name = function.name.text
        return fileCalls.contains { call in
            guard Self.helperName(call) == name else { return false }
            var current = call.parent
            while let syntax = current, !syntax.is(MemberBlockItemSyntax.self) {
                if syntax.is(ClosureExprSyntax.self) {
                    var holder = syntax.parent
                    while let node = holder, !node.is(FunctionCallExprSyntax.self), !node.is(CodeBlockItemSyntax.self) {
                        holder = node.parent
                    }
                    if let observing = holder?.as(FunctionCallExprSyntax.self).flatMap(Self.calledFunctionName),
                        Self.observingCalls.contains(observing)
                    {
                        return true
                    }
                }
                current = syntax.parent
            }
            return false
        }
    }
}
