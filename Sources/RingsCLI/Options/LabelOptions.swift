import ActivityRings
import ActivityRingsRequests
import ArgumentParser

/// `--label`, `--label-position` and `--wheelchair`: whose rings these are, shared by the
/// commands that draw a day's rings, as request fields.
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
  @Option(
    help: ArgumentHelp(
      "Where the label goes: beside (the default: to the right) or below the rings.",
      valueName: "POSITION"),
    completion: .list(RingLabel.Placement.typedNames))
  var labelPosition: String?

  /// Whether the Stand ring reads "Roll".
  @Flag(help: "Call the Stand ring Roll in the label, as Apple does for wheelchair users.")
  var wheelchair = false

  /// The fields these options give.
  var fields: RequestFields {
    var fields = RequestFields([:])
    fields[.label] = label
    fields[.labelPosition] = labelPosition
    if wheelchair { fields[.wheelchair] = "true" }
    return fields
  }
}
