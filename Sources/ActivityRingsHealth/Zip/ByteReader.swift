/// Reads little-endian integers from a slice of bytes at offsets relative to its start, as zip
/// headers store them. Callers check the slice is long enough first.
///
/// ```swift
/// ByteReader([0x34, 0x12][...]).uint16(at: 0)  // 0x1234
/// ```
struct ByteReader {
  private let bytes: ArraySlice<UInt8>

  init(_ bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
  }

  func uint16(at offset: Int) -> UInt16 {
    UInt16(truncatingIfNeeded: integer(at: offset, size: 2))
  }

  func uint32(at offset: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: integer(at: offset, size: 4))
  }

  func uint64(at offset: Int) -> UInt64 {
    integer(at: offset, size: 8)
  }

  private func integer(at offset: Int, size: Int) -> UInt64 {
    let start = bytes.startIndex + offset
    var value: UInt64 = 0
    for index in (start..<(start + size)).reversed() {
      value = value << 8 | UInt64(bytes[index])
    }
    return value
  }
}
