import ActivityRings
import ActivityRingsTerminal
import ArgumentParser

/// `--color auto|always|never`: the terminal's policy, typed as text and read here with the
/// words every choice is read with (`UnknownNameError`), not by argument-parser's own list.
enum ColorOption {
  /// The names `--color` takes, for help and completion.
  static let names = ColorChoice.allCases.map(\.rawValue)

  /// The option's help: its values, and what `auto` does.
  static let help = ArgumentHelp(
    "Terminal colour: \(names.joined(separator: ", ")) (auto: when standard output is a "
      + "terminal and NO_COLOR is not set).",
    valueName: "color")

  /// The policy `text` names.
  ///
  /// - Throws: a usage ``CLIError`` naming `--color`, the names, and the nearest one.
  static func choice(_ text: String) throws(CLIError) -> ColorChoice {
    guard let choice = ColorChoice(rawValue: text) else {
      throw .usage("--color " + UnknownNameError(name: text, known: names).description)
    }
    return choice
  }
}
