import CFuzzerDriver
import Foundation
import LinkAuditFuzzing

// libFuzzer runs each input as a design-token file (`*.tokens.json`; FuzzInput.run).
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in FuzzInput.run(data, size, format: .designTokens) })
