import Foundation
import RingsServerTestSupport
import Testing

@testable import RingsServer

/// Requests NIO's HTTP/1 decoder refuses, sent over a real socket: each gets the status RFC 9110
/// gives it and the one-line JSON body of every other error (Hummingbird alone answers an empty
/// 400), then the connection closes.
@Suite struct MalformedRequestTests {
  static let authorization = "Authorization: Bearer \(TestServer.token)\r\n"

  @Test(
    arguments: [
      (
        "POST /imports HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n", 400,
        "Content-Length"
      ),
      (
        "POST /imports HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab",
        400, "Content-Length"
      ),
      (
        "POST /imports HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked"
          + "\r\n\r\n0\r\n\r\n", 400, nil
      ),
      ("BREW /pot HTTP/1.1\r\nHost: x\r\n\r\n", 501, "method"),
      ("GET /rings.png?move=1/2 HTTP/9.9\r\nHost: x\r\n\r\n", 505, "version"),
      (
        "GET /rings.png?move=1/2&_=" + String(repeating: "a", count: 100_000)
          + " HTTP/1.1\r\nHost: x\r\n\r\n", 414, "url"
      ),
      (
        "GET /rings.png?move=1/2 HTTP/1.1\r\nHost: x\r\nX-Big: "
          + String(repeating: "a", count: 100_000) + "\r\n\r\n", 431, "headers"
      ),
      (
        "GET /rings.png?move=1/2 HTTP/1.1\r\nHost: x\r\n"
          + (0..<200).map { "X-\($0): 1\r\n" }.joined() + "\r\n", 431, "headers"
      ),
      ("GET /rings.png?move=1/2 HTTP/1.1\r\nHost: x\r\nBad Name: 1\r\n\r\n", 400, "headers"),
      (
        "POST /imports HTTP/1.1\r\nHost: x\r\n\(authorization)Transfer-Encoding: chunked\r\n\r\n"
          + "5\r\nhello\r\nzz\r\n", 400, "body"
      ),
    ] as [(String, Int, String?)])
  func aMalformedRequestGetsItsStatusAndTheJSONLine(
    request: String, status: Int, parameter: String?
  ) async throws {
    let server = try TestServer()
    try await server.live { port in
      let connection = try RawConnection(port: port)
      try connection.write(request)
      let reply = await connection.readUntilClosed(seconds: 120)
      let response = try #require(reply.response, "\(String(decoding: reply.bytes, as: UTF8.self))")
      #expect(response.status == status)
      #expect(response.headers["content-type"] == "application/json")
      #expect(response.headers["connection"] == "close")
      try expectProblemLine(response.text, parameter: parameter)
      #expect(response.rest.isEmpty, "one answer, not Hummingbird's empty 400 after it")
      #expect(reply.closed)
    }
  }

  /// A malformed request after a good one on the same connection: the good one is answered,
  /// then the JSON problem.
  @Test func aPipelinedMalformedRequestIsAnsweredAfterTheOneBefore() async throws {
    let server = try TestServer()
    try await server.live { port in
      let connection = try RawConnection(port: port)
      try connection.write(
        "GET /rings.txt?move=1/2 HTTP/1.1\r\nHost: x\r\n\r\nBREW / HTTP/1.1\r\nHost: x\r\n\r\n")
      let reply = await connection.readUntilClosed(seconds: 120)
      let first = try #require(reply.response)
      #expect(first.status == 200)
      let second = try #require(RawResponse(first.rest))
      #expect(second.status == 501)
      try expectProblemLine(second.text, parameter: "method")
      #expect(reply.closed)
    }
  }

  /// A body that stops being HTTP after its route answered (a write without the token): the
  /// route's answer stands, alone.
  @Test func aBadChunkAfterTheAnswerClosesTheConnectionWithoutAnotherAnswer() async throws {
    let server = try TestServer()
    try await server.live { port in
      let connection = try RawConnection(port: port)
      try connection.write(
        "POST /imports HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n")
      let reply = await connection.readUntilClosed(seconds: 120)
      let response = try #require(reply.response)
      #expect(response.status == 401)
      try expectProblemLine(response.text, parameter: nil)
      #expect(response.rest.isEmpty)
      #expect(reply.closed)
    }
  }
}
