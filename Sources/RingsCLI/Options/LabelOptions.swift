import ActivityRings
import ArgumentParser

/// `--label`, `--label-position` and `--wheelchair`: whose rings these are, shared by the
/// commands that draw a day's rings.
///
/// ```sh
/// rings render --move 350/500 --label Ana --label-position below -o ana.png
/// rings export --move 350/500 --label Ana --preset square-256
/// ```
struct LabelOptions: ParsableArguments {
  /// The name shown above the values; nil draws no label.
  @Option(
    help: ArgumentHelp(
      "Whose rings these are: adds a label with the name and each ring's value in its colour (text is never below 11 pt: a label that does not fit moves below the rings, then shortens the name).",
      valueName: "NAME"))
  var label: String?

  /// Where the label goes.
  @Option(help: "Where the label goes: beside (to the right) or below the rings.")
  var labelPosition: RingLabel.Placement = .beside

  /// Whether the Stand ring reads "Roll".
  @Flag(help: "Call the Stand ring Roll in the label, as Apple does for wheelchair users.")
  var wheelchair = false

  /// The label these options ask for; nil without `--label`.
  var ringLabel: RingLabel? {
    label.map { RingLabel(name: $0, placement: labelPosition, usesWheelchair: wheelchair) }
  }

  /// ``ringLabel``, after checking that the name can be drawn (`SceneRequest`'s check).
  ///
  /// - Throws: a usage ``CLIError`` for a name holding a control character or a noncharacter.
  func checkedLabel() throws(CLIError) -> RingLabel? {
    do {
      try SceneRequest(label: ringLabel).checkLabel()
    } catch {
      throw CLIError(error)
    }
    return ringLabel
  }
}
