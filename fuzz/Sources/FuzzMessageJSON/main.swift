import CFuzzerDriver
import Foundation
import LinkAuditFuzzing

// libFuzzer runs each input as a web message file (i18next or react-intl JSON) (FuzzInput.run); its options come from the command line.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in FuzzInput.run(data, size, format: .messageJSON) })
