import LinkAuditExtractors
import LinkAuditModel

/// Keeps the views a sheet, cover, popover or navigation link presents (`URLOpener.Kind.presentedView`)
/// that are URL wrappers of the run and, when their file hands the presentation's state to another
/// file (`URLOpener.presentedThrough`), that a control of the run sets; and drops the rest (see `docs/model.md`, Standalone evidence in
/// the app). The links of the controls that present them (`SwiftLinkCode.presentedWrapper`) are
/// kept or dropped the same way; a wrapper no control is found to present is not understood
/// (`NotUnderstood.Kind.unknownPresenter`).
///
/// Each Swift file records every view it presents with a labeled argument, since the type may be
/// declared in another file; only once every file is read is it known which of them
/// (`SafariView(url:)`) make an `SFSafariViewController` from that argument (`URLWrapper`).
enum PresentedViews {
    /// The documents with only the presented views whose type and argument a file of the run
    /// declares as a wrapper.
    static func keepingWrappers(in documents: [ExtractedDocument]) -> [ExtractedDocument] {
        let wrappers = Set(documents.flatMap(\.urlWrappers))
        let controlSet = Set(documents.flatMap(\.controlSetBindings))
        var result = documents
        let answered = presentingThroughBindings(&result, wrappers: wrappers)
        for index in result.indices where result[index].links.contains(where: { $0.swiftCode?.presentedWrapper != nil }) {
            result[index].links = result[index].links.compactMap { link in
                guard let wrapper = link.swiftCode?.presentedWrapper else { return link }
                guard wrappers.contains(wrapper) else { return nil }
                var kept = link
                kept.swiftCode?.presentedWrapper = nil
                return kept
            }
        }
        for index in result.indices where result[index].urlOpeners.contains(where: { $0.wrapper != nil }) {
            var counted = Set<SourcePosition>()
            for opener in result[index].urlOpeners where opener.presenterUnknown {
                guard let wrapper = opener.wrapper, wrappers.contains(wrapper), let position = opener.position,
                    answered.isDisjoint(with: (opener.presentedThrough ?? []) + opener.presentedInFile), counted.insert(position).inserted
                else { continue }
                // What the file's code showed of its presentation (`URLOpener.presentedThrough`).
                let how =
                    switch opener.presentedThrough {
                    case nil: "by a control of its file in a way not followed"
                    case let keys? where keys.isEmpty: "by no control of its file"
                    default: "through a binding handed to a function or view"
                    }
                result[index].notUnderstood.append(
                    NotUnderstood(
                        kind: .unknownPresenter, file: opener.file, position: position,
                        detail: "\(wrapper.type)(\(wrapper.property): …) presented \(how)"))
            }
            result[index].urlOpeners.removeAll { opener in
                // A tap gesture presenting a view: kept when the view is a wrapper.
                if opener.kind == .tapGesture, let wrapper = opener.wrapper { return !wrappers.contains(wrapper) }
                guard opener.kind == .presentedView else { return false }
                if let bindings = opener.presentedThrough, controlSet.isDisjoint(with: bindings) { return true }
                return opener.wrapper.map { !wrappers.contains($0) } ?? true
            }
        }
        return result
    }

    /// Where an opener stands: its document's index in the run and its own among that
    /// document's `urlOpeners`.
    private struct OpenerIndex: Hashable {
        var document: Int
        var index: Int
    }

    /// What makes two links of one control the same: where each leads.
    private struct DestinationKey: Hashable {
        var destination: String
        var expression: URLExpression?
    }

