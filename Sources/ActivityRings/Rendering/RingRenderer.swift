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
  /// What `render` throws: inferred from the conforming type's `render` (`Never` when it cannot
  /// fail), `any Error` when it says only `throws`. Embedded Swift, which has no `any Error`,
  /// needs a concrete type here.
  associatedtype Failure: Error = any Error

  /// Draws exactly what the draw list says.
  func render(_ drawList: DrawList) throws(Failure) -> Output
}

extension RingRenderer {
  /// Draws a scene (its ``RingScene/drawList()``).
  public func render(_ scene: RingScene) throws(Failure) -> Output {
    try render(scene.drawList())
  }
}
