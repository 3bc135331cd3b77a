/// A control in Swift code whose action opens a URL (`UIApplication.shared.open`, `openURL(…)`,
/// `NSWorkspace.shared.open`) instead of being a `Link`: VoiceOver announces it as a button, not
/// a link (`button-opens-url`; link-standalone card).
public struct URLOpener: Hashable, Codable, Sendable {
    /// What the user activates.
    public enum Kind: String, Codable, Sendable {
        /// A SwiftUI `Button`.
        case button
        /// A view with `.onTapGesture`: no control at all for assistive technologies.
        case tapGesture
    }

    public var kind: Kind
    /// The URL opened, when the code gives it as a literal (`URL(string: "https://…")!`); `nil` when
    /// it is computed at run time.
    public var destination: String?
    /// File path, relative to the working directory.
    public var file: String
    /// Where the control starts (the `Button` call, or the `.` of `.onTapGesture`), 1-based line and
    /// UTF-8 byte column.
    public var position: SourcePosition?
    /// The control's title when written as a literal, else `nil`.
    public var title: String?
    /// The call that opens the URL, as written without whitespace (`UIApplication.shared.open`).
    public var opener: String

    public init(kind: Kind, destination: String? = nil, file: String, position: SourcePosition?, title: String?, opener: String) {
        self.kind = kind
        self.destination = destination
        self.file = file
        self.position = position
        self.title = title
        self.opener = opener
    }
}
