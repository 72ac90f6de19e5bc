import ActivityRings

extension OutputFormat {
  /// One JSON document (`rings validate`, `describe`, `stats` and `import` with `--format json`).
  public static var json: OutputFormat {
    OutputFormat(name: "json", fileExtension: "json", mediaType: "application/json", isText: true)
  }

  /// JSON Lines: one JSON object per line (`rings import`'s default).
  public static var jsonl: OutputFormat {
    OutputFormat(
      name: "jsonl", fileExtension: "jsonl", mediaType: "application/jsonl", isText: true)
  }

  /// Comma-separated values with a header line.
  public static var csv: OutputFormat {
    OutputFormat(name: "csv", fileExtension: "csv", mediaType: "text/csv", isText: true)
  }
}
