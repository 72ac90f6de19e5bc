import ActivityRings

/// Why a request cannot be answered, in one line that names the field at fault the way the
/// front door spells it: the tool prints `rings: --scale 4 is not supported: use 1, 2 or 3`,
/// the server answers `{"error": "scale 4 is not supported: use 1, 2 or 3", "parameter":
/// "scale"}`, from the one error.
///
/// ```swift
/// do { _ = try SceneRequest(RequestFields([.scale: "4"])) } catch {
///   error.field                                  // .scale
///   error.message { "--" + $0.rawValue }         // "--scale 4 is not supported: use 1, 2 or 3"
///   error.description                            // "scale 4 is not supported: use 1, 2 or 3"
/// }
/// ```
///
/// The message is kept in parts, text and fields, so that every front door gets the same
/// words with its own spelling of each field.
public struct RequestError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A piece of the message: words, or a field the front door names.
  enum Part: Sendable, Hashable {
    case text(String)
    case field(RequestField)
  }

  /// The field at fault; nil when the fault is in no one field (a summary's values that
  /// cannot be drawn, say).
  public let field: RequestField?
  /// The message's pieces.
  let parts: [Part]

  /// An error about `field`, worded by `message`, which names fields with the closure it is
  /// given (as the core's and the layer's other errors word themselves).
  ///
  /// ```swift
  /// RequestError(.size) { name in "\(name(.size)) must be greater than 0" }
  /// ```
  public init(_ field: RequestField?, message: (_ name: (RequestField) -> String) -> String) {
    self.field = field
    // Each field is written as NUL, its name, NUL: a message's own text holds no NUL (every
    // control character in it is escaped), so the marks split back into its pieces.
    let marked = message { "\u{0}" + $0.rawValue + "\u{0}" }
    var parts: [Part] = []
    for (index, piece) in marked.split(separator: "\u{0}", omittingEmptySubsequences: false)
      .enumerated()
    {
      if index % 2 == 1, let named = RequestField(rawValue: String(piece)) {
        parts.append(.field(named))
      } else if !piece.isEmpty {
        parts.append(.text(String(piece)))
      }
    }
    self.parts = parts
  }

  /// The message, each field named by `name`: `"--" + $0.rawValue` for the tool, `$0.rawValue`
  /// for a URL.
  public func message(naming name: (RequestField) -> String) -> String {
    parts.map { part in
      switch part {
      case .text(let text): text
      case .field(let field): name(field)
      }
    }.joined()
  }

  /// The message with each field by its name (`size`, `label-position`).
  public var description: String { message { $0.rawValue } }
}
