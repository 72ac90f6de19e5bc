import CGiflib

/// giflib's encoder (`EGif…`) writing into memory: the one place, with ``GiflibReader``, that
/// calls giflib. Each call checks giflib's status and throws ``GIFError/giflib(_:)`` with its
/// message.
///
/// ```swift
/// let writer = try GiflibWriter(width: 160, height: 160)
/// try writer.putLoop(count: 0)
/// try writer.putImage(frame, delay: 3, disposal: .leave)
/// let bytes = try writer.finish()
/// ```
///
/// Not thread-safe: one writer per file. It owns the `GifFileType` and closes it in `finish()`
/// or, when that is never reached, in `deinit`.
final class GiflibWriter {
  /// What a viewer does with a frame's area before it draws the next frame (GIF89a's disposal
  /// method).
  enum Disposal: Int32 {
    /// Leave the frame in place: the next frame draws over it.
    case leave = 1
    /// Clear the frame's area to transparent.
    case clear = 2
  }

  /// The bytes written so far, appended to by giflib's output callback.
  private final class Sink {
    var bytes: [UInt8] = []
  }

  private var file: UnsafeMutablePointer<GifFileType>?
  private let sink = Sink()

  /// Opens a GIF89a of `width` × `height` pixels with no global colour table (every frame has
  /// its own) and writes its header.
  ///
  /// - Throws: ``GIFError/giflib(_:)`` when giflib fails.
  init(width: Int, height: Int) throws(GIFError) {
    var status: Int32 = 0
    let opened = EGifOpen(
      Unmanaged.passUnretained(sink).toOpaque(),
      { file, bytes, count in
        guard let file, let bytes, count > 0, let user = file.pointee.UserData else { return 0 }
        let sink = Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(count)))
        return count
      }, &status)
    guard let opened else { throw .giflib("cannot start a GIF: \(Self.message(status))") }
    file = opened
    EGifSetGifVersion(opened, true)
    try check(
      EGifPutScreenDesc(opened, Int32(width), Int32(height), 8, 0, nil), "writing the header")
  }

  deinit {
    if let file {
      var status: Int32 = 0
      EGifCloseFile(file, &status)
    }
  }

  /// Writes the NETSCAPE2.0 application extension: the animation repeats `count` more times
  /// after the first play, 0 for ever.
  ///
  /// - Precondition: 0 ≤ `count` ≤ 65535.
  func putLoop(count: Int) throws(GIFError) {
    precondition((0...Int(UInt16.max)).contains(count), "a GIF loop count is 0 to 65535")
    try putExtension(
      APPLICATION_EXT_FUNC_CODE,
      blocks: [Array("NETSCAPE2.0".utf8), [1, UInt8(count & 0xFF), UInt8(count >> 8)]],
      "writing the loop count")
  }

  /// Writes a comment extension holding `text` as UTF-8, in sub-blocks of at most 255 bytes,
  /// with each NUL replaced by U+FFFD as PNG's text does (readers take comments as C strings).
  func putComment(_ text: String) throws(GIFError) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      if byte == 0 { bytes += [0xEF, 0xBF, 0xBD] } else { bytes.append(byte) }
    }
    guard !bytes.isEmpty else { return }
    let blocks = stride(from: 0, to: bytes.count, by: 255).map {
      Array(bytes[$0..<min($0 + 255, bytes.count)])
    }
    try putExtension(COMMENT_EXT_FUNC_CODE, blocks: blocks, "writing the comment")
  }

  /// Writes one frame: its graphics control extension (delay, disposal, transparent index)
  /// and the image, `indices` in rows of `width`, placed at `left`, `top`, with `colors` as its
  /// local colour table (padded to a power of two).
  ///
  /// - Precondition: `indices.count` is `width × height`, every index is below the table's
  ///   size, and `colors` holds 1 to 256 entries.
  func putImage(
    _ indices: [UInt8], left: Int, top: Int, width: Int, height: Int, colors: [GIFColor],
    transparentIndex: Int?, delay hundredths: Int, disposal: Disposal
  ) throws(GIFError) {
    precondition(indices.count == width * height, "one index per pixel")
    precondition((1...256).contains(colors.count), "a GIF colour table has 1 to 256 entries")
    guard let file else { throw .giflib("the GIF is already finished") }
    var control = GraphicsControlBlock(
      DisposalMode: disposal.rawValue, UserInputFlag: false, DelayTime: Int32(hundredths),
      TransparentColor: Int32(transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
    var extensionBytes = [UInt8](repeating: 0, count: 4)
    let length = EGifGCBToExtension(&control, &extensionBytes)
    try check(
      EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes),
      "writing a frame's delay")
    // A table of 2^n entries, n ≥ 1: giflib refuses other sizes.
    let size = max(2, 1 << GifBitSize(Int32(colors.count)))
    let table =
      (colors + Array(repeating: GIFColor(red: 0, green: 0, blue: 0), count: size - colors.count))
      .map { GifColorType(Red: $0.red, Green: $0.green, Blue: $0.blue) }
    guard let map = GifMakeMapObject(Int32(size), table) else {
      throw .giflib("cannot make a colour table of \(size) entries")
    }
    defer { GifFreeMapObject(map) }
    try check(
      EGifPutImageDesc(
        file, Int32(left), Int32(top), Int32(width), Int32(height), false, map),
      "writing a frame's descriptor")
    var pixels = indices
    try check(
      EGifPutLine(file, &pixels, Int32(pixels.count)), "compressing a frame")
  }

  /// Writes the trailer, closes the file and returns its bytes.
  ///
  /// - Throws: ``GIFError/giflib(_:)`` when giflib fails.
  func finish() throws(GIFError) -> [UInt8] {
    guard let file else { throw .giflib("the GIF is already finished") }
    self.file = nil
    var status: Int32 = 0
    guard EGifCloseFile(file, &status) == GIF_OK else {
      throw .giflib("finishing the GIF: \(Self.message(status))")
    }
    return sink.bytes
  }

  private func putExtension(_ code: Int32, blocks: [[UInt8]], _ doing: String) throws(GIFError) {
    guard let file else { throw .giflib("the GIF is already finished") }
    try check(EGifPutExtensionLeader(file, code), doing)
    for var block in blocks {
      try check(EGifPutExtensionBlock(file, Int32(block.count), &block), doing)
    }
    try check(EGifPutExtensionTrailer(file), doing)
  }

  private func check(_ result: Int32, _ doing: String) throws(GIFError) {
    guard result == GIF_OK else {
      throw .giflib("\(doing): \(Self.message(file?.pointee.Error ?? 0))")
    }
  }

  /// giflib's message for an error code.
  static func message(_ code: Int32) -> String {
    GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
  }
}
