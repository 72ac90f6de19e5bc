import ActivityRings

extension FramePlan {
  /// Every frame's text as `TerminalPlayback` plays it in place: each frame drawn by `draw`,
  /// captioned with the final frame's description. A plan's first frame describes the start day
  /// and the others the end day; laid out within a window, a caption that wraps on another number
  /// of lines takes the picture a row more or less, so the rings would change size after the
  /// first frame. With one caption every frame keeps the same rows, and the last frame is the
  /// final picture as a still draws it.
  ///
  /// ```swift
  /// let renderer = ASCIIRenderer(cellBounds: window)
  /// let texts = plan.playedTexts { renderer.render($0) }
  /// try TerminalPlayback(frames: texts, times: plan.times).play()
  /// ```
  ///
  /// - Complexity: O(frames × the cost of one frame); one frame's draw list at a time.
  public func playedTexts<Failure: Error>(
    _ draw: (DrawList) throws(Failure) -> String
  ) throws(Failure) -> [String] {
    let caption = finalDrawList.accessibilityText
    var texts: [String] = []
    texts.reserveCapacity(frameCount)
    for index in 0..<frameCount {
      var frame = drawList(at: index)
      frame.accessibilityText = caption
      texts.append(try draw(frame))
    }
    return texts
  }
}
