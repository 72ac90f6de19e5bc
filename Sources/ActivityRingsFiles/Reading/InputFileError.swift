/// Why an ``InputFile`` could not be read, by its case, for each caller to word in its own
/// terms (what the input is, which option named it).
///
/// ```swift
/// do {
///   _ = try InputFile(path: "day.json", limit: 1 << 20)
/// } catch {
///   print(error.description)  // "no such file or folder"
/// }
/// ```
public enum InputFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The system refused to open or read it; `code` is the `errno` value.
  case refused(code: Int32)
  /// The path names a folder.
  case folder
  /// The input is longer than `limit` bytes.
  case tooLong(limit: Int)

  /// The reason in the user's words, without the file's name: the system's refusal as
  /// ``SystemReason/readingText(forCode:)`` says it, "it is a folder", or "it is longer than
  /// 1 MiB" (a limit that is not a whole number of MiB in bytes).
  public var description: String {
    switch self {
    case .refused(let code): SystemReason.readingText(forCode: code)
    case .folder: "it is a folder"
    case .tooLong(let limit):
      limit >= 1 << 20 && limit % (1 << 20) == 0
        ? "it is longer than \(limit >> 20) MiB" : "it is longer than \(limit) bytes"
    }
  }
}
