import Foundation
import LinkAuditModel

extension Link {
    /// Records the `download` attribute of an `<a>` or `<area>` element in `attributes.download`:
    /// its value (the file name the browser suggests) with surrounding whitespace trimmed, `""`
    /// when the attribute has no value. Leaves `attributes` as it is when the element has none, so
    /// a link whose markup says nothing of the kind keeps `attributes == nil`. Read by
    /// `download-without-file-type` (issue 14).
    mutating func readDownloadAttribute(of element: Int, in tree: HTMLTree) {
        let name = tree.name(of: element)
        guard name == "a" || name == "area", let value = tree.attribute("download", of: element) else { return }
        var attributes = self.attributes ?? LinkAttributes()
        attributes.download = value.trimmingCharacters(in: .whitespacesAndNewlines)
        self.attributes = attributes
    }
}
