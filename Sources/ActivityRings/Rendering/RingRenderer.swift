/// A value that turns a ``DrawList`` into output: SVG text, PNG bytes, terminal text, ….
///
/// ```swift
/// struct RoleListRenderer: RingRenderer {
///   func render(_ drawList: DrawList) throws -> String {
///     drawList.items.map(\.role.description).joined(separator: "\n")
///   }
/// }
/// let text = try RoleListRenderer().render(scene)
/// ```
///
/// Renderers are values without global or mutable state; they report problems by throwing,
/// never by printing.
public protocol RingRenderer: Sendable {
  /// What the renderer produces.
  associatedtype Output

  /// Draws exactly what the draw list says.
  func render(_ drawList: DrawList) throws -> Output
}

extension RingRenderer {
  /// Draws a scene (its ``RingScene/drawList()``).
  public func render(_ scene: RingScene) throws -> Output {
    try render(scene.drawList())
  }
}
