import CFuzzerDriver
import Foundation
import LinkAuditFuzzing

// libFuzzer runs each input as a note of an Obsidian vault, its wikilinks read (FuzzInput.run).
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in FuzzInput.run(data, size, format: .markdown, reading: .obsidianVault) })
