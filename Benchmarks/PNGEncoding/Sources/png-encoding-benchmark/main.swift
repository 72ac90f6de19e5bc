// Prints one line per encoder and picture: the median time of RUNS encodes (31 by default) and
// the file's size. Run it in a release build; compare ratios within one run, not across runs.
import ActivityRings
import ActivityRingsCairo
import ActivityRingsPNG
import CLibpng
import Foundation

/// Seconds on the monotonic clock.
func now() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_MONOTONIC, &t)
  return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// The median time of `reps` calls, in milliseconds, and the size the last call returned.
func median(_ body: () throws -> Int, reps: Int) rethrows -> (ms: Double, bytes: Int) {
  var times: [Double] = []
  var bytes = 0
  for _ in 0..<reps {
    let start = now()
    bytes = try body()
    times.append(now() - start)
  }
  times.sort()
  return (times[times.count / 2] * 1000, bytes)
}

let summary = ActivitySummary(
  activeEnergyBurned: 350, activeEnergyBurnedGoal: 500, appleExerciseTime: 89,
  appleExerciseTimeGoal: 30, appleStandHours: 8, appleStandHoursGoal: 12)
let cases: [(String, Double, RenderScale, RingBackground)] = [
  ("64 pt @3x (192 px), black", 64, .x3, .black),
  ("160 pt @3x (480 px), black", 160, .x3, .black),
  ("512 pt @1x (512 px), black", 512, .x1, .black),
  ("1024 pt @2x (2048 px), black", 1024, .x2, .black),
  ("160 pt @3x (480 px), circle (RGBA)", 160, .x3, .circle),
]
let reps = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 31
print("encoder | picture | median ms | bytes")
for (name, side, scale, background) in cases {
  let scene = try RingScene(
    summary: summary, size: CanvasSize(side: side), scale: scale,
    options: RingOptions(background: background))
  let image = try CairoRenderer().image(scene.drawList())
  let opaque = stride(from: 3, to: image.bytes.count, by: 4).allSatisfy { image.bytes[$0] == 255 }
  let ppm = Double(PNGEncoder.pixelsPerMetre(at: scale))
  func libpng(_ level: Int32, _ filters: Int32) -> Int {
    var out: UnsafeMutablePointer<UInt8>?
    let size = image.bytes.withUnsafeBufferPointer {
      libpng_encode(
        $0.baseAddress, Int32(image.width), Int32(image.height), opaque ? 1 : 0, level, filters,
        ppm, &out)
    }
    free(out)
    return size
  }
  let rows: [(String, () throws -> Int)] = [
    (
      "ours .fast (zlib 1, no filter)",
      { try PNGEncoder(compression: .fast, scale: scale).encode(image).count }
    ),
    ("libpng zlib 1, no filter", { libpng(1, 0x08) }),
    ("libpng zlib 1, adaptive", { libpng(1, 0xF8) }),
    ("libpng zlib 6, adaptive (Cairo's writer)", { libpng(6, 0xF8) }),
    (
      "ours .maximum (zlib 9, best of none/adaptive)",
      { try PNGEncoder(compression: .maximum, scale: scale).encode(image).count }
    ),
    ("libpng zlib 9, adaptive", { libpng(9, 0xF8) }),
    ("libpng zlib 9, no filter", { libpng(9, 0x08) }),
  ]
  for (label, body) in rows {
    let result = try median(body, reps: side >= 1024 ? max(5, reps / 4) : reps)
    print("\(label) | \(name) | \(String(format: "%.2f", result.ms)) | \(result.bytes)")
  }
}
