import ActivityRings
import _ActivityRingsPlatform

/// The name of a temporary file beside its destination, `.<name>.rings-<pid>-XXXXXX`: hidden,
/// its destination's name first, then the writer's process id and six random letters and
/// digits, as `mkstemp(3)` would pick them. When the whole would be longer than the file
/// system's longest name, the destination's name is cut short in it (by bytes: a name of 250
/// bytes is written as well as one of 10).
///
/// ```swift
/// TemporaryName.make(for: "today.png")                          // ".today.png.rings-4242-a1B2c3"
/// TemporaryName.writer(of: ".today.png.rings-4242-a1B2c3")      // 4242
/// ```
enum TemporaryName {
  /// What separates a destination's name from the writer's process id.
  static let marker = ".rings-"

  /// The letters and digits of the random part.
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)

  /// A fresh temporary name for `name`, for this process, of at most `longestName` bytes.
  static func make(for name: String, longestName: Int = 255) -> String {
    var random = SystemRandomNumberGenerator()
    let letters = (0..<6).map { _ in
      alphabet[Int(random.next(upperBound: UInt(alphabet.count)))]
    }
    let suffix = marker + String(getpid()) + "-" + String(decoding: letters, as: UTF8.self)
    let kept = PathEncoding.bytes(of: name).prefix(max(longestName - 1 - suffix.utf8.count, 1))
    return "." + PathEncoding.string(fromBytes: kept) + suffix
  }

  /// The process id in a temporary file's name, or nil when the name is not one of ours.
  static func writer(of name: String) -> pid_t? {
    guard name.hasPrefix("."), let range = name.ranges(of: marker).last else {
      return nil
    }
    let rest = name[range.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
    guard rest.count == 2, rest[1].count == 6,
      rest[1].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
      let pid = pid_t(rest[0]), pid > 0
    else { return nil }
    return pid
  }
}
