import ActivityRings
import ActivityRingsRequests

extension OutputChoice {
  /// `render(_:options:)`, a renderer's failure told as the tool tells it.
  ///
  /// - Throws: a runtime ``CLIError`` naming the renderer.
  func drawing(_ drawList: DrawList, options: RenderOptions = RenderOptions()) throws(CLIError)
    -> [UInt8]
  {
    do {
      return try render(drawList, options: options)
    } catch {
      throw .runtime("rendering with \(renderer.name) failed: \(error)")
    }
  }

  /// `renderAnimation(_:options:)`, a renderer's failure told as the tool tells it.
  ///
  /// - Throws: a runtime ``CLIError`` naming the renderer.
  func animating(_ plan: FramePlan, options: RenderOptions = RenderOptions()) throws(CLIError)
    -> [UInt8]
  {
    do {
      return try renderAnimation(plan, options: options)
    } catch {
      throw .runtime("animating with \(renderer.name) failed: \(error)")
    }
  }
}
