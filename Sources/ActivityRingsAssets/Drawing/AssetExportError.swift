import ActivityRings

/// Why an export could not be drawn, in one line.
///
/// ```swift
/// do { _ = try AssetExport(plan: plan, summary: today) } catch { print(error) }
/// // preset size-0: … (a hand-made preset with no canvas)
/// ```
///
/// ``isUsageError`` tells a request that cannot be drawn (a preset, a value, a format) from a
/// renderer that failed while drawing.
public enum AssetExportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A preset whose size is no canvas (a hand-made one with a side that is not finite and > 0).
  case invalidPreset(String, SceneError)
  /// The day's values or the canvas cannot make a scene.
  case invalidScene(SceneError)
  /// No renderer in the registry writes an image's format.
  case noRenderer(RendererRegistryError)
  /// A renderer failed while drawing an image.
  case renderingFailed(file: String, renderer: String, reason: String)
  /// Drawing stopped before every image was drawn.
  case interrupted

  /// Whether the request is at fault (a preset, value or format), rather than the drawing.
  public var isUsageError: Bool {
    switch self {
    case .invalidPreset, .invalidScene, .noRenderer: true
    case .renderingFailed, .interrupted: false
    }
  }

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .invalidPreset(let name, let error): "preset \(name): \(error.description)"
    case .invalidScene(let error): error.description
    case .noRenderer(let error): error.description
    case .renderingFailed(let file, let renderer, let reason):
      "rendering \(file) with \(renderer) failed: \(reason)"
    case .interrupted: "drawing stopped before every image was drawn"
    }
  }
}
