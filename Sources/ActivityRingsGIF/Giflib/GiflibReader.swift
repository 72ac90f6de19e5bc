import CGiflib

/// giflib's decoder (`DGifSlurp`) reading from memory: the whole file, as giflib's records.
enum GiflibReader {
  /// One image of the file as stored: its rectangle, colour table, indices and control block.
  struct Image {
    var left: Int
    var top: Int
    var width: Int
    var height: Int
    var colors: [GIFColor]
    var indices: [UInt8]
    var hundredths: Int
    var disposal: Int
    var transparentIndex: Int?
  }

  /// The file's screen size, images, NETSCAPE2.0 loop count (nil without the extension) and
  /// comments.
  struct File {
    var width: Int
    var height: Int
    var images: [Image]
    var loopCount: Int?
    var comments: [[UInt8]]
  }

  /// Where giflib's input callback reads from.
  private final class Source {
    let bytes: [UInt8]
    var offset = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
  }

  /// Reads every record of `bytes`.
  ///
  /// - Throws: ``GIFError/notGIF(_:)`` with giflib's message when it cannot read them.
  /// - Complexity: O(bytes + pixels).
  static func read(_ bytes: [UInt8]) throws(GIFError) -> File {
    let source = Source(bytes)
    var status: Int32 = 0
    let opened = withExtendedLifetime(source) {
      DGifOpen(
        Unmanaged.passUnretained(source).toOpaque(),
        { file, buffer, count in
          guard let file, let buffer, count > 0, let user = file.pointee.UserData else { return 0 }
          let source = Unmanaged<Source>.fromOpaque(user).takeUnretainedValue()
          let available = min(Int(count), source.bytes.count - source.offset)
          for index in 0..<available { buffer[index] = source.bytes[source.offset + index] }
          source.offset += available
          return Int32(available)
        }, &status)
    }
    guard let file = opened else { throw .notGIF(GiflibWriter.message(status)) }
    defer {
      var closing: Int32 = 0
      DGifCloseFile(file, &closing)
    }
    let slurped = withExtendedLifetime(source) { DGifSlurp(file) }
    guard slurped == GIF_OK else { throw .notGIF(GiflibWriter.message(file.pointee.Error)) }
    var result = File(
      width: Int(file.pointee.SWidth), height: Int(file.pointee.SHeight), images: [],
      loopCount: nil, comments: [])
    let global = colors(file.pointee.SColorMap)
    for index in 0..<Int(file.pointee.ImageCount) {
      let saved = file.pointee.SavedImages[index]
      let description = saved.ImageDesc
      var control = GraphicsControlBlock(
        DisposalMode: 0, UserInputFlag: false, DelayTime: 0, TransparentColor: -1)
      _ = DGifSavedExtensionToGCB(file, Int32(index), &control)
      let count = Int(description.Width) * Int(description.Height)
      scan(saved.ExtensionBlocks, count: saved.ExtensionBlockCount, into: &result)
      result.images.append(
        Image(
          left: Int(description.Left), top: Int(description.Top), width: Int(description.Width),
          height: Int(description.Height),
          colors: description.ColorMap == nil ? global : colors(description.ColorMap),
          indices: Array(UnsafeBufferPointer(start: saved.RasterBits, count: count)),
          hundredths: Int(control.DelayTime), disposal: Int(control.DisposalMode),
          transparentIndex: control.TransparentColor < 0 ? nil : Int(control.TransparentColor)))
    }
    scan(file.pointee.ExtensionBlocks, count: file.pointee.ExtensionBlockCount, into: &result)
    return result
  }

  /// A colour table's entries.
  private static func colors(_ map: UnsafeMutablePointer<ColorMapObject>?) -> [GIFColor] {
    guard let map, let entries = map.pointee.Colors else { return [] }
    return UnsafeBufferPointer(start: entries, count: Int(map.pointee.ColorCount)).map {
      GIFColor(red: $0.Red, green: $0.Green, blue: $0.Blue)
    }
  }

  /// Collects comments and the NETSCAPE2.0 loop count from extension blocks, as giflib stores
  /// them: a block with the extension's code, then its further sub-blocks with code 0.
  private static func scan(
    _ blocks: UnsafeMutablePointer<ExtensionBlock>?, count: Int32, into file: inout File
  ) {
    guard let blocks, count > 0 else { return }
    let list = UnsafeBufferPointer(start: blocks, count: Int(count)).map {
      (
        function: $0.Function,
        bytes: Array(UnsafeBufferPointer(start: $0.Bytes, count: Int($0.ByteCount)))
      )
    }
    var index = 0
    while index < list.count {
      let first = list[index]
      var bytes = [first.bytes]
      index += 1
      while index < list.count, list[index].function == CONTINUE_EXT_FUNC_CODE {
        bytes.append(list[index].bytes)
        index += 1
      }
      if first.function == COMMENT_EXT_FUNC_CODE {
        file.comments.append(bytes.flatMap { $0 })
      } else if first.function == APPLICATION_EXT_FUNC_CODE,
        first.bytes == Array("NETSCAPE2.0".utf8), bytes.count > 1, bytes[1].count >= 3,
        bytes[1][0] == 1
      {
        file.loopCount = Int(bytes[1][1]) | Int(bytes[1][2]) << 8
      }
    }
  }
}
