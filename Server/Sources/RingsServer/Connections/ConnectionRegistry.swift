import NIOCore
import Synchronization

/// Every open connection of the server, and its phase, so that the server stays under its
/// connection limit without refusing anyone: a connection past the limit closes the one that
/// has been idle or unfinished for longest (``ConnectionPhase/evictionRank``), and only when
/// every other connection is being answered is the new one refused (a 503).
///
/// ```swift
/// let registry = ConnectionRegistry(maximum: 480)
/// guard let id = registry.open(since: .now(), evict: { channel.close(promise: nil) }) else {
///   // refused: every other connection is being answered
/// }
/// registry.update(id, phase: .answering, since: .now())
/// registry.close(id)
/// ```
///
/// - Complexity: opening is O(1) under the limit, O(connections) at it (the eviction's
///   search); updates and closes are O(1).
final class ConnectionRegistry: Sendable {
  /// A connection's number in the registry.
  typealias ID = Int

  private struct Entry {
    var phase: ConnectionPhase
    /// When the connection entered its phase.
    var since: NIODeadline
    /// Closes the connection, from any thread.
    var evict: @Sendable () -> Void
  }

  private struct State {
    var nextID: ID = 0
    var entries: [ID: Entry] = [:]
  }

  /// The most connections open at once, at least 1.
  let maximum: Int
  private let state = Mutex(State())

  /// A registry of at most `maximum` connections.
  init(maximum: Int) {
    self.maximum = max(1, maximum)
  }

  /// What each connection open now is doing, in no order.
  var phases: [ConnectionPhase] { state.withLock { $0.entries.values.map(\.phase) } }

  /// Registers a new idle connection; at the limit, first closes the one idle or unfinished
  /// for longest.
  ///
  /// - Parameter evict: closes the connection when a later one needs its place.
  /// - Returns: its number, or nil when every other connection is being answered, so the new
  ///   one is refused (and not registered).
  func open(since now: NIODeadline, evict: @escaping @Sendable () -> Void) -> ID? {
    let (id, victim) = state.withLock { state -> (ID?, (@Sendable () -> Void)?) in
      var victim: (@Sendable () -> Void)?
      if state.entries.count >= maximum {
        guard let oldest = Self.oldestEvictable(in: state.entries) else { return (nil, nil) }
        victim = state.entries.removeValue(forKey: oldest)?.evict
      }
      let id = state.nextID
      state.nextID += 1
      state.entries[id] = Entry(phase: .idle, since: now, evict: evict)
      return (id, victim)
    }
    // Outside the lock: closing hops to the victim's event loop.
    victim?()
    return id
  }

  /// Records that connection `id` entered `phase` at `since`.
  func update(_ id: ID, phase: ConnectionPhase, since: NIODeadline) {
    state.withLock { state in
      state.entries[id]?.phase = phase
      state.entries[id]?.since = since
    }
  }

  /// Forgets connection `id`, closed.
  func close(_ id: ID) {
    _ = state.withLock { $0.entries.removeValue(forKey: id) }
  }

  /// The connection to close first: the lowest rank, the longest in its phase within it.
  private static func oldestEvictable(in entries: [ID: Entry]) -> ID? {
    var best: (id: ID, rank: Int, since: NIODeadline)?
    for (id, entry) in entries {
      guard let rank = entry.phase.evictionRank else { continue }
      if let current = best, (current.rank, current.since) <= (rank, entry.since) { continue }
      best = (id, rank, entry.since)
    }
    return best?.id
  }
}
