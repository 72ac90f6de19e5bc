/// One entry of a GIF colour table: 8 bits per channel, no alpha (GIF marks one entry
/// transparent instead).
struct GIFColor: Sendable, Hashable {
  var red: UInt8
  var green: UInt8
  var blue: UInt8
}
