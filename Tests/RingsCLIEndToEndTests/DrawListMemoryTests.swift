import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 24, item 9: a draw list is read in memory bounded by its size (4 times the file and
/// 64 MB, as the README's limits state), however its JSON is built.
@Suite struct DrawListMemoryTests {
  /// The exit status and peak resident memory in bytes of `rings` run with `arguments`, its
  /// output discarded: `wait4` gives this child's own peak, whatever else runs.
  static func peakMemory(_ arguments: [String]) throws -> (status: Int32, bytes: Int) {
    let path = RingsProcess.executable.path
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor: Int32 in [0, 1, 2] {
      posix_spawn_file_actions_addopen(
        &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
    // ru_maxrss is in kilobytes on Linux; the exit status is in bits 8–15.
    return ((status >> 8) & 0xFF, usage.ru_maxrss * 1024)
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
    let (status, bytes) = try Self.peakMemory(["validate", "--draw-list", file.path])
    #expect(status == 64)
    // 8 MB of JSON: at most 4 × 8 MB + 64 MB (before the fix, 213 MB).
    #expect(bytes <= 4 * text.count + (64 << 20), "\(bytes >> 20) MiB")
  }
}
