import ActivityRingsAssets

extension CLIError {
  /// An export that cannot be drawn: usage for a preset, value or format at fault (exit 64),
  /// runtime for a renderer that failed (exit 1).
  init(_ error: AssetExportError) {
    self.init(message: error.description, kind: error.isUsageError ? .usage : .runtime)
  }
}
