/// Why a WebP file could not be written or read: libwebp's reason, in one line.
///
/// ```swift
/// do { _ = try WebPDecoder().decode([0x52, 0x49]) } catch {
///   print(error)  // libwebp failed decoding 2 bytes: not a WebP picture
/// }
/// ```
public struct WebPError: Error, Sendable, Hashable, CustomStringConvertible {
  /// One line naming what was being done and why it failed.
  public let description: String

  init(_ description: String) {
    self.description = description
  }
}
