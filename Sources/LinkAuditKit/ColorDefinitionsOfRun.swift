import LinkAuditModel
import LinkAuditReporters

/// The run's color definitions and accent color name, kept on the result for the HTML report's
/// Link colors table (issue 13).
enum ColorDefinitionsOfRun {
    static func attach(_ documents: [ExtractedDocument], to result: inout AuditResult) {
        let definitions = documents.flatMap(\.colorDefinitions)
        result.colorDefinitions = definitions.isEmpty ? nil : definitions
        result.accentColorName = documents.lazy.compactMap(\.accentColorName).first
    }
}
