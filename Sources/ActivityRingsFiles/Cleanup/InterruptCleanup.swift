import ActivityRings
import Synchronization
import _ActivityRingsPlatform

/// Removes the temporary files of writes in progress, and the folders a write created for them,
/// when the process is interrupted (Ctrl-C, SIGTERM, SIGHUP), then lets the process die of the
/// same signal, so an interrupted program leaves nothing behind.
///
/// ``AtomicFileWriter`` and ``AtomicFileSetWriter`` install the handlers and track their own
/// temporary files; a program that makes temporary files of its own can track them too:
///
/// ```swift
/// InterruptCleanup.install()
/// InterruptCleanup.track("/out/.part.tmp", kind: .file)
/// // … write /out/.part.tmp …
/// InterruptCleanup.holdingInterrupts { _ = rename("/out/.part.tmp", "/out/part") }
/// InterruptCleanup.untrack("/out/.part.tmp")
/// ```
///
/// While ``holdingInterrupts(_:)`` runs (the renames that publish finished files), a signal is
/// held and takes effect when it returns, so a set of files is published whole or not at all.
/// ``writeOnInterrupt(_:)`` gives bytes to write to standard output before dying, such as the
/// escape sequence that shows a hidden terminal cursor again.
///
/// The handlers replace any earlier handlers of SIGINT, SIGTERM and SIGHUP. The paths live in
/// one fixed buffer, because a signal handler may only touch such memory: each entry is a kind
/// byte (`f` or `d`), the path and a NUL. Paths that no longer fit are not tracked (256 KiB
/// holds thousands of them).
public enum InterruptCleanup {
  /// What a tracked path is, which decides how it is removed.
  public enum Kind: UInt8, Sendable {
    /// A temporary file: unlinked.
    case file = 0x66  // "f"
    /// A folder made for the output: removed when empty.
    case directory = 0x64  // "d"
  }

  private static let capacity = 1 << 18
  nonisolated(unsafe) private static let buffer = UnsafeMutablePointer<CChar>.allocate(
    capacity: capacity)
  nonisolated(unsafe) private static var used: sig_atomic_t = 0
  /// The bytes ``writeOnInterrupt(_:)`` set, and how many of them count (0: none).
  private static let farewellCapacity = 256
  nonisolated(unsafe) private static let farewell = UnsafeMutablePointer<UInt8>.allocate(
    capacity: farewellCapacity)
  nonisolated(unsafe) private static var farewellCount: sig_atomic_t = 0
  /// Whether a ``holdingInterrupts(_:)`` is running, as the handler reads it.
  nonisolated(unsafe) private static var isHolding: sig_atomic_t = 0
  /// A signal that arrived while holding, delivered when the hold ends.
  nonisolated(unsafe) private static var heldSignal: sig_atomic_t = 0
  /// Callers' side of the state, one at a time: installed or not, and how deep the holds are.
  private static let state = Mutex(State())

  /// What only callers (never the handler) change.
  private struct State {
    var isInstalled = false
    var holds = 0
  }

  /// Installs the handlers, once; later calls do nothing.
  public static func install() {
    state.withLock { state in
      guard !state.isInstalled else { return }
      state.isInstalled = true
      // Touch the buffers now: the handler must not be the first to use them.
      buffer[0] = 0
      farewell[0] = 0
      for signal in [SIGINT, SIGTERM, SIGHUP] {
        setSignalHandler(signal, handle)
      }
    }
  }

  /// Records a path to remove if the process is interrupted.
  public static func track(_ path: String, kind: Kind) {
    state.withLock { _ in
      let bytes = [CChar(bitPattern: kind.rawValue)] + cString(path)
      let start = Int(used)
      guard start + bytes.count <= capacity else { return }
      for (index, byte) in bytes.enumerated() { buffer[start + index] = byte }
      used = sig_atomic_t(start + bytes.count)
    }
  }

  /// Stops tracking a path (it was published or removed).
  public static func untrack(_ path: String) {
    state.withLock { _ in
      let wanted = cString(path)
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
  }

  /// `path`'s bytes (``PathEncoding``) and a NUL, as the handler passes them to `unlink`.
  private static func cString(_ path: String) -> [CChar] {
    (PathEncoding.bytes(of: path) + [0]).map { CChar(bitPattern: $0) }
  }

  /// Sets the bytes to write to standard output when a signal ends the process, before the
  /// tracked paths are removed (at most 256; nil or empty for none). Installs the handlers.
  ///
  /// ```swift
  /// InterruptCleanup.writeOnInterrupt(Array("\u{1B}[0m\u{1B}[?25h\n".utf8))  // cursor back
  /// defer { InterruptCleanup.writeOnInterrupt(nil) }
  /// ```
  public static func writeOnInterrupt(_ bytes: [UInt8]?) {
    install()
    state.withLock { _ in
      let kept = (bytes ?? []).prefix(farewellCapacity)
      farewellCount = 0
      for (index, byte) in kept.enumerated() { farewell[index] = byte }
      farewellCount = sig_atomic_t(kept.count)
    }
  }

  /// Runs `body` with SIGINT, SIGTERM and SIGHUP held; a signal that arrives meanwhile takes
  /// effect (cleanup, then death) when the outermost hold ends. Installs the handlers.
  ///
  /// - Complexity: no more than `body`.
  public static func holdingInterrupts<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    install()
    state.withLock { state in
      state.holds += 1
      isHolding = 1
    }
    defer {
      let signal = state.withLock { state -> sig_atomic_t in
        state.holds -= 1
        guard state.holds == 0 else { return 0 }
        isHolding = 0
        return heldSignal
      }
      if signal != 0 { die(of: signal) }
    }
    return try body()
  }

  /// The handler: hold the signal, or clean up and die.
  private static let handle: @convention(c) (Int32) -> Void = { signal in
    if InterruptCleanup.isHolding != 0 {
      InterruptCleanup.heldSignal = signal
      return
    }
    InterruptCleanup.die(of: signal)
  }

  /// Writes the farewell bytes, removes what is tracked, newest first, and raises `signal`
  /// again with its default action: at once outside a handler, on the handler's return inside
  /// one. Async-signal-safe: only `write`, `unlink`, `rmdir`, `signal` and `raise`, on the
  /// fixed buffers.
  private static func die(of signal: Int32) {
    let count = Int(farewellCount)
    if count > 0 {
      _ = write(STDOUT_FILENO, farewell, count)
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
    restoreDefaultSignalAction(signal)
    raise(signal)
  }
}
