/// The benchmark inputs could not be made.
struct BenchmarkInputError: Error, CustomStringConvertible {
  /// What went wrong, in one line.
  let message: String

  var description: String { message }
}
