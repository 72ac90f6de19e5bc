import Synchronization

/// Recently drawn pictures by request, so that a dashboard polling one URL costs a lookup and
/// not a drawing. Bounded by bytes: two generations of entries, the older dropped whole when
/// the newer fills half the budget, so memory stays under the budget whatever the requests.
///
/// ```swift
/// let cache = ImageCache(budgetBytes: 64 << 20)
/// cache.insert(image, for: "png|move=350/500")
/// cache.image(for: "png|move=350/500")  // image
/// ```
///
/// - Complexity: lookups and inserts O(1) amortised; an entry read from the older generation
///   moves to the newer one, so pictures in use survive the drop.
final class ImageCache: Sendable {
  private struct Generations {
    var current: [String: RenderedImage] = [:]
    var currentBytes = 0
    var previous: [String: RenderedImage] = [:]
  }

  /// The most bytes held (pictures and keys).
  let budgetBytes: Int
  private let state = Mutex(Generations())

  /// A cache of at most `budgetBytes`; 0 caches nothing.
  init(budgetBytes: Int) {
    self.budgetBytes = max(budgetBytes, 0)
  }

  /// The picture cached for `key`, if any.
  func image(for key: String) -> RenderedImage? {
    state.withLock { generations in
      if let image = generations.current[key] { return image }
      guard let image = generations.previous.removeValue(forKey: key) else { return nil }
      Self.insert(image, for: key, into: &generations, budget: budgetBytes)
      return image
    }
  }

  /// Caches `image` for `key`; a picture larger than half the budget is not kept.
  func insert(_ image: RenderedImage, for key: String) {
    state.withLock { Self.insert(image, for: key, into: &$0, budget: budgetBytes) }
  }

  private static func insert(
    _ image: RenderedImage, for key: String, into generations: inout Generations, budget: Int
  ) {
    let cost = image.body.readableBytes + key.utf8.count
    guard cost <= budget / 2 else { return }
    if generations.currentBytes + cost > budget / 2 {
      generations.previous = generations.current
      generations.current = [:]
      generations.currentBytes = 0
    }
    if generations.current.updateValue(image, forKey: key) == nil {
      generations.currentBytes += cost
    }
  }
}
