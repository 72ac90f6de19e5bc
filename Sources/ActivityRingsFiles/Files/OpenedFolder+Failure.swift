import ActivityRings

extension OpenedFolder.Failure {
  /// What follows "it is" or a quoted path for another user's link in a shared folder.
  static let sharedLinkPredicate =
    " another user's symbolic link in a shared folder (sticky and writable by all, like /tmp), "
    + "which is not followed"

  /// The failure in words, after "cannot write 'x': ".
  ///
  /// ```swift
  /// OpenedFolder.Failure.notAFolder("out/afile").reason(opening: "out/afile/deeper")
  /// // "'out/afile' is a file, not a folder"
  /// ```
  ///
  /// - Parameter folder: the whole folder the walk was to open, which a missing one names.
  func reason(opening folder: String) -> String {
    switch self {
    case .missing: "folder \(QuotedText.quoted(folder)) does not exist"
    case .notAFolder(let path): "\(QuotedText.quoted(path)) is a file, not a folder"
    case .sharedLink(let path): QuotedText.quoted(path) + " is" + Self.sharedLinkPredicate
    case .link(let path): "\(QuotedText.quoted(path)) is a symbolic link"
    case .tooManyLinks: "too many symbolic links (a loop?)"
    case .cannotCreate(let path, let reason):
      "cannot create folder \(QuotedText.quoted(path)): \(reason)"
    case .system(let path, let reason): "\(QuotedText.quoted(path)): \(reason)"
    }
  }
}
