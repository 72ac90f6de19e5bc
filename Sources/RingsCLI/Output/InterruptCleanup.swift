#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removes the temporary files of writes in progress, and the folders this run created for them,
/// when the process is interrupted (Ctrl-C, SIGTERM, SIGHUP), then dies of the same signal, so an
/// interrupted `rings` leaves nothing behind.
///
/// ```swift
/// InterruptCleanup.install()
/// InterruptCleanup.track("/out/.rings.png.rings-Ab12Cd", kind: .file)
/// // … write …
/// InterruptCleanup.holdingInterrupts { rename(temporary, "/out/rings.png") }
/// InterruptCleanup.untrack("/out/.rings.png.rings-Ab12Cd")
/// ```
///
/// While ``holdingInterrupts(_:)`` runs (the renames that publish finished files), a signal is
/// held and delivered when it returns, so a set of files is published whole or not at all.
///
/// The paths live in one fixed C buffer, because a signal handler may only touch such memory:
/// each entry is a kind byte (`f` or `d`), the path and a NUL. Paths that no longer fit are not
/// tracked (256 KiB holds thousands of them).
enum InterruptCleanup {
  /// What a tracked path is, which decides how it is removed.
  enum Kind: UInt8 {
    /// A temporary file: unlinked.
    case file = 0x66  // "f"
    /// A folder this run created: removed when empty.
    case directory = 0x64  // "d"
  }

  private static let capacity = 1 << 18
  nonisolated(unsafe) private static let buffer = UnsafeMutablePointer<CChar>.allocate(
    capacity: capacity)
  nonisolated(unsafe) private static var used: sig_atomic_t = 0
  nonisolated(unsafe) private static var isHolding: sig_atomic_t = 0
  nonisolated(unsafe) private static var heldSignal: sig_atomic_t = 0
  nonisolated(unsafe) private static var isInstalled = false
  /// Set while terminal playback has hidden the cursor: a signal shows it again first.
  nonisolated(unsafe) private static var cursorIsHidden: sig_atomic_t = 0
  /// What a signal writes to standard output while the cursor is hidden: reset colours, show
  /// the cursor, end the line.
  private static let cursorRestore: [UInt8] = Array("\u{1B}[0m\u{1B}[?25h\n".utf8)

  /// Records whether terminal playback has hidden the cursor, so that Ctrl-C (or SIGTERM,
  /// SIGHUP) shows it again before the process ends.
  static func setCursorHidden(_ hidden: Bool) {
    install()
    // Initialise the lazily made bytes here, never first inside the signal handler.
    _ = cursorRestore.count
    cursorIsHidden = hidden ? 1 : 0
  }

  /// Installs the handlers once.
  static func install() {
    guard !isInstalled else { return }
    isInstalled = true
    // Touch the buffer now: the handler must not be the first to initialise it.
    buffer[0] = 0
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { signal in
        if InterruptCleanup.isHolding != 0 {
          InterruptCleanup.heldSignal = signal
          return
        }
        InterruptCleanup.die(of: signal)
      }
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, nil)
    }
  }

  /// Records a path to remove if the process is interrupted.
  static func track(_ path: String, kind: Kind) {
    let bytes = [CChar(bitPattern: kind.rawValue)] + Array(path.utf8CString)
    let start = Int(used)
    guard start + bytes.count <= capacity else { return }
    for (index, byte) in bytes.enumerated() { buffer[start + index] = byte }
    used = sig_atomic_t(start + bytes.count)
  }

  /// Stops tracking a path (it was published or removed).
  static func untrack(_ path: String) {
    let wanted = Array(path.utf8CString)
    var start = 0
    let end = Int(used)
    while start < end {
      var stop = start + 1
      while stop < end && buffer[stop] != 0 { stop += 1 }
      let length = stop + 1 - start
      if length - 1 == wanted.count
        && (0..<wanted.count).allSatisfy({ buffer[start + 1 + $0] == wanted[$0] })
      {
        // Entries before this one stay tracked while the later ones move down.
        used = sig_atomic_t(start)
        for index in (start + length)..<end { buffer[index - length] = buffer[index] }
        used = sig_atomic_t(end - length)
        return
      }
      start = stop + 1
    }
  }

  /// Stops tracking every path.
  static func untrackAll() {
    used = 0
  }

  /// Runs `body` with SIGINT, SIGTERM and SIGHUP held; a signal that arrives meanwhile takes
  /// effect (cleanup, then death) when `body` has finished. Installs the handlers if needed.
  ///
  /// - Complexity: no more than `body`.
  static func holdingInterrupts<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    // Nested holds deliver the held signal when the outermost one ends.
    install()
    let isOutermost = isHolding == 0
    isHolding = 1
    defer {
      if isOutermost {
        isHolding = 0
        let signal = heldSignal
        if signal != 0 { die(of: signal) }
      }
    }
    return try body()
  }

  /// Removes what is tracked, newest first, and raises `signal` again with its default action:
  /// at once outside a handler, on the handler's return inside one. Async-signal-safe: only
  /// `unlink`, `rmdir`, `signal` and `raise`, on the fixed buffer.
  private static func die(of signal: Int32) {
    if cursorIsHidden != 0 {
      // write(2) is async-signal-safe; the bytes were made before any signal could arrive.
      cursorRestore.withUnsafeBufferPointer { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }
    var end = Int(used)
    while end > 0 {
      // Each entry ends with a NUL at `end - 1`; find the one before it.
      var start = end - 1
      while start > 0 && buffer[start - 1] != 0 { start -= 1 }
      let path = buffer + start + 1
      if UInt8(bitPattern: buffer[start]) == Kind.directory.rawValue {
        rmdir(path)
      } else {
        unlink(path)
      }
      end = start
    }
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
  }
}
