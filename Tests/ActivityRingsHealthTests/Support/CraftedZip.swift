import Foundation

/// Zip archives built byte by byte, as an attacker would: directory entries that point
/// anywhere, sizes and offsets that lie. ``ZipFixtures`` makes honest ones.
struct CraftedZip {
  /// One directory entry: what it names and where it says its local header is.
  struct Entry {
    var name = "export.xml"
    var method: UInt16 = 8
    var crc: UInt32 = 0
    var compressedSize: UInt32
    var size: UInt32 = 0
    var offset: UInt32 = 0
    /// A ZIP64 extra field holding this offset (then `offset` should be 0xFFFFFFFF).
    var zip64Offset: UInt64?
  }

  /// The bytes before the directory: local headers and data.
  var body: [UInt8] = []
  var entries: [Entry] = []

  /// Appends a local header naming `name`, with `extra` bytes of extra field, then `data`;
  /// returns the header's offset.
  @discardableResult
  mutating func addLocal(
    name: String = "export.xml", method: UInt16 = 8, compressedSize: UInt32? = nil,
    extraLength: UInt16 = 0, data: [UInt8]
  ) -> UInt32 {
    let offset = UInt32(body.count)
    let nameBytes = Array(name.utf8)
    Self.append(UInt32(0x0403_4B50), UInt16(20), UInt16(0), method, UInt32(0), UInt32(0), to: &body)
    Self.append(compressedSize ?? UInt32(data.count), UInt32(0), to: &body)
    Self.append(UInt16(nameBytes.count), extraLength, to: &body)
    body += nameBytes + [UInt8](repeating: 0, count: Int(extraLength)) + data
    return offset
  }

  /// The whole archive: the body, the directory of `entries`, the end record.
  var bytes: [UInt8] {
    var zip = body
    let directoryOffset = UInt32(zip.count)
    for entry in entries {
      let name = Array(entry.name.utf8)
      var extra: [UInt8] = []
      if let zip64Offset = entry.zip64Offset {
        Self.append(UInt16(1), UInt16(8), zip64Offset, to: &extra)
      }
      Self.append(UInt32(0x0201_4B50), UInt16(45), UInt16(45), UInt16(0), entry.method, to: &zip)
      Self.append(UInt32(0), entry.crc, entry.compressedSize, entry.size, to: &zip)
      Self.append(UInt16(name.count), UInt16(extra.count), UInt16(0), UInt16(0), to: &zip)
      Self.append(UInt16(0), UInt32(0), entry.offset, to: &zip)
      zip += name + extra
    }
    let directorySize = UInt32(zip.count) - directoryOffset
    let count = UInt16(entries.count)
    Self.append(UInt32(0x0605_4B50), UInt16(0), UInt16(0), count, count, to: &zip)
    Self.append(directorySize, directoryOffset, UInt16(0), to: &zip)
    return zip
  }

  /// Writes the archive to a new temporary file.
  func write() throws -> URL {
    try HealthFixtures.file(bytes, name: "export.zip")
  }

  /// Appends each value little-endian, as zip stores integers.
  private static func append<each Value: FixedWidthInteger>(
    _ values: repeat each Value, to bytes: inout [UInt8]
  ) {
    for value in repeat each values {
      withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
  }
}
