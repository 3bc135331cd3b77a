// Written by a code generator from the string tables: one accessor for each key.
import Foundation

internal enum L10n {
    /// Charges follow our billing terms, explained %@.
    internal static func billingTermsSentence(_ p1: Any) -> String {
        return L10n.tr(
            "Localizable", "billing_terms_sentence", String(describing: p1), fallback: "Charges follow our billing terms, explained %@.")
    }
    /// here
    internal static var billingTermsAnchor: String { return L10n.tr("Localizable", "billing_terms_anchor", fallback: "here") }
    internal enum Billing {
        /// Billing help center
        internal static var supportTitle: String { return L10n.tr("Localizable", "billing_support_title", fallback: "Billing help center") }
    }
}

extension L10n {
    private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
        let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
        return String(format: format, locale: Locale.current, arguments: args)
    }
}
