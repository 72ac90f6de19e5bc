/// A file's path as the system names it — any bytes but NUL, not always UTF-8 — carried in a
/// `String` without loss, so that `rings -o $'\x80.svg'` writes `\x80.svg` and never the
/// unrelated `�.svg` that a lossy decoding (`CommandLine.arguments`, `String(cString:)`) names.
///
/// ```swift
/// let path = PathEncoding.string(fromBytes: [0x80, 0x2E, 0x73, 0x76, 0x67])  // "\u{10FF80}.svg"
/// PathEncoding.bytes(of: path)                   // [0x80, 0x2E, 0x73, 0x76, 0x67]
/// QuotedText.quoted(path)                        // "'\\x80.svg'"
/// PathEncoding.withCString(path) { open($0, O_WRONLY) }  // the bytes, NUL-terminated
/// ```
///
/// Bytes that are UTF-8 become the characters they spell. Each byte that is not part of valid
/// UTF-8 becomes one of the last 128 code points of Unicode's plane 16 (private use):
/// byte `0xNN` is U+10FFNN, for `0x80`…`0xFF`. (Python's `surrogateescape` maps such bytes to
/// lone surrogates, which a Swift `String` cannot hold.) The bytes of a real U+10FF80…U+10FFFF
/// are escaped the same way, one code point a byte, so every byte sequence reads back exactly:
/// `bytes(of: string(fromBytes: b)) == b` for every `b`. The other way, a `String` a program
/// builds that holds one of those 128 code points names the byte it stands for.
///
/// ``QuotedText`` shows an escaped byte as `\x80`, so messages name the file the system has.
public enum PathEncoding {
  /// U+10FF00: byte `b` (0x80…0xFF) that is not UTF-8 is `escapeBase + b`.
  static let escapeBase: UInt32 = 0x10FF00

  /// The path whose bytes are `bytes`, losslessly.
  ///
  /// - Complexity: O(`bytes.count`).
  public static func string(fromBytes bytes: some Collection<UInt8>) -> String {
    let bytes = Array(bytes)
    if bytes.allSatisfy({ $0 < 0x80 }) {
      return String(decoding: bytes, as: UTF8.self)
    }
    var result = ""
    result.unicodeScalars.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let length = validSequenceLength(in: bytes, at: index)
      if length == 0 {
        result.unicodeScalars.append(escape(bytes[index]))
        index += 1
        continue
      }
      let scalar = decode(bytes[index..<(index + length)])
      if scalar.value >= escapeBase + 0x80 {
        // A real U+10FF80…U+10FFFF: byte by byte, so it cannot be taken for escaped bytes.
        for byte in bytes[index..<(index + length)] { result.unicodeScalars.append(escape(byte)) }
      } else {
        result.unicodeScalars.append(scalar)
      }
      index += length
    }
    return result
  }

  /// The bytes `path` names: escaped bytes as themselves, everything else as UTF-8.
  ///
  /// - Complexity: O(`path.utf8.count`).
  public static func bytes(of path: some StringProtocol) -> [UInt8] {
    guard path.unicodeScalars.contains(where: { escapedByte($0) != nil }) else {
      return Array(path.utf8)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(path.utf8.count)
    for scalar in path.unicodeScalars {
      if let byte = escapedByte(scalar) {
        bytes.append(byte)
      } else {
        bytes.append(contentsOf: String(scalar).utf8)
      }
    }
    return bytes
  }

  /// Calls `body` with `path`'s bytes, NUL-terminated, for a system call.
  ///
  /// ```swift
  /// let descriptor = PathEncoding.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
  /// ```
  public static func withCString<Result, Failure: Error>(
    _ path: String, _ body: (UnsafePointer<CChar>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    var bytes = bytes(of: path)
    bytes.append(0)
    let outcome = bytes.withUnsafeBufferPointer { buffer -> Swift.Result<Result, Failure> in
      guard let base = buffer.baseAddress else { preconditionFailure("a C string has a NUL") }
      return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
        do throws(Failure) {
          return .success(try body(pointer))
        } catch {
          return .failure(error)
        }
      }
    }
    return try outcome.get()
  }

  /// The path a NUL-terminated C string names (`d_name`, `getcwd`, an argument of `argv`).
  public static func string(fromCString pointer: UnsafePointer<CChar>) -> String {
    var length = 0
    while pointer[length] != 0 { length += 1 }
    return pointer.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
      string(fromBytes: UnsafeBufferPointer(start: bytes, count: length))
    }
  }

  /// The byte an escaped code point stands for, or nil for any other character.
  public static func escapedByte(_ scalar: Unicode.Scalar) -> UInt8? {
    scalar.value >= escapeBase + 0x80 ? UInt8(truncatingIfNeeded: scalar.value) : nil
  }

  /// The code point that stands for `byte` (0x80…0xFF).
  private static func escape(_ byte: UInt8) -> Unicode.Scalar {
    // Every value from U+10FF80 to U+10FFFF is a scalar.
    Unicode.Scalar(escapeBase + UInt32(byte)) ?? "\u{FFFD}"
  }

  /// The length of the well-formed UTF-8 sequence at `index` (1 to 4), or 0 when the byte there
  /// does not start one (Unicode's table 3-7: no overlong forms, surrogates or values past
  /// U+10FFFF).
  private static func validSequenceLength(in bytes: [UInt8], at index: Int) -> Int {
    let lead = bytes[index]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    default: return 0
    }
    guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return 0 }
    for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) {
      return 0
    }
    return length
  }

  /// The scalar a well-formed sequence spells.
  private static func decode(_ sequence: ArraySlice<UInt8>) -> Unicode.Scalar {
    var iterator = sequence.makeIterator()
    var decoder = UTF8()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
    return "\u{FFFD}"
  }
}

#if !hasFeature(Embedded)
  extension PathEncoding {
    /// The program's arguments, `argv[0]` first, each read losslessly: `CommandLine.arguments`
    /// has already replaced bytes that are not UTF-8 with U+FFFD, so two different file names
    /// can read as one.
    ///
    /// ```swift
    /// var command = try RingsCommand.parseAsRoot(
    ///   Array(PathEncoding.commandLineArguments.dropFirst()))
    /// ```
    public static var commandLineArguments: [String] {
      (0..<Int(CommandLine.argc)).map { index in
        CommandLine.unsafeArgv[index].map { string(fromCString: $0) } ?? ""
      }
    }
  }
#endif
