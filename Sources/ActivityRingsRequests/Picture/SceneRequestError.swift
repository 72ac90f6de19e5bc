import ActivityRings

/// Why a ``SceneRequest`` cannot be drawn: the field at fault, why, and the request's numbers,
/// worded by the caller's names for the fields.
///
/// ```swift
/// do { _ = try SceneRequest(size: 3000, scale: 3).scene(for: nil) } catch {
///   error.field                          // .size
///   error.message(naming: { "--" + $0.rawValue })
///   // "--size 3000 at --scale 3 is 9000 pixels: the limit is 8192"
///   error.description
///   // "size 3000 at scale 3 is 9000 pixels: the limit is 8192"
/// }
/// ```
public struct SceneRequestError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  public enum Problem: Sendable, Hashable {
    /// The size is not a finite number above 0.
    case invalidSize
    /// The scale is not 1, 2 or 3.
    case unsupportedScale
    /// The label's name holds this character, which cannot be drawn (a control character or a
    /// noncharacter).
    case undrawableLabel(Unicode.Scalar)
    /// The canvas would be this many pixels on its longer side, above
    /// `CanvasSize.maximumPixelSide`.
    case tooManyPixelsOnASide(Double)
    /// The label's text would be below 11 pt; the smallest size (the rings' side, in points)
    /// at which it fits.
    case labelDoesNotFit(smallestSize: Double)
    /// The picture, or the animation's frames × pixels, is above ``RenderBudget``.
    case overBudget(RenderBudgetError)
    /// The animation cannot be planned (a frame rate out of range…).
    case transition(TransitionError)
    /// The scene cannot be made (a summary value that is negative, NaN or infinite…).
    case scene(SceneError)
    /// The tint is so dark that in `RenderingMode.accented` two rings would be this few
    /// levels of luminance apart, below `RenderingMode.minimumRingSeparation`.
    case indistinctTint(RGBColor, separation: Int)
    /// A size in points for terminal text, which is sized in cells.
    case pointsForText
    /// A size in pixels for terminal text, which is sized in cells.
    case pixelsForText
    /// A size in cells for a picture, which is sized in points or pixels.
    case cellsForAPicture(CellBounds)
    /// The size in points makes this many pixels on the side ``SceneRequest/width`` or
    /// ``SceneRequest/height`` asks for otherwise.
    case sizeAndPixelsDisagree(SceneRequest.Field, pixels: Double)
    /// The label's text would be below 11 pt on the canvas asked in pixels; the smallest
    /// canvas, in points, on which it fits.
    case labelDoesNotFitPixels(smallest: CanvasSize)
  }

  /// What is wrong.
  public var problem: Problem
  /// The request's size, as asked.
  public var size: Double
  /// The request's scale, as asked.
  public var scale: Int
  /// The request's label name, as asked.
  public var labelName: String?
  /// Whether the request has a label.
  public var isLabelled: Bool
  /// The request's width in pixels, as asked.
  public var width: Int?
  /// The request's height in pixels, as asked.
  public var height: Int?

  /// Creates the error for `problem` in `request`.
  public init(_ problem: Problem, of request: SceneRequest) {
    self.problem = problem
    size = request.size
    scale = request.scale
    labelName = request.label?.name
    isLabelled = request.label != nil
    width = request.width
    height = request.height
  }

  /// The field of the pixels asked: the width when it is asked, else the height.
  private var pixelField: SceneRequest.Field { width != nil ? .width : .height }

  /// The field at fault; nil when it is the summary's values.
  public var field: SceneRequest.Field? {
    switch problem {
    // A `where` clause binds only the pattern before it: each picture-size case has its own.
    case .tooManyPixelsOnASide where width != nil || height != nil: pixelField
    case .overBudget(.stillTooLarge) where width != nil || height != nil: pixelField
    case .invalidSize, .tooManyPixelsOnASide, .labelDoesNotFit, .overBudget(.stillTooLarge),
      .pointsForText, .cellsForAPicture:
      .size
    case .pixelsForText, .labelDoesNotFitPixels: pixelField
    case .sizeAndPixelsDisagree(let field, _): field
    case .unsupportedScale: .scale
    case .undrawableLabel: .label
    case .overBudget(.animationTooLarge), .transition(.invalidFrameRate): .framesPerSecond
    case .transition(.invalidDuration): .duration
    case .indistinctTint: .tint
    case .transition, .scene: nil
    }
  }

  /// One line, each field called by `name` (`--size`, `size`).
  public func message(naming name: (SceneRequest.Field) -> String) -> String {
    let size = Self.points(self.size)
    let labelled = isLabelled ? " with a label" : ""
    var pixels: [String] = []
    if let width { pixels.append("\(name(.width)) \(width)") }
    if let height { pixels.append("\(name(.height)) \(height)") }
    let picture =
      pixels.isEmpty
      ? "\(name(.size)) \(size) at \(name(.scale)) \(scale)\(labelled)"
      : pixels.joined(separator: " and ") + " at \(name(.scale)) \(scale)\(labelled)"
    let cellsExample = "\(name(.size)) COLUMNSxROWS, such as \(name(.size)) 40x20"
    switch problem {
    case .invalidSize:
      let what = self.size.isFinite ? "greater than 0" : "a finite number greater than 0"
      return "\(name(.size)) must be \(what) (got \(size))"
    case .unsupportedScale:
      return "\(name(.scale)) \(scale) is not supported: use 1, 2 or 3"
    case .undrawableLabel(let scalar):
      let label = "\(name(.label)) \(QuotedText.quoted(labelName ?? ""))"
      if let byte = PathEncoding.escapedByte(scalar) {
        return "\(label) holds the byte 0x\(String(byte, radix: 16, uppercase: true)), which is "
          + "not UTF-8: remove it"
      }
      let code = "U+" + String(scalar.value, radix: 16, uppercase: true)
      return "\(label) holds \(code), a control, invisible or noncharacter code point that "
        + "cannot be drawn: remove it"
    case .tooManyPixelsOnASide(let pixels):
      return "\(picture) is \(DecimalFormat(maximumFractionDigits: 0).string(pixels)) pixels: "
        + "the limit is \(Int(CanvasSize.maximumPixelSide))"
    case .labelDoesNotFit(let smallest):
      return "\(name(.size)) \(size) is too small for the label: its text would be below 11 pt, "
        + "Apple's smallest legible size; the smallest \(name(.size)) that fits it is "
        + Self.points((smallest * 100).rounded(.up) / 100)
    case .overBudget(let error) where field == .framesPerSecond:
      return "\(error): lower \(name(.framesPerSecond)), \(name(.duration)), \(name(.size)) or "
        + name(.scale)
    case .overBudget(let error):
      return "\(picture): \(error)"
    case .transition(.invalidDuration(let seconds)):
      return "\(name(.duration)) must be a number of seconds greater than 0 (got "
        + "\(Self.points(seconds)))"
    case .transition(.invalidFrameRate(let rate)):
      return "\(name(.framesPerSecond)) must be a whole number from 1 to "
        + "\(Int(RingTransition.maximumFrameRate)) (got \(Self.points(rate)))"
    case .transition(let error):
      return error.description
    case .scene(let error):
      return error.description
    case .pointsForText:
      return "\(name(.size)) \(size) is in points, for pictures: terminal text is sized in cells, "
        + cellsExample
    case .pixelsForText:
      return "\(pixels.joined(separator: " and ")) is in pixels, for pictures: terminal text is "
        + "sized in cells, " + cellsExample
    case .cellsForAPicture(let cells):
      return "\(name(.size)) \(cells.columns ?? 0)x\(cells.rows) is in cells, for terminal text: "
        + "a picture is sized in points (\(name(.size)) 160) or pixels (\(name(.width)), "
        + "\(name(.height)))"
    case .sizeAndPixelsDisagree(let field, let made):
      let asked = field == .width ? width ?? 0 : height ?? 0
      let side = field == .width ? "wide" : "tall"
      return "\(name(.size)) \(size) at \(name(.scale)) \(scale)\(labelled) is "
        + "\(Self.points(made)) pixels \(side), not \(name(field)) \(asked): give one of them"
    case .labelDoesNotFitPixels(let smallest):
      let factor = Double(scale)
      let least =
        "\(Int((smallest.width * factor).rounded(.up))) × "
        + "\(Int((smallest.height * factor).rounded(.up)))"
      return "\(picture) is too small for the label: its text would be below 11 pt, Apple's "
        + "smallest legible size; the smallest picture that fits it is \(least) pixels"
    case .indistinctTint(let tint, let separation):
      return "\(name(.tint)) \(tint.hex) is too dark to tell the rings apart: two of them would "
        + "be \(separation) levels of luminance apart, and at least "
        + "\(RenderingMode.minimumRingSeparation) are needed; choose a lighter tint"
    }
  }

  /// One line, each field called by its plain name (`size`).
  public var description: String { message(naming: { $0.rawValue }) }

  private static func points(_ value: Double) -> String {
    value.isFinite ? DecimalFormat(maximumFractionDigits: 2).string(value) : "\(value)"
  }
}
