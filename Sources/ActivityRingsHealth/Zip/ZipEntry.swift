/// One file in a zip archive's central directory: what is needed to find and read its data.
///
/// ```swift
/// let entry = directory.entries[0]
/// entry.path              // "apple_health_export/export.xml"
/// entry.uncompressedSize  // what the archive claims; never trusted for allocation
/// ```
struct ZipEntry: Equatable {
  /// The path inside the archive (UTF-8; other encodings decode with replacement characters).
  var path: String
  /// The general-purpose flags (bit 0: encrypted).
  var flags: UInt16
  /// 0 stored, 8 deflate; others are not read.
  var method: UInt16
  /// The CRC-32 of the uncompressed data.
  var crc32: UInt32
  /// The size of the stored data.
  var compressedSize: UInt64
  /// The size of the data once inflated, as the archive claims it.
  var uncompressedSize: UInt64
  /// Where the entry's local header starts.
  var localHeaderOffset: UInt64
  /// Where the next entry's local header starts (in the file's order), or the central
  /// directory:
  /// the entry's data must end by then. Set by ``ZipDirectory``.
  var followingOffset: UInt64 = .max
  /// Whether the entry is the last in the file's order, so that the central directory, not
  /// another entry, follows its data. Set by ``ZipDirectory``.
  var isLastInFile = false

  /// Whether the entry is a folder.
  var isDirectory: Bool { path.hasSuffix("/") }
  /// Whether the entry is encrypted.
  var isEncrypted: Bool { flags & 1 != 0 }
}
