import ActivityRings

/// One text entry of a PNG file, written as an `iTXt` chunk: a keyword and UTF-8 text, such as
/// the `Title` and `Description` that describe the picture to people who cannot see it.
///
/// ```swift
/// let texts = PNGText.describing(scene.drawList())
/// // [Title: 'Activity rings', Description: 'Move: 350 of 500 calories, 70 percent. …']
/// let png = try PNGEncoder(scale: scene.scale, texts: texts).encode(image)
/// try PNGDecoder().texts(in: png) == texts  // true
/// ```
///
/// ``PNGEncoder`` and ``APNGEncoder`` write each entry as an uncompressed `iTXt` chunk after
/// `pHYs` and before the image data, with an empty language tag and translated keyword. PNG's
/// registered keywords include `Title`, `Author`, `Description`, `Copyright`, `Software` and
/// `Comment`; ``describing(_:)`` uses the first and third.
public struct PNGText: Sendable, Hashable, CustomStringConvertible {
  /// The keyword: 1 to 79 printable ASCII characters, no space at either end and no two in a
  /// row (PNG allows Latin-1; the registered keywords are ASCII).
  ///
  /// ```swift
  /// try PNGText(keyword: "Title", text: "Move ring").keyword  // "Title"
  /// ```
  public let keyword: String
  /// The text, any Unicode without the NUL character.
  ///
  /// ```swift
  /// try PNGText(keyword: "Title", text: "Anaïs's rings").text  // "Anaïs's rings"
  /// ```
  public let text: String

  /// The registered keyword for a short title of the picture.
  static let titleKeyword = "Title"
  /// The registered keyword for a description of the picture.
  static let descriptionKeyword = "Description"

  /// Creates an entry, checking what PNG requires of it.
  ///
  /// ```swift
  /// let comment = try PNGText(keyword: "Comment", text: "drawn by rings")
  /// ```
  ///
  /// - Throws: ``PNGError/invalidText(_:)`` for a keyword that is empty, longer than 79
  ///   characters, holds anything but printable ASCII, or has a space at an end or two in a row;
  ///   or for text that holds the NUL character.
  public init(keyword: String, text: String) throws(PNGError) {
    let bytes = Array(keyword.utf8)
    guard (1...79).contains(bytes.count) else {
      throw .invalidText(
        "a keyword has 1 to 79 characters, \(QuotedText.quoted(keyword)) has \(bytes.count)")
    }
    guard bytes.allSatisfy({ (0x20...0x7e).contains($0) }) else {
      throw .invalidText(
        "the keyword \(QuotedText.quoted(keyword)) holds a character that is not printable ASCII")
    }
    guard bytes.first != 0x20, bytes.last != 0x20, !keyword.contains("  ") else {
      throw .invalidText(
        "the keyword \(QuotedText.quoted(keyword)) has a space at an end or two in a row")
    }
    guard !text.utf8.contains(0) else {
      throw .invalidText("the text for \(keyword) holds the NUL character")
    }
    self.keyword = keyword
    self.text = text
  }

  /// `Title` and `Description` entries for a draw list: its title and its accessibility
  /// description (`DrawList.accessibilityText`, the sentence `RingDescription` words), the words
  /// an SVG of the same list carries in `<title>` and `<desc>`. An empty one is left out, and
  /// NUL characters (which PNG text cannot hold) become U+FFFD.
  ///
  /// ```swift
  /// PNGText.describing(scene.drawList()).map(\.keyword)  // ["Title", "Description"]
  /// ```
  public static func describing(_ drawList: DrawList) -> [PNGText] {
    [(titleKeyword, drawList.title), (descriptionKeyword, drawList.accessibilityText)]
      .compactMap { keyword, text in
        guard !text.isEmpty else { return nil }
        return try? PNGText(keyword: keyword, text: text.replacing("\u{0}", with: "\u{FFFD}"))
      }
  }

  /// `keyword: "text"`, for messages and test failures.
  ///
  /// ```swift
  /// try PNGText(keyword: "Title", text: "Rings").description  // Title: 'Rings'
  /// ```
  public var description: String { "\(keyword): \(QuotedText.quoted(text))" }

  /// The `iTXt` chunk's data: keyword, NUL, compression flag 0 and method 0, an empty language
  /// tag and translated keyword (each ended by NUL), then the UTF-8 text.
  var internationalTextData: [UInt8] {
    Array(keyword.utf8) + [0, 0, 0, 0, 0] + Array(text.utf8)
  }

  /// Reads an entry from an `iTXt` chunk's data; nil for a compressed entry, whose text this
  /// package does not inflate.
  ///
  /// - Throws: ``PNGError/corrupt(_:)`` when the fields are not there or the text is not UTF-8;
  ///   ``PNGError/invalidText(_:)`` for a keyword or text PNG does not allow.
  init?(internationalTextData data: ArraySlice<UInt8>) throws(PNGError) {
    // keyword NUL, flag, method, language NUL, translated keyword NUL, text.
    let missing = PNGError.corrupt(
      "an iTXt chunk lacks its keyword, flags, language or translated keyword")
    guard let keywordEnd = data.firstIndex(of: 0), data.endIndex - keywordEnd >= 3 else {
      throw missing
    }
    let flag = data[keywordEnd + 1]
    guard let languageEnd = data[(keywordEnd + 3)...].firstIndex(of: 0),
      let translatedEnd = data[(languageEnd + 1)...].firstIndex(of: 0)
    else { throw missing }
    guard flag == 0 else { return nil }
    guard let keyword = String(validating: data[..<keywordEnd], as: UTF8.self),
      let text = String(validating: data[(translatedEnd + 1)...], as: UTF8.self)
    else { throw .corrupt("an iTXt chunk's keyword or text is not UTF-8") }
    try self.init(keyword: keyword, text: text)
  }

  /// Reads an entry from a `tEXt` chunk's data (a Latin-1 keyword and text).
  ///
  /// - Throws: ``PNGError/corrupt(_:)`` without the NUL after the keyword;
  ///   ``PNGError/invalidText(_:)`` for a keyword PNG does not allow.
  init(textData data: ArraySlice<UInt8>) throws(PNGError) {
    guard let end = data.firstIndex(of: 0) else {
      throw .corrupt("a tEXt chunk has no NUL after its keyword")
    }
    // Latin-1: each byte is the Unicode scalar of the same number.
    func latin1(_ bytes: ArraySlice<UInt8>) -> String {
      String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
    try self.init(keyword: latin1(data[..<end]), text: latin1(data[(end + 1)...]))
  }
}
