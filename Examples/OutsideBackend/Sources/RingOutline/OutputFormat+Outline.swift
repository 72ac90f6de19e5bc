import ActivityRings

extension OutputFormat {
  /// A text outline of a draw list: one line per shape with its role, colour, opacity and
  /// bounds in points.
  public static var outline: OutputFormat {
    OutputFormat(name: "outline", fileExtension: "outline", mediaType: "text/plain", isText: true)
  }
}
