import Foundation
import _ActivityRingsTestSupport

/// curl, the HTTP client of these tests: a real client over a real socket, in a process of its
/// own.
enum Curl {
  static var isInstalled: Bool { InstalledTool.isInstalled("curl") }

  struct Response: Sendable {
    var status: Int
    var headers: [String: String]
    var body: Data
    var text: String { String(decoding: body, as: UTF8.self) }
  }

  /// A request; `upload` is sent as the body with POST.
  static func request(
    _ url: String, method: String = "GET", headers: [String: String] = [:], upload: URL? = nil,
    data: String? = nil
  ) throws -> Response {
    let folder = try BuiltProducts.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let headerFile = folder.appendingPathComponent("headers")
    let bodyFile = folder.appendingPathComponent("body")
    var arguments = [
      "--silent", "--show-error", "--globoff", "--max-time", "120", "--request", method,
      "--dump-header",
      headerFile.path, "--output", bodyFile.path, "--write-out", "%{http_code}",
    ]
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
      arguments += ["--header", "\(name): \(value)"]
    }
    if let upload { arguments += ["--data-binary", "@" + upload.path] }
    if let data { arguments += ["--data-binary", data] }
    arguments.append(url)
    let result = try ProcessRunner.run(try InstalledTool.named("curl").path, arguments)
    guard result.status == 0, let status = Int(result.text) else {
      throw CurlFailed(message: result.standardError)
    }
    var fields: [String: String] = [:]
    let headerText = (try? String(contentsOf: headerFile, encoding: .utf8)) ?? ""
    for line in headerText.split(separator: "\r\n") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      fields[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    return Response(
      status: status, headers: fields, body: (try? Data(contentsOf: bodyFile)) ?? Data())
  }

  struct CurlFailed: Error, CustomStringConvertible {
    var message: String
    var description: String { "curl failed: \(message)" }
  }
}

/// The built `rings` tool.
enum RingsTool {
  /// Runs `rings` with `arguments` and returns what it wrote to standard output. The locale
  /// (`LC_ALL`, `LC_TIME`, `LANG`) is taken out of its environment: it chooses the day the
  /// tool's weeks start on, where the server's start on Monday unless asked.
  static func output(_ arguments: [String]) throws -> Data {
    let result = try ProcessRunner.run(
      BuiltProducts.executable("rings"), arguments, removing: ["LC_ALL", "LC_TIME", "LANG"])
    guard result.status == 0 else {
      throw RingsFailed(arguments: arguments, message: result.standardError)
    }
    return result.standardOutput
  }

  struct RingsFailed: Error, CustomStringConvertible {
    var arguments: [String]
    var message: String
    var description: String { "rings \(arguments.joined(separator: " ")): \(message)" }
  }
}
