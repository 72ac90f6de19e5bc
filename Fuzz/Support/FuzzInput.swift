/// Ways of presenting one fuzz input to a streaming reader.
///
/// ```swift
/// for piece in FuzzInput.pieces(of: bytes) { scanner.feed(piece) }
/// ```
public enum FuzzInput {
  /// `bytes` cut into pieces of 1 to 64 bytes, the sizes drawn from a generator seeded by the
  /// input itself, so a crash replays exactly.
  ///
  /// - Complexity: O(`bytes.count`).
  public static func pieces(of bytes: UnsafeRawBufferPointer) -> [UnsafeRawBufferPointer] {
    var state = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
    for byte in bytes.prefix(16) { state = (state ^ UInt64(byte)) &* 0x100_0000_01B3 }
    var pieces: [UnsafeRawBufferPointer] = []
    var start = 0
    while start < bytes.count {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let size = min(1 + Int(state >> 58), bytes.count - start)
      pieces.append(UnsafeRawBufferPointer(rebasing: bytes[start..<(start + size)]))
      start += size
    }
    return pieces
  }
}
