import ActivityRings

/// A run's numbered files in one folder — `frame-0000.png`, `frame-0001.png`, … — written all
/// or nothing, with the numbered files of an earlier run removed in the same step, so the folder
/// never holds files of two runs (what `rings animate --frames DIR` writes). The earlier run's
/// files go first and the new ones are renamed in after them: a SIGKILL in between, which no
/// program can hold off, leaves part of one run — never a mix of two — and hidden temporary
/// files that the next write removes.
///
/// ```swift
/// let frames = NumberedFiles(folder: "frames", prefix: "frame-", fileExtension: "png")
/// try frames.write(pngs)   // frames/frame-0000.png … frame-0060.png; an older frame-0099.png goes
/// ```
///
/// Numbers have at least four digits, more when the count needs them; a file is an earlier
/// run's when its name is the prefix, four or more ASCII digits and the extension.
public struct NumberedFiles: Sendable, Hashable {
  /// The folder the files go into; created when missing.
  public let folder: String
  /// What each name starts with, e.g. `frame-`.
  public let prefix: String
  /// The extension, without the dot, e.g. `png`.
  public let fileExtension: String

  /// Numbered files named `prefix` + number + `.` + `fileExtension` in `folder`.
  public init(folder: String, prefix: String, fileExtension: String) {
    self.folder = folder
    self.prefix = prefix
    self.fileExtension = fileExtension
  }

  /// The path of file `index` in a set of `count`.
  public func path(of index: Int, count: Int) -> String {
    let digits = max(4, String(max(count - 1, 0)).count)
    let number = String(index)
    return (folder.hasSuffix("/") ? folder : folder + "/") + prefix
      + String(repeating: "0", count: max(digits - number.count, 0)) + number + "."
      + fileExtension
  }

  /// The numbered files already in the folder, as paths.
  public func existing() -> [String] {
    guard let opened = try? OpenedFolder.open(folder) else { return [] }
    let start = PathEncoding.bytes(of: prefix)
    let end = PathEncoding.bytes(of: "." + fileExtension)
    return FolderListing.names(in: opened, startingWith: start).filter { name in
      let bytes = PathEncoding.bytes(of: name)
      let number = bytes.dropFirst(start.count).dropLast(end.count)
      return bytes.count >= start.count + end.count && bytes.suffix(end.count).elementsEqual(end)
        && number.count >= 4
        && number.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }.map { (folder.hasSuffix("/") ? folder : folder + "/") + $0 }
  }

  /// Writes `contents` as files 0, 1, … in place of the numbered files of an earlier run, in one
  /// step (``AtomicFileSetWriter``).
  ///
  /// - Throws: ``SafeOutputError`` when the folder or a file cannot be written; nothing is then
  ///   changed.
  public func write(_ contents: [[UInt8]]) throws(SafeOutputError) {
    try write(contents, stoppingAfter: nil)
  }

  /// ``write(_:)``, stopped dead after `steps` removals and renames when given, as a SIGKILL
  /// would stop it (see ``AtomicFileSetWriter``).
  func write(_ contents: [[UInt8]], stoppingAfter steps: Int?) throws(SafeOutputError) {
    let files = contents.enumerated().map { index, bytes in
      OutputFile(path: path(of: index, count: contents.count), bytes: bytes)
    }
    // Every file of the earlier run goes, those this one replaces too, before any new one
    // comes: a run killed between the two steps leaves part of one run.
    try AtomicFileSetWriter.write(
      files, inside: folder, removing: existing(), stoppingAfter: steps)
  }
}
