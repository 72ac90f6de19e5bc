import NIOCore
import NIOPosix
import Synchronization

/// The heavy answers worked out at once: reports, statistics, animations and pictures of more
/// than ``PictureResponder/lightPixels``. However many are asked for, at most ``running`` are
/// drawn at a time, each on one thread of NIO's pool, ``waiting`` more wait for them in order,
/// and the rest are a 503 with `Retry-After` at once, so that the rest of the server (small
/// pictures, cached answers, HTTP) keeps a core and memory stays bounded.
///
/// ```swift
/// let heavy = HeavyWork(running: 1, waiting: 2)
/// let bytes = try await heavy.run { try renderers.renderAnimation(plan, as: .png) }
/// ```
///
/// By default ``running`` is one less than the processors, at least 1 (1 on two cores), and the
/// renderers draw each animation on one thread (``ServerRenderers``), so heavy work uses at most
/// that many cores.
final class HeavyWork: Sendable {
  /// `Retry-After` of the 503, in seconds: about what one heavy answer at the pixel budget
  /// takes on one core.
  static let retryAfterSeconds = 2

  /// The most heavy answers drawn at once, at least 1.
  let running: Int
  /// The most heavy answers waiting for one of those, at least 0.
  let waiting: Int

  private struct State {
    var running = 0
    /// Who waits, first come first served; each is resumed with the slot of one that ended.
    var queue: [CheckedContinuation<Bool, Never>] = []
  }
  private let state = Mutex(State())

  /// How many heavy answers wait now.
  var waitingNow: Int { state.withLock { $0.queue.count } }

  /// One less than the processors NIO counts (their cgroup share included), at least 1: the
  /// default of ``running``.
  static var defaultRunning: Int { max(1, System.coreCount - 1) }

  /// A gate of `running` at once and `waiting` more.
  init(running: Int, waiting: Int) {
    self.running = max(1, running)
    self.waiting = max(0, waiting)
  }

  /// `work` on NIO's thread pool once a place is free, after those asked for before it.
  ///
  /// - Throws: a 503 ``RequestProblem`` with `Retry-After` at once when ``running`` are drawn
  ///   and ``waiting`` wait; what `work` throws.
  func run<Value: Sendable>(_ work: @escaping @Sendable () throws(RequestProblem) -> Value)
    async throws -> Value
  {
    guard await admit() else {
      throw RequestProblem.busy(
        "heavy answers (reports, statistics, animations, large pictures)",
        retryAfter: Self.retryAfterSeconds)
    }
    defer { release() }
    return try await NIOThreadPool.singleton.runIfActive { try work() }
  }

  /// Whether the caller may draw: at once when a place is free, after waiting its turn when
  /// the line has room, false when it has none.
  private func admit() async -> Bool {
    await withCheckedContinuation { continuation in
      enum Outcome { case run, queued, refused }
      // Deciding and joining the line under one lock: a place freed in between would be lost.
      let outcome = state.withLock { state -> Outcome in
        if state.running < running {
          state.running += 1
          return .run
        }
        guard state.queue.count < waiting else { return .refused }
        state.queue.append(continuation)
        return .queued
      }
      switch outcome {
      case .run: continuation.resume(returning: true)
      case .refused: continuation.resume(returning: false)
      case .queued: break
      }
    }
  }

  /// Hands the place to the first in line, or frees it.
  private func release() {
    let next = state.withLock { state -> CheckedContinuation<Bool, Never>? in
      guard !state.queue.isEmpty else {
        state.running -= 1
        return nil
      }
      return state.queue.removeFirst()
    }
    next?.resume(returning: true)
  }
}
