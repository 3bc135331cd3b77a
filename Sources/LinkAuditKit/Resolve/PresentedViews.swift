import LinkAuditModel

/// Keeps the views a sheet, cover, popover or navigation link presents (`URLOpener.Kind.presentedView`)
/// that are URL wrappers of the run and, when their file hands the presentation's state to another
/// file (`URLOpener.presentedThrough`), that a control of the run sets; and drops the rest (see `docs/model.md`, Standalone evidence in
/// the app).
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
        for index in result.indices where result[index].urlOpeners.contains(where: { $0.kind == .presentedView }) {
            result[index].urlOpeners.removeAll { opener in
                guard opener.kind == .presentedView else { return false }
                if let bindings = opener.presentedThrough, controlSet.isDisjoint(with: bindings) { return true }
                return opener.wrapper.map { !wrappers.contains($0) } ?? true
            }
        }
        return result
    }
}
