import Foundation
import Testing
import _ActivityRingsTestSupport

/// Issue 24, item 9: a draw list is read in memory bounded by its size (4 times the file and
/// 64 MB, as the README's limits state), however its JSON is built.
@Suite struct DrawListMemoryTests {
  /// The exit status and peak resident memory in bytes of `rings` run with `arguments`, as GNU
  /// time measures it (`Scripts/setup --tests` installs it). A child of the test process itself
  /// would inherit the test process's peak, which `wait4` would report as its own.
  static func peakMemory(_ arguments: [String], in folder: URL) throws -> (
    status: Int32, bytes: Int
  ) {
    let report = folder.appendingPathComponent("peak.txt")
    let result = try ProcessRunner.run(
      "/usr/bin/time", ["-f", "%x %M", "-o", report.path, RingsProcess.executable.path] + arguments)
    // The last line is "STATUS KILOBYTES"; a line before it may say the status in words.
    let lines = try String(contentsOf: report, encoding: .utf8).split(separator: "\n")
    let fields = (lines.last ?? "").split(separator: " ").compactMap { Int($0) }
    #expect(fields.count == 2, "\(result.standardError)")
    return (Int32(fields.first ?? -1), (fields.last ?? 0) * 1024)
  }

  @Test func aListOfManyNumbersTakesAtMostFourTimesItsSize() throws {
    let folder = try RingsProcess.temporaryFolder()
    let file = folder.appendingPathComponent("x.json")
    let count = 4_000_000
    var text = Array(#"{"x":["#.utf8)
    text.reserveCapacity(2 * count + 16)
    for _ in 1..<count { text += [UInt8(ascii: "1"), UInt8(ascii: ",")] }
    text += Array(#"1],"size":5}"#.utf8)
    try Data(text).write(to: file)
    let (status, bytes) = try Self.peakMemory(["validate", "--draw-list", file.path], in: folder)
    #expect(status == 64)
    // 8 MB of JSON: at most 4 × 8 MB + 64 MB (before the fix, 213 MB).
    #expect(bytes <= 4 * text.count + (64 << 20), "\(bytes >> 20) MiB")
  }
}
