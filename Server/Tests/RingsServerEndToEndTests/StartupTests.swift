import Foundation
import Testing
import _ActivityRingsTestSupport

/// How `rings-server` starts and refuses to: the data folder made, the token generated once,
/// and one line and an exit status for every bad option.
@Suite struct StartupTests {
  static func run(_ arguments: [String], environment: [String: String] = [:]) throws
    -> ProcessRunner.Result
  {
    try ProcessRunner.run(
      BuiltProducts.executable("rings-server"), arguments, environment: environment,
      removing: ["RINGS_SERVER_TOKEN"])
  }

  @Test(arguments: [
    (["--port", "70000"], "--port 70000"),
    (["--time-zone", "Mars/Olympus_Mons"], "--time-zone"),
    (["--goals", "move=lots"], "--goals"),
    (["--goals", "steps=10000"], "steps"),
  ])
  func aBadOptionIsOneLineAndExit64(arguments: [String], named: String) throws {
    let folder = try BuiltProducts.temporaryFolder()
    let result = try Self.run(["--data", folder.path + "/data"] + arguments)
    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("rings-server: error: "), "\(result.standardError)")
    #expect(result.standardError.contains(named))
    #expect(result.standardError.filter { $0 == "\n" }.count == 1)
  }

  /// An address the server cannot listen on is the user's to change: one line in the server's
  /// words, exit 64, and nothing made, neither the data folder nor a token.
  @Test(arguments: [
    (["--host", "no-such-host.invalid"], "--host 'no-such-host.invalid' is not an address"),
    (["--host", "192.0.2.1"], "--host '192.0.2.1' is not an address of this machine"),
  ])
  func anAddressThatCannotBeListenedOnIsExit64BeforeAnyToken(
    arguments: [String], message: String
  ) throws {
    let data = try BuiltProducts.temporaryFolder().appendingPathComponent("data")
    let result = try Self.run(["--data", data.path, "--port", "0"] + arguments)
    #expect(result.status == 64)
    #expect(
      result.standardError.hasPrefix("rings-server: error: \(message)"), "\(result.standardError)")
    #expect(result.standardError.filter { $0 == "\n" }.count == 1)
    #expect(result.text.isEmpty, "no token printed: \(result.text)")
    #expect(!FileManager.default.fileExists(atPath: data.path), "nothing made")
  }

  /// The arguments are read as bytes: a data folder whose name is not UTF-8 is refused in
  /// words, not opened under the other name `CommandLine.arguments` would have given it
  /// (`\u{FFFD}`), which SQLite and the lock would then have disagreed on.
  @Test func aDataFolderThatIsNotUTF8IsRefused() throws {
    let folder = try BuiltProducts.temporaryFolder()
    let result = try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/sh"),
      [
        "-c", #"exec "$0" --data "$1/$(printf '\200')" --port 0"#,
        BuiltProducts.executable("rings-server").path, folder.path,
      ],
      removing: ["RINGS_SERVER_TOKEN"])
    #expect(result.status == 64)
    #expect(
      result.standardError.hasPrefix("rings-server: error: --data '")
        && result.standardError.contains("/\\x80' is not UTF-8"), "\(result.standardError)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func aPortInUseIsExit64BeforeAnyToken() throws {
    let first = try ServerProcess()
    defer { first.stop() }
    let data = try BuiltProducts.temporaryFolder().appendingPathComponent("data")
    let result = try Self.run(["--data", data.path, "--port", String(first.port)])
    #expect(result.status == 64)
    #expect(
      result.standardError.hasPrefix(
        "rings-server: error: --port \(first.port): 127.0.0.1:\(first.port) is in use"),
      "\(result.standardError)")
    #expect(result.standardError.filter { $0 == "\n" }.count == 1)
    #expect(result.text.isEmpty, "no token printed: \(result.text)")
    #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("token").path))
  }

  @Test func aDataPathThatIsAFileIsAUsageError() throws {
    let folder = try BuiltProducts.temporaryFolder()
    let file = folder.appendingPathComponent("file")
    try Data("x".utf8).write(to: file)
    let result = try Self.run(["--data", file.path, "--port", "0"])
    #expect(result.status == 64)
    #expect(result.standardError.contains("is a file, not a folder"))
  }

  @Test func aShortTokenInTheEnvironmentIsRefused() throws {
    let folder = try BuiltProducts.temporaryFolder()
    let result = try Self.run(
      ["--data", folder.path, "--port", "0"], environment: ["RINGS_SERVER_TOKEN": "short"])
    #expect(result.status == 64)
    #expect(result.standardError.contains("RINGS_SERVER_TOKEN"))
  }

  @Test func theTokenIsGeneratedOnceIntoAFileOnlyItsOwnerReadsAndNeverPrinted() throws {
    let data = try BuiltProducts.temporaryFolder().appendingPathComponent("new/data")
    // The first start makes the folder and the token, names the token's file without printing
    // the token, and stops on the second server's refusal below only after that.
    let first = try GeneratedTokenServer(data: data)
    defer { first.stop() }
    let token = try String(contentsOf: data.appendingPathComponent("token"), encoding: .utf8)
      .trimmingCharacters(in: .newlines)
    #expect(token.count == 64)
    #expect(!first.output.contains(token), "the token is never printed: \(first.output)")
    #expect(first.output.contains(data.appendingPathComponent("token").path))
    // Every file the server made in the folder is its owner's alone: the database and its
    // -wal and -shm files, the lock, the token and the signing key.
    let names = try FileManager.default.contentsOfDirectory(atPath: data.path).sorted()
    #expect(
      Set(names).isSuperset(of: [
        "lock", "rings.sqlite", "rings.sqlite-shm", "rings.sqlite-wal", "signing-key", "token",
      ]), "\(names)")
    for name in names {
      let attributes = try FileManager.default.attributesOfItem(
        atPath: data.appendingPathComponent(name).path)
      #expect((attributes[.posixPermissions] as? Int) == 0o600, "\(name)")
    }
    let folderAttributes = try FileManager.default.attributesOfItem(atPath: data.path)
    #expect((folderAttributes[.posixPermissions] as? Int) == 0o700)
    // A second server on the same folder stops at once.
    let second = try Self.run(["--data", data.path, "--port", "0"])
    #expect(second.status == 1)
    #expect(second.standardError.contains("another rings-server is using"))
    first.stop()
    // A later start uses the file and names none.
    let again = try GeneratedTokenServer(data: data)
    #expect(!again.output.contains(token))
    #expect(!again.output.contains("generated"))
    again.stop()
    // A token file others can read is refused.
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o644], ofItemAtPath: data.appendingPathComponent("token").path)
    let refused = try Self.run(["--data", data.path, "--port", "0"])
    #expect(refused.status == 1)
    #expect(refused.standardError.contains("chmod 600"))
  }

  /// A server without `RINGS_SERVER_TOKEN`, and what it printed up to listening, on standard
  /// output and standard error.
  final class GeneratedTokenServer {
    let process = Process()
    let output: String

    init(data: URL) throws {
      process.executableURL = BuiltProducts.executable("rings-server")
      process.arguments = ["--data", data.path, "--port", "0"]
      var environment = ProcessInfo.processInfo.environment
      environment.removeValue(forKey: "RINGS_SERVER_TOKEN")
      process.environment = environment
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = pipe
      try process.run()
      var text = ""
      while !text.contains("listening on") {
        let data = pipe.fileHandleForReading.availableData
        if data.isEmpty { break }
        text += String(decoding: data, as: UTF8.self)
      }
      output = text
    }

    func stop() {
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
    }
  }
}
