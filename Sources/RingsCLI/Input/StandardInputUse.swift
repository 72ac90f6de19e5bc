/// Standard input can be read once: this checks that at most one option of a command reads it,
/// before anything is read.
enum StandardInputUse {
  /// The arguments that mean standard input.
  static func isStandardInput(_ argument: String?) -> Bool {
    argument == "-" || argument == "/dev/stdin"
  }

  /// Throws when more than one of `options` (option name and its argument, in order) reads
  /// standard input.
  ///
  /// - Throws: a usage ``CLIError`` naming the options.
  static func check(_ options: KeyValuePairs<String, String?>) throws(CLIError) {
    let readers = options.filter { isStandardInput($0.value) }.map(\.key)
    guard readers.count > 1 else { return }
    throw .usage(
      "\(readers.joined(separator: " and ")) both read standard input (-), which can be read "
        + "only once: give all but one of them a file")
  }
}
