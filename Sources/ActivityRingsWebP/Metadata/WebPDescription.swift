import ActivityRingsSVG

/// A picture's title and description as a WebP file carries them: an XMP packet (the `XMP `
/// chunk) with Dublin Core's `dc:title` and `dc:description`, which image viewers, asset
/// managers and screen-reader tools read, as a PNG's `iTXt` `Title` and `Description`.
///
/// ```swift
/// let packet = WebPDescription(title: "Activity rings", description: "Move: 70%.").xmp
/// WebPDescription(xmp: packet)?.description  // "Move: 70%."
/// ```
public struct WebPDescription: Sendable, Hashable {
  /// A short title.
  public var title: String
  /// The description of what the picture shows.
  public var description: String

  /// A title and description.
  public init(title: String, description: String) {
    self.title = title
    self.description = description
  }

  /// The XMP packet, UTF-8, its text escaped for XML.
  public var xmp: [UInt8] {
    func alternative(_ text: String) -> String {
      "<rdf:Alt><rdf:li xml:lang=\"x-default\">\(XMLEscaping.text(text))</rdf:li></rdf:Alt>"
    }
    let packet =
      "<?xpacket begin=\"\u{FEFF}\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>"
      + "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\">"
      + "<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">"
      + "<rdf:Description rdf:about=\"\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\">"
      + "<dc:title>\(alternative(title))</dc:title>"
      + "<dc:description>\(alternative(description))</dc:description>"
      + "</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end=\"r\"?>"
    return Array(packet.utf8)
  }

  /// The title and description of an XMP packet ``xmp`` writes; nil when it has no
  /// `dc:description`.
  public init?(xmp bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    func value(of element: String) -> String? {
      guard let open = text.firstRange(of: "<\(element)>"),
        let close = text[open.upperBound...].firstRange(of: "</\(element)>")
      else { return nil }
      let inside = text[open.upperBound..<close.lowerBound]
      guard let start = inside.firstRange(of: "\">"), let end = inside.firstRange(of: "</rdf:li>")
      else { return nil }
      return Self.unescaped(String(inside[start.upperBound..<end.lowerBound]))
    }
    guard let description = value(of: "dc:description") else { return nil }
    self.init(title: value(of: "dc:title") ?? "", description: description)
  }

  /// XML's five entity references undone.
  private static func unescaped(_ text: String) -> String {
    var result = text
    for (entity, character) in [
      ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&"),
    ] {
      result = result.replacing(entity, with: character)
    }
    return result
  }
}
