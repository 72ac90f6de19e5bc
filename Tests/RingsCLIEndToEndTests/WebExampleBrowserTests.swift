import ActivityRings
import ActivityRingsSVG
import Foundation
import Testing
import _ActivityRingsTestSupport

/// Examples/Web in a real browser: `Examples/Web/build` makes the WebAssembly module (the core
/// and the SVG backend in Embedded Swift), headless Chromium runs it from local files, and the
/// SVG it returns for the README's scenes is byte for byte what `rings render -o x.svg` writes;
/// transition frames are what the native core draws; the example page draws with no console
/// message.
@Suite(
  .enabled(if: HeadlessChromium.isInstalled, "Debian's chromium is not installed (CI installs it)"),
  .serialized)
struct WebExampleBrowserTests {
  /// One day as the README's `rings render` examples give it.
  struct Scene: Sendable, CustomStringConvertible {
    let arguments: [String]
    /// The page's call: `rings.svg(day, options)` in JavaScript.
    let call: String

    var description: String { arguments.joined(separator: " ") }
  }

  static let scenes = [
    Scene(
      arguments: ["--move", "350/500", "--exercise", "20/30", "--stand", "8/12"],
      call: "rings.svg({move: [350, 500], exercise: [20, 30], stand: [8, 12]})"),
    Scene(
      arguments: ["--summary", "move=350/500,exercise=89/30,stand=8/12"],
      call: "rings.svg({move: [350, 500], exercise: [89, 30], stand: [8, 12]})"),
    Scene(
      arguments: ["--move-time", "20/30", "--size", "64", "--scale", "3"],
      call: "rings.svg({move: [20, 30]}, {moveTime: true, size: 64, scale: 3})"),
    Scene(
      arguments: ["--stand", "8/12"], call: "rings.svg({stand: [8, 12]})"),
    Scene(
      arguments: ["--move", "1005/500", "--exercise", "0/30", "--stand", "12/0", "--size", "29"],
      call: "rings.svg({move: [1005, 500], exercise: [0, 30], stand: [12, 0]}, {size: 29})"),
  ]

  /// The times of the transition frames compared, in seconds (1 s, ease-in-out; 0 and 1 are its
  /// ends, 1.5 is past it).
  static let frameTimes = [0, 0.25, 0.5, 0.999, 1, 1.5]

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Builds the module into `folder` with Examples/Web/build; returns its size in bytes.
  static func buildModule(into folder: URL) throws -> Int {
    let bash = try #require(InstalledTool("bash"))
    let build = try bash.run([root.appendingPathComponent("Examples/Web/build").path, folder.path])
    try #require(build.status == 0, "Examples/Web/build failed:\n\(build.output)")
    let size = try FileManager.default.attributesOfItem(
      atPath: folder.appendingPathComponent("rings.wasm").path)[.size]
    return try #require(size as? Int)
  }

