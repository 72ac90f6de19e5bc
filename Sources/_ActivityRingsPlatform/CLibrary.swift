// The C library of the platform being built for, re-exported: one import for every module
// that calls it (`import _ActivityRingsPlatform`), in place of a `#if canImport(Glibc)` block
// in each file: Glibc (Debian, Ubuntu, Fedora), Musl (Alpine, the static Linux SDK), Bionic
// (Android), WASI's libc, Windows' universal C runtime or Darwin. Built and tested here on
// Glibc; see PlatformDifferences.swift for what the others lack.
#if canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#elseif canImport(Android)
  @_exported import Android
#elseif canImport(WASILibc)
  @_exported import WASILibc
#elseif canImport(ucrt)
  @_exported import ucrt
#elseif canImport(Darwin)
  @_exported import Darwin
#else
  #error("ActivityRings needs a C library: Glibc, Musl, Bionic, WASI libc, ucrt or Darwin")
#endif
