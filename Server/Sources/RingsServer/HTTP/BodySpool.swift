import ActivityRingsFiles
import Hummingbird

/// A request body kept in a nameless temporary file in the data folder as it arrives
/// (the file library's `TemporarySpool`), never held whole in memory: nothing stays behind
/// however the server ends, and the file is read back from the start.
///
/// ```swift
/// let spool = try await BodySpool(request.body, in: folder, limit: 64 << 30, route: "/imports")
/// reader.read(fileDescriptor: spool.descriptor, named: "the upload")
/// ```
///
/// The file is closed, and its space freed, when the spool goes.
struct BodySpool: Sendable {
  /// The file that holds the body.
  private let spool: TemporarySpool
  /// The body's length in bytes.
  let bytes: Int64

  /// The open file, at offset 0.
  var descriptor: Int32 { spool.descriptor }

  /// Writes `body` to a new spool in `folder`.
  ///
  /// - Throws: a 413 ``RequestProblem`` as soon as the body passes `limit` bytes; a 500 when
  ///   the file cannot be made or written (a full disk).
  init(_ body: RequestBody, in folder: DataFolder, limit: Int64, route: String) async throws {
    let spool: TemporarySpool
    do throws(SafeOutputError) {
      spool = try TemporarySpool(in: folder.path, describing: "the data folder")
    } catch {
      throw RequestProblem.internalFailure("cannot keep the upload: \(error.message)")
    }
    var length: Int64 = 0
    for try await buffer in body {
      length += Int64(buffer.readableBytes)
      guard length <= limit else { throw RequestProblem.tooLarge(limit: limit, route: route) }
      try buffer.withUnsafeReadableBytes { (chunk) throws(RequestProblem) in
        do throws(SafeOutputError) {
          try spool.append(chunk)
        } catch {
          throw RequestProblem.internalFailure("cannot keep the upload: \(error.message)")
        }
      }
    }
    do throws(SafeOutputError) {
      try spool.rewind()
    } catch {
      throw RequestProblem.internalFailure("cannot read the upload back: \(error.message)")
    }
    self.spool = spool
    bytes = length
  }
}
