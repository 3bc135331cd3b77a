/// MDX pages by their name (issue 24, section 2): found in folder runs and read as MDX
/// (`MDXMasking`), whatever their site.
public enum MDXPage {
    /// Whether a path names an MDX page: its name ends in `.mdx`, in any case (compared as bytes).
    public static func isMDX(path: String) -> Bool {
        path.utf8.count > 4 && zip(path.utf8.suffix(4), ".mdx".utf8).allSatisfy { $0 | 0x20 == $1 }
    }
}
