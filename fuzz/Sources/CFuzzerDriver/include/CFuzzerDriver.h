// libFuzzer's driver, for an executable that has its own main (SwiftPM executables do: it links
// `main` to the module's entry point). Defined in the compiler-rt libFuzzer library that
// `-sanitize=fuzzer` links.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
