/// The kinds of input linkaudit reads (see `docs/model.md`, Inputs).
public enum DocumentFormat: String, Codable, Sendable, CaseIterable {
    case markdown, html, strings, stringsdict, xcstrings, xliff
    /// Swift sources: SwiftUI `Link` controls, Markdown in `Text` literals, `AttributedString` links.
    case swift
    /// An Xcode asset catalog color: `NAME.colorset/Contents.json` inside an `.xcassets` folder.
    /// Holds no links: only `ExtractedDocument.colorDefinitions`.
    case colorset
    /// Design-token JSON (`*.tokens.json`, `*.tokens`, or JSON in a `tokens`/`design-tokens`
    /// folder): only `ExtractedDocument.colorDefinitions`.
    case designTokens
    /// An Xcode project's `project.pbxproj`: only `ExtractedDocument.accentColorName`.
    case xcodeProject
    /// Android string resources: an `.xml` file in a `res/values` folder (`values`, `values-de`,
    /// `values-b+sr+Latn`), whose `<string>`, `<plurals>` and `<string-array>` items are app copy
    /// (issue 27).
    case androidStrings
    /// gettext catalogs: `.po` translations and `.pot` templates, whose messages are app copy
    /// (issue 27).
    case gettext
    /// Flutter Application Resource Bundles (`.arb`): JSON whose messages, in ICU MessageFormat,
    /// are app copy (issue 27).
    case arb
    /// JSON message files of web apps (i18next, react-intl, Docusaurus) in a recognized layout
    /// (`locales/de/common.json`, `i18n/fr/code.json`), whose messages are app copy (issue 27).
    case messageJSON

    /// Whether the format holds app copy (string tables), whose links render in SwiftUI `Text`.
    public var isAppCopy: Bool {
        switch self {
        case .markdown, .html, .swift, .colorset, .designTokens, .xcodeProject: false
        case .strings, .stringsdict, .xcstrings, .xliff, .androidStrings, .gettext, .arb, .messageJSON: true
        }
    }

    /// Whether the format's links belong to an app scope (see `docs/model.md`, Scopes): app copy and
    /// Swift sources; and the color definitions of colorsets, design tokens and project files, which
    /// the app scope's appearance rules judge.
    public var isAppScope: Bool { appPlatform != nil }

    /// The platform whose app scope the format's links belong to; `nil` for Markdown and HTML
    /// documents, each its own scope. Color definitions belong to the Apple app, whose styling
    /// resolves them.
    public var appPlatform: AppPlatform? {
        switch self {
        case .markdown, .html: nil
        case .strings, .stringsdict, .xcstrings, .xliff, .swift, .colorset, .designTokens, .xcodeProject: .apple
        case .androidStrings: .android
        case .arb: .flutter
        case .gettext, .messageJSON: .web
        }
    }

    /// Whether the format holds color definitions or the accent color's name, and never links.
    public var holdsColors: Bool { self == .colorset || self == .designTokens || self == .xcodeProject }

    /// The render target used when neither configuration nor `--render` sets one.
    /// Android resources draw in Android's views; gettext catalogs serve web and desktop apps
    /// far more than SwiftUI ones; Flutter draws its own text, whose spans the code styles; web
    /// message files are shown in a browser.
    public var defaultRender: RenderTarget {
        switch self {
        case .androidStrings: .android
        case .gettext, .arb, .messageJSON: .web
        default: isAppScope ? .swiftui : .web
        }
    }
}

/// Where a link is drawn, which decides what the platform can do with it (see `docs/model.md`, Inputs).
public enum RenderTarget: String, Codable, Sendable, CaseIterable {
    /// A run inside a SwiftUI `Text`: not focusable with Full Keyboard Access, no underline from Markdown.
    case swiftui
    /// A browser or web view: links are focusable; underline comes from CSS.
    case web
    /// An Android `TextView` span (`URLSpan`, `ClickableSpan`): underlined by default, reached by
    /// TalkBack through the text's links menu, not focusable on its own (issue 27).
    case android
}
