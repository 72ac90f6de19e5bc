#ifndef CFUZZER_DRIVER_H
#define CFUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

// libFuzzer's entry point for a program with its own main (linked with -sanitize=fuzzer).
// SwiftPM names an executable's main itself, so each fuzz target's main.swift calls this with
// its test function.
int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*test_one_input)(const uint8_t *data, size_t size));

#endif
