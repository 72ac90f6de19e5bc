import ActivityRings
import ActivityRingsCairo
import ActivityRingsGIF
import Dispatch
import Synchronization
import Testing
import _ActivityRingsTestSupport

/// GIFs encoded at the same time are the bytes each gets alone: giflib's quantiser sorts through
/// a static variable, so `rings export` drawing GIFs side by side once gave colours a few
/// levels off (37/255 where 29 is the most alone; seen under AddressSanitizer's timing).
@Suite struct GIFConcurrencyTests {
  @Test func stillsEncodedSideBySideAreTheStillsEncodedAlone() throws {
    let images = try SnapshotCorpus.entries.prefix(8).map {
      try CairoRenderer().image($0.scene.drawList())
    }
    let alone = try images.map { try GIFEncoder().encode($0) }
    let together = Mutex([[UInt8]?](repeating: nil, count: images.count * 4))
    DispatchQueue.concurrentPerform(iterations: images.count * 4) { index in
      let bytes = try? GIFEncoder().encode(images[index % images.count])
      together.withLock { $0[index] = bytes }
    }
    for (index, bytes) in together.withLock({ $0 }).enumerated() {
      #expect(bytes == alone[index % images.count], "image \(index % images.count)")
    }
  }
}
