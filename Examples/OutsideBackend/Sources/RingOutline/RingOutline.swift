import ActivityRings

extension OutputFormat {
  /// A text outline of a draw list: one line per shape with its role, colour, opacity and
  /// bounds in points.
  public static var outline: OutputFormat {
    OutputFormat(name: "outline", fileExtension: "outline", mediaType: "text/plain", isText: true)
  }
}

extension RegisteredRenderer {
  /// A backend from outside ActivityRings, named `outline`: a still is one line per shape
  /// (`move.arc #fa114f 1 at 8,8 144×144`), an animation each frame's lines under a header
  /// with its time and delay.
  ///
  /// ```swift
  /// var registry = RendererRegistry()
  /// try registry.register(.outline)
  /// let text = try registry.renderer(writing: .outline).render(drawList, as: .outline)
  /// ```
  public static var outline: RegisteredRenderer {
    RegisteredRenderer(
      name: "outline", summary: "one line per shape: role, colour, opacity, bounds",
      stillFormats: [.outline], animatedFormats: [.outline]
    ) { drawList, _, _ in
      Array(RingOutline.lines(of: drawList).utf8)
    } animate: { plan, _, _ in
      var text = ""
      for (index, frame) in plan.frames.enumerated() {
        let milliseconds = Int((frame.time * 1000).rounded())
        text +=
          "# frame \(index) at \(milliseconds) ms for "
          + "\(frame.delay.numerator)/\(frame.delay.denominator) s\n"
        text += RingOutline.lines(of: frame.drawList)
      }
      return Array(text.utf8)
    }
  }
}

/// The outline text.
enum RingOutline {
  /// One line per draw item, in drawing order.
  static func lines(of drawList: DrawList) -> String {
    drawList.items.map { item in
      let color = item.paint.color
      let hex = [color.red, color.green, color.blue].map { byte in
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
      return "\(item.role) #\(hex) \(format(item.paint.opacity)) at \(bounds(of: item.path))\n"
    }.joined()
  }

  /// The box around every point of the path (ends and control points), `x,y w×h`.
  static func bounds(of path: DrawPath) -> String {
    var xs: [Double] = []
    var ys: [Double] = []
    for element in path.elements {
      switch element {
      case .move(let point), .line(let point):
        xs.append(point.x)
        ys.append(point.y)
      case .curve(let point, let control1, let control2):
        xs += [point.x, control1.x, control2.x]
        ys += [point.y, control1.y, control2.y]
      case .close:
        break
      }
    }
    guard let left = xs.min(), let right = xs.max(), let top = ys.min(), let bottom = ys.max()
    else { return "nothing" }
    return "\(format(left)),\(format(top)) \(format(right - left))×\(format(bottom - top))"
  }

  /// At most two decimals, none when whole.
  static func format(_ value: Double) -> String {
    DecimalFormat(maximumFractionDigits: 2).string(value)
  }
}
