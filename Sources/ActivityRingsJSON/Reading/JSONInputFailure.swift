/// The two ways a JSON input fails before it is decoded, which each input's error type names
/// its own way: the bytes hold nothing but whitespace, or they are not JSON.
protocol JSONInputFailure: Error {
  /// Nothing but whitespace.
  static var empty: Self { get }
  /// Not JSON.
  static func notJSON(_ error: JSONSyntaxError) -> Self
}
