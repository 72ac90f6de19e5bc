import ActivityRings
import ArgumentParser

/// Catches a mistyped subcommand before argument-parser does, and suggests the nearest one:
/// `rings rendr` → "unknown subcommand 'rendr': did you mean 'render'?".
///
/// ```swift
/// try SubcommandSuggestion.check(["rendr", "--move", "1/2"], of: RingsCommand.self)
/// ```
package enum SubcommandSuggestion {
  /// Throws when the first argument is a word that names no subcommand.
  ///
  /// - Throws: a usage ``CLIError`` naming the word and the nearest subcommand, or listing them
  ///   all when none is near.
  package static func check(
    _ arguments: some Collection<String>, of command: any ParsableCommand.Type
  )
    throws(CLIError)
  {
    guard let word = arguments.first, !word.isEmpty, !word.hasPrefix("-") else { return }
    let names =
      command.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    guard !names.contains(word) else { return }
    let ranked = names.map { (name: $0, distance: distance(word.lowercased(), $0)) }
      .sorted { $0.distance < $1.distance }
    if let nearest = ranked.first, nearest.distance <= max(2, nearest.name.count / 3) {
      throw .usage(
        "unknown subcommand \(QuotedText.quoted(word)): did you mean '\(nearest.name)'? "
          + "(see 'rings --help')")
    }
    throw .usage(
      "unknown subcommand \(QuotedText.quoted(word)) (the subcommands: "
        + names.dropLast().joined(separator: ", ") + ")")
  }

  /// The edit distance between two words (insertions, deletions, substitutions and swaps of
  /// neighbours each count 1).
  ///
  /// - Complexity: O(`a.count` × `b.count`).
  static func distance(_ a: String, _ b: String) -> Int {
    let left = Array(a)
    let right = Array(b)
    guard !left.isEmpty else { return right.count }
    guard !right.isEmpty else { return left.count }
    var table = [[Int]](
      repeating: [Int](repeating: 0, count: right.count + 1), count: left.count + 1)
    for row in 0...left.count { table[row][0] = row }
    for column in 0...right.count { table[0][column] = column }
    for row in 1...left.count {
      for column in 1...right.count {
        let cost = left[row - 1] == right[column - 1] ? 0 : 1
        var best = min(
          table[row - 1][column] + 1, table[row][column - 1] + 1,
          table[row - 1][column - 1] + cost)
        if row > 1, column > 1, left[row - 1] == right[column - 2],
          left[row - 2] == right[column - 1]
        {
          best = min(best, table[row - 2][column - 2] + 1)
        }
        table[row][column] = best
      }
    }
    return table[left.count][right.count]
  }
}
