import ActivityRings

/// A backend from outside ActivityRings: a still is one line per shape
/// (`move.arc #fa114f 1 at 8,8 144×144`), an animation each frame's lines under a header with
/// its time and delay. Conforming to `AnimatedRingRenderer` is all it takes for the registry to
/// animate it.
///
/// ```swift
/// let still = OutlineRenderer().render(drawList)
/// let animation = OutlineRenderer().renderAnimation(plan)
/// ```
public struct OutlineRenderer: AnimatedRingRenderer {
  /// Creates a renderer.
  public init() {}

  /// One line per draw item, in drawing order.
  public func render(_ drawList: DrawList) -> String {
    drawList.items.map { item in
      let color = item.paint.color
      let hex = [color.red, color.green, color.blue].map { byte in
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
      return
        "\(item.role) #\(hex) \(Self.format(item.paint.opacity)) at \(Self.bounds(of: item.path))\n"
    }.joined()
  }

  /// Each frame's lines under `# frame <index> at <time> ms for <delay> s`, one frame's draw list
  /// at a time.
  public func renderAnimation(_ plan: FramePlan) -> String {
    var text = ""
    for index in 0..<plan.frameCount {
      let frame = plan.frame(at: index)
      let milliseconds = Int((frame.time * 1000).rounded())
      text +=
        "# frame \(index) at \(milliseconds) ms for "
        + "\(frame.delay.numerator)/\(frame.delay.denominator) s\n"
      text += render(frame.drawList)
    }
    return text
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
