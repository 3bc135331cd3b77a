import LinkAuditModel

/// Options that change what extractors produce.
public struct ExtractionOptions: Sendable {
    /// Overrides every document's render target (`--render`).
    public var render: RenderTarget?
    /// The path relative destinations resolve against when it is not the file's own (a file
    /// outside the working directory: its path below the audit root); `nil` for the file's path.
    public var documentPath: String?

    public init(render: RenderTarget? = nil) {
        self.render = render
    }

    func render(for format: DocumentFormat) -> RenderTarget {
        render ?? format.defaultRender
    }
}
