/// Collects the bytes a Cairo stream surface writes; handed to Cairo as the write callback's
/// closure pointer, and kept alive by the surface that writes into it.
final class CairoByteSink {
  /// Everything written so far.
  var bytes: [UInt8] = []
}
