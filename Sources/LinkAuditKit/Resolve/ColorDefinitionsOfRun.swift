import LinkAuditModel
import LinkAuditReporters

/// The run's color definitions and accent color name (issue 13): read once from the documents, for
/// the app scope's appearance rules and the HTML report's Link colors table.
struct ColorDefinitionsOfRun {
    /// Every colorset and design token of the run, in document order.
    let definitions: [ColorDefinition]
    /// The accent colorset's name the first project file sets, if any.
    let accentColorName: String?

    init(_ documents: [ExtractedDocument]) {
        definitions = documents.flatMap(\.colorDefinitions)
        accentColorName = documents.lazy.compactMap(\.accentColorName).first
    }

    /// Keeps them on the result, for the HTML report.
    func attach(to result: inout AuditResult) {
        result.colorDefinitions = definitions.isEmpty ? nil : definitions
        result.accentColorName = accentColorName
    }
}
