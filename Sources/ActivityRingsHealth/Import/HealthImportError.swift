import ActivityRings

/// Why an import could not run at all. Problems inside a readable export are warnings instead
/// (see ``HealthImportWarning``).
///
/// ```swift
/// do {
///   _ = try HealthExportReader().read(contentsOf: url)
/// } catch {
///   print(error)  // 'notes.txt' is not an Apple Health export: …
/// }
/// ```
public enum HealthImportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file does not exist.
  case fileNotFound(path: String)
  /// The path names a folder, not a file: the caller named the wrong thing.
  case folder(path: String)
  /// The file exists but cannot be read (permissions, an I/O error).
  case unreadable(path: String, reason: String)
  /// The file is neither an export XML, nor a zip holding one, nor the summary CSV.
  case notAnExport(path: String)
  /// The zip archive has no files.
  case emptyArchive(path: String)
  /// The zip archive has files, but none holds an export XML.
  case noExportInArchive(path: String, fileCount: Int)
  /// The zip archive holds more files than are looked through for the export
  /// (``HealthImportLimits/maximumFilesSearched``), and none of those is one.
  case searchLimitReached(path: String, fileCount: Int, searched: Int)
  /// The zip archive's directory cannot be read.
  case corruptArchive(path: String, reason: String)
  /// The export's zip entry is stored in a way this reader does not read (encrypted, or a
  /// compression method other than stored or deflate).
  case unsupportedArchiveEntry(path: String, entry: String, reason: String)
  /// The export inside the zip is, or claims to be, larger than
  /// ``HealthImportLimits/maximumExportBytes``.
  case sizeLimitExceeded(path: String, entry: String, limit: Int64)

  /// One line naming the file and the problem.
  public var description: String {
    switch self {
    case .fileNotFound(let path):
      "'\(path)': no such file"
    case .folder(let path):
      "cannot read '\(path)': it is a folder"
    case .unreadable(let path, let reason):
      "cannot read '\(path)': \(reason)"
    case .notAnExport(let path):
      "'\(path)' is not an Apple Health export (expected export.zip, export.xml with a "
        + "<HealthData> element, or an ActivitySummary CSV)"
    case .emptyArchive(let path):
      "'\(path)' is an empty zip archive"
    case .noExportInArchive(let path, let fileCount):
      "'\(path)' holds \(fileCount) file\(fileCount == 1 ? "" : "s"), none of them an Apple "
        + "Health export XML"
    case .searchLimitReached(let path, let fileCount, let searched):
      "'\(path)' holds \(fileCount) files; none of the first \(searched) looked at (the .xml "
        + "ones first, up to the limit) is an Apple Health export XML"
    case .corruptArchive(let path, let reason):
      "'\(path)' is not a readable zip archive: \(reason)"
    case .unsupportedArchiveEntry(let path, let entry, let reason):
      "'\(path)': cannot read \(QuotedText.quotedFromFile(entry)): \(reason)"
    case .sizeLimitExceeded(let path, let entry, let limit):
      "'\(path)': \(QuotedText.quotedFromFile(entry)) inflates to more than \(limit) bytes, the "
        + "limit; stopped reading"
    }
  }
}
