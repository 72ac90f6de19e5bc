#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removes the temporary file of a write in progress when the process is interrupted (Ctrl-C,
/// SIGTERM, SIGHUP), then dies of the same signal, so an interrupted `rings` leaves nothing
/// behind.
///
/// ```swift
/// InterruptCleanup.install()
/// InterruptCleanup.pending("/out/.rings.png.rings-Ab12Cd")
/// // … write …
/// InterruptCleanup.pending(nil)
/// ```
///
/// The path lives in a fixed C buffer, because a signal handler may only touch such memory.
enum InterruptCleanup {
  private static let capacity = 4096
  nonisolated(unsafe) private static var buffer = UnsafeMutablePointer<CChar>.allocate(
    capacity: capacity)
  nonisolated(unsafe) private static var isPending: sig_atomic_t = 0
  nonisolated(unsafe) private static var isInstalled = false

  /// Installs the handlers once.
  static func install() {
    guard !isInstalled else { return }
    isInstalled = true
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { signal in
        if InterruptCleanup.isPending != 0 { unlink(InterruptCleanup.buffer) }
        Glibc.signal(signal, SIG_DFL)
        raise(signal)
      }
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, nil)
    }
  }

  /// Records the temporary file being written, or nil when none is.
  static func pending(_ path: String?) {
    guard let path else {
      isPending = 0
      return
    }
    let bytes = Array(path.utf8CString.prefix(capacity - 1)) + [0]
    isPending = 0
    for (index, byte) in bytes.enumerated() { buffer[index] = byte }
    isPending = 1
  }
}
