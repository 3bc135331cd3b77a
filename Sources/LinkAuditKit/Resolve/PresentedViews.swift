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
        for index in result.indices where result[index].links.contains(where: { $0.swiftCode?.presentedWrapper != nil }) {
            result[index].links = result[index].links.compactMap { link in
                guard let wrapper = link.swiftCode?.presentedWrapper else { return link }
                guard wrappers.contains(wrapper) else { return nil }
                var kept = link
                kept.swiftCode?.presentedWrapper = nil
                return kept
            }
        }
        for index in result.indices where result[index].urlOpeners.contains(where: { $0.kind == .presentedView }) {
            var counted = Set<SourcePosition>()
            for opener in result[index].urlOpeners where opener.presenterUnknown {
                guard let wrapper = opener.wrapper, wrappers.contains(wrapper), let position = opener.position,
                    counted.insert(position).inserted
                else { continue }
                // What the file's code showed of its presentation (`URLOpener.presentedThrough`).
                let how =
                    switch opener.presentedThrough {
                    case nil: "by a control of its file in a way not followed"
                    case let keys? where keys.isEmpty: "by no control of its file"
                    default: "through a binding handed to another file"
                    }
                result[index].notUnderstood.append(
                    NotUnderstood(
                        kind: .unknownPresenter, file: opener.file, position: position,
                        detail: "\(wrapper.type)(\(wrapper.property): …) presented \(how)"))
            }
            result[index].urlOpeners.removeAll { opener in
                guard opener.kind == .presentedView else { return false }
                if let bindings = opener.presentedThrough, controlSet.isDisjoint(with: bindings) { return true }
                return opener.wrapper.map { !wrappers.contains($0) } ?? true
            }
        }
        return result
    }
}
