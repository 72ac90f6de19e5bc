import ActivityRings

extension CalendarDay {
  /// Parses a day given to `option` on the command line.
  ///
  /// - Throws: a usage ``CLIError`` naming the option and the text.
  init(option: String, _ text: String) throws(CLIError) {
    do {
      try self.init(parsing: text)
    } catch {
      throw .usage("\(option) \(QuotedText.quoted(text)): \(error.description)")
    }
  }
}
