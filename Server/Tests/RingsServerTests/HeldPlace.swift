import Foundation

@testable import RingsServer

/// A heavy answer that keeps its place in a server's ``HeavyWork`` until the test lets it go:
/// for what the server does while heavy work is busy.
///
/// ```swift
/// let held = await HeldPlace.hold(server.server.responder.heavyWork)
/// // … requests while the place is taken …
/// try await held.release()
/// ```
final class HeldPlace: Sendable {
  private let entered = DispatchSemaphore(value: 0)
  private let released = DispatchSemaphore(value: 0)
  private let task: Task<Void, any Error>

  private init(_ gate: HeavyWork) {
    let (entered, released) = (entered, released)
    task = Task.detached {
      try await gate.run {
        entered.signal()
        released.wait()
      }
    }
  }

  /// Takes a place in `gate`, and returns once it is taken.
  static func hold(_ gate: HeavyWork) async -> HeldPlace {
    let held = HeldPlace(gate)
    await withCheckedContinuation { continuation in
      // Waited for on a thread of its own, not one of the concurrency threads nor Dispatch's
      // (which on Linux runs no more blocked work at once than there are cores).
      Thread.detachNewThread {
        held.entered.wait()
        continuation.resume()
      }
    }
    return held
  }

  /// Gives the place back, and waits until it is given.
  func release() async throws {
    released.signal()
    try await task.value
  }
}
