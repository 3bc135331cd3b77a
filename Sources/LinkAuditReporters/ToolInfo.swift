/// The tool's name and version, as reports show them.
public enum ToolInfo {
    public static let name = "linkaudit"
    public static let version = "0.1.0"
    public static let informationURI = "https://example.invalid/linkaudit"
}