  /// A page that loads the built module with the example's rings.js and writes the UTF-8 bytes
  /// of each call's SVG, in hexadecimal, into `<pre id="result-N">`.
  static func probePage(calls: [String], in folder: URL) throws -> URL {
    let script = root.appendingPathComponent("Examples/Web/rings.js").absoluteString
    let results = calls.enumerated().map { index, call in
      """
        put(\(index), function () { return \(call); });
      """
    }
    let html = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>probe</title></head><body>
      <script src="\(folder.appendingPathComponent("rings-wasm.js").absoluteString)"></script>
      <script src="\(script)"></script>
      <script>
      var rings = ActivityRingsWasm.loadNow();
      function put(index, call) {
        var bytes = new TextEncoder().encode(call());
        var hex = Array.prototype.map.call(bytes, function (b) {
          return (b < 16 ? "0" : "") + b.toString(16);
        }).join("");
        var pre = document.createElement("pre");
        pre.id = "result-" + index;
        pre.textContent = hex;
        document.body.appendChild(pre);
      }
      \(results.joined(separator: "\n"))
      </script>
      </body></html>
      """
    let url = folder.appendingPathComponent("probe.html")
    try Data(html.utf8).write(to: url)
    return url
  }

  /// The bytes the page wrote for call `index`.
  static func result(_ index: Int, in dom: String) throws -> [UInt8] {
    let match = try #require(
      dom.firstMatch(of: try Regex(#"<pre id="result-\#(index)">([0-9a-f]*)</pre>"#)),
      "no result \(index) in the page")
    let hex = Array(String(try #require(match.output[1].substring)).utf8)
    return stride(from: 0, to: hex.count, by: 2).map { offset in
      UInt8(String(decoding: hex[offset..<offset + 2], as: UTF8.self), radix: 16) ?? 0
    }
  }

  /// The native core's SVG of a transition frame (the module's own computation, natively).
  static func nativeFrame(at time: Double) throws -> [UInt8] {
    var from = ActivitySummary()
    from.activeEnergyBurned = 400
    from.activeEnergyBurnedGoal = 500
    from.appleExerciseTime = 10
    from.appleExerciseTimeGoal = 30
    from.appleStandHours = 3
    from.appleStandHoursGoal = 12
    var to = from
    to.activeEnergyBurned = 1250
    to.appleExerciseTime = 25
    to.appleStandHours = 13
    let transition = try RingTransition(from: from, to: to, duration: 1, curve: .easeInOut)
    let start = try RingScene(summary: from, ringSide: 160, scale: .x1)
    let end = try RingScene(summary: to, ringSide: 160, scale: .x1)
    let frame = transition.scene(at: time, from: start, to: end)
    return Array(try SVGRenderer().render(frame.drawn(as: .svg).drawList()).utf8)
  }

  @Test("the module's SVG is rings render's, byte for byte; its frames are the native core's")
  func sameBytesAsTheTool() throws {
    let chromium = try #require(HeadlessChromium())
    let folder = try RingsProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let size = try Self.buildModule(into: folder)
    // 157 KB today, 196 KB without wasm-opt (README); more would mean the module pulled in more
    // than it draws with. RingsWasmKitTests (Examples/Web) holds it to 170 KB with wasm-opt.
    #expect(size <= 215_000, "rings.wasm is \(size) bytes")

    let frameCalls = Self.frameTimes.map { time in
      "rings.transitionSVG({move: [400, 500], exercise: [10, 30], stand: [3, 12]}, "
        + "{move: [1250, 500], exercise: [25, 30], stand: [13, 12]}, \(time))"
    }
    let page = try chromium.dumpDOM(
      of: try Self.probePage(calls: Self.scenes.map(\.call) + frameCalls, in: folder))
    #expect(page.consoleMessages.isEmpty, "\(page.consoleMessages)")

    for (index, scene) in Self.scenes.enumerated() {
      let file = folder.appendingPathComponent("scene-\(index).svg")
      let rendered = try RingsProcess.run(["render"] + scene.arguments + ["-o", file.path])
      try #require(rendered.status == 0, "\(rendered.standardError)")
      let expected = try [UInt8](Data(contentsOf: file))
      let actual = try Self.result(index, in: page.dom)
      #expect(actual == expected, "\(scene): the wasm's SVG differs from rings render's")
    }
    for (offset, time) in Self.frameTimes.enumerated() {
      let actual = try Self.result(Self.scenes.count + offset, in: page.dom)
      #expect(actual == (try Self.nativeFrame(at: time)), "frame at \(time) s differs")
    }
  }

  @Test("the example page loads, draws the rings and logs nothing; a bad value is one message")
  func examplePage() throws {
    let chromium = try #require(HeadlessChromium())
    let folder = try RingsProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try Self.buildModule(into: folder)
    // The page as shipped, beside the module it loads from Generated/.
    let site = folder.appendingPathComponent("site")
    try FileManager.default.createDirectory(
      at: site.appendingPathComponent("Generated"), withIntermediateDirectories: true)
    for file in ["index.html", "rings.js"] {
      try FileManager.default.copyItem(
        at: Self.root.appendingPathComponent("Examples/Web/\(file)"),
        to: site.appendingPathComponent(file))
    }
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent("rings-wasm.js"),
      to: site.appendingPathComponent("Generated/rings-wasm.js"))
    let page = try chromium.dumpDOM(of: site.appendingPathComponent("index.html"))
    #expect(page.consoleMessages.isEmpty, "\(page.consoleMessages)")
    #expect(page.dom.contains(#"<html lang="en" class="ready">"#))
    #expect(page.dom.contains(#"<div id="rings" aria-live="polite"><svg "#))
    #expect(page.dom.contains(#"<p id="message" role="status"></p>"#))

    let refused = try chromium.dumpDOM(
      of: try Self.probePage(
        calls: [
          "(function () { try { rings.svg({move: [350, 500]}, {size: -1}); return 'drawn'; } "
            + "catch (error) { return error.message; } })()"
        ], in: folder))
    let message = String(decoding: try Self.result(0, in: refused.dom), as: UTF8.self)
    #expect(message.hasPrefix("canvas size") && !message.contains("\n"), "\(message)")
  }
}
