import LinkAuditModel

/// Options that change what extractors produce.
public struct ExtractionOptions: Sendable {
    /// Overrides every document's render target (`--render`).
    public var render: RenderTarget?

    public init(render: RenderTarget? = nil) {
        self.render = render
    }

    func render(for format: DocumentFormat) -> RenderTarget {
        render ?? format.defaultRender
    }
}