    /// Makes each control that sets a binding its file is handed (``PendingPresentation``) one
    /// link per URL wrapper of the run presented through that binding (`URLOpener.presentedThrough`),
    /// opening what the wrapper is given: the value the control's own code gives the state the
    /// wrapper reads (`selected.url` of `selected.wrappedValue = topic` is `topic.url`, which the
    /// URL constants resolve, one link per case when the control's name is a member of the same
    /// value), else the wrapper's argument as its file wrote it. A control no such presentation
    /// answers presents no page: its link is dropped. Returns the bindings answered, whose
    /// presentations have a presenter (`presentedThrough` of other files, `presentedInFile` of
    /// its own).
    private static func presentingThroughBindings(_ documents: inout [ExtractedDocument], wrappers: Set<URLWrapper>) -> Set<String> {
        // Each presentation by its place among the documents' openers, with its file's folder: a
        // whole `URLOpener` hashed as a key cost a tenth of a cached re-run of 4,000 files.
        var presented: [String: [(opener: OpenerIndex, folder: Substring)]] = [:]
        for (documentIndex, document) in documents.enumerated() {
            for (index, opener) in document.urlOpeners.enumerated() where opener.kind == .presentedView {
                guard let wrapper = opener.wrapper, wrappers.contains(wrapper) else { continue }
                let place = (OpenerIndex(document: documentIndex, index: index), URLOpeningCalls.folder(of: opener.file))
                for key in Set((opener.presentedThrough ?? []) + opener.presentedInFile) { presented[key, default: []].append(place) }
            }
        }
        var answered = Set<String>()
        // What each presentation showing a handed state is shown with, by the controls that set it.
        var itemValues: [OpenerIndex: [URLExpression]] = [:]
        for index in documents.indices where documents[index].links.contains(where: { $0.swiftCode?.pendingPresentation != nil }) {
            var tapOpeners: [URLOpener] = []
            documents[index].links = documents[index].links.flatMap { link -> [Link] in
                guard let pending = link.swiftCode?.pendingPresentation else { return [link] }
                // The presentations of the control's own folder when one there is bound to it (a
                // feature keeps its rows and its screen together; function names repeat across
                // features and copies of one), else every one of the run.
                var places = presented[pending.binding] ?? []
                let folder = URLOpeningCalls.folder(of: link.file)
                let near = places.filter { $0.folder == folder }
                if !near.isEmpty { places = near }
                if !places.isEmpty { answered.insert(pending.binding) }
                let openers = places.map { (place: $0.opener, opener: documents[$0.opener.document].urlOpeners[$0.opener.index]) }
                // Several pages presented through one binding are what one control may open, at
                // one place: alternatives, not rows of their own (`SwiftLinkCode.repeatsControl`).
                var seen = Set<DestinationKey>()
                let made = openers.map { place, opener in
                    var one = link
                    one.swiftCode?.pendingPresentation = nil
                    if let item = pending.items.first(where: { opener.presentedItem.contains($0.binding) }) {
                        let value = item.reading(opener.presentedMember)
                        one.takeDestination(value)
                        if !(itemValues[place]?.contains(value) ?? false) { itemValues[place, default: []].append(value) }
                    } else if let value = opener.destination {
                        one.destination = value
                        one.normalizedDestination = opener.normalizedDestination
                        one.isTemplatedDestination = false
                    } else if let expression = opener.destinationExpression {
                        one.takeDestination(expression)
                    }
                    return one
                }.filter { one in
                    // Presentations that show the same page make one link, not one each.
                    seen.insert(DestinationKey(destination: one.destination, expression: one.swiftCode?.destinationExpression))
                        .inserted
                }
                // A tap gesture is no control, whatever it presents (`button-opens-url`).
                if let first = made.first, let opener = openers.first?.opener, link.swiftCode?.isTapGesture == true {
                    var tap = URLOpener(
                        kind: .tapGesture, file: link.file, position: link.span?.start,
                        title: link.nameSource == .unknown ? nil : link.name,
                        opener: opener.opener)
                    if let expression = first.swiftCode?.destinationExpression {
                        tap.takeDestination(expression)
                    } else {
                        tap.destination = first.destination
                        tap.normalizedDestination = first.normalizedDestination
                    }
                    tapOpeners.append(tap)
                }
                return made
            }
            documents[index].urlOpeners += tapOpeners
        }
        // A presentation of a state the controls set shows what each sets it to: one opener per
        // value, not one of a URL known only at run time (as `.sheet(item:)` in one file). The
        // tap gesture openers above were appended: the presentations' places still hold.
        var valuesByDocument: [Int: [Int: [URLExpression]]] = [:]
        for (place, values) in itemValues { valuesByDocument[place.document, default: [:]][place.index] = values }
        for (documentIndex, byOpener) in valuesByDocument {
            documents[documentIndex].urlOpeners = documents[documentIndex].urlOpeners.enumerated().flatMap { index, opener -> [URLOpener] in
                guard let values = byOpener[index] else { return [opener] }
                return values.map { value in
                    var one = opener
                    one.destinationExpression = nil
                    one.takeDestination(value)
                    return one
                }
            }
        }
        return answered
    }
}
