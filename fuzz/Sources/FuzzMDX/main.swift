import CFuzzerDriver
import Foundation
import LinkAuditFuzzing

// libFuzzer runs each input as a Markdown page read as MDX, as a Docusaurus site's pages are (FuzzInput.run).
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in FuzzInput.run(data, size, format: .markdown, reading: .mdx) })
