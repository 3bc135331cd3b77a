import LinkAuditExtractors
import LinkAuditModel
import LinkAuditRules

extension AppTables {
    /// The app scope's tables, made from extracted values only: `links` (numbered, in report
    /// order), the string-table `values` of the keys they name, and from the run's `documents`
    /// their source-language reference links, the controls that open URLs, where each key is
    /// shown (`keyShownIn`, from ``KeyCallSites/usesByKey(in:)``), and the colors; the configured
    /// standalone destinations normalized once, and each platform's app scope as configured.
    static func resolved(
        links: [Link], values: [AppCopyValue], documents: [ExtractedDocument], keyShownIn: [LocalizedKey: [KeyCall]],
        colors: ColorDefinitionsOfRun, configuration: Configuration
    ) -> AppTables {
        var referenceLinks = documents.flatMap(\.sourceLinks)
        configuration.placeInAppScopes(&referenceLinks)
        var tables = AppTables(
            links: links, values: values, referenceLinks: referenceLinks, urlOpeners: documents.flatMap(\.urlOpeners),
            keyShownIn: keyShownIn, colorDefinitions: colors.definitions, accentColorName: colors.accentColorName,
            standaloneDestinations: Set(
                configuration.standaloneDestinations.compactMap { DestinationNormalizer.normalize($0, documentPath: "") }),
            sourceLanguage: configuration.sourceLanguage)
        tables.sourcesScope = configuration.appScope(ScopeID(platform: .apple))
        tables.otherPlatformTables = Set(documents.lazy.filter { $0.format.isAppCopy && $0.format.appPlatform != .apple }.map(\.file))
        return tables
    }
}
