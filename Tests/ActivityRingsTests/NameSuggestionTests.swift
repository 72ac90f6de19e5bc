import ActivityRings
import Testing

@Suite("NameSuggestion: the nearest known name to a mistyped one")
struct NameSuggestionTests {
  @Test(
    "a near name is suggested",
    arguments: [
      ("rendr", "render"), ("sqaure-64", "square-64"), ("SVG", "svg"), ("animte", "animate"),
      ("jsonl", "jsonl"), ("histroy", "history"),
    ])
  func nearNames(typed: String, expected: String) {
    let names = ["render", "animate", "history", "square-32", "square-64", "svg", "jsonl"]
    #expect(NameSuggestion.nearest(to: typed, among: names) == expected)
  }

  @Test("nothing is suggested for a word far from every name, or an empty one")
  func farNames() {
    #expect(NameSuggestion.nearest(to: "xyz", among: ["render", "animate"]) == nil)
    #expect(NameSuggestion.nearest(to: "", among: ["a"]) == nil)
    #expect(NameSuggestion.nearest(to: "render", among: [String]()) == nil)
  }

  @Test("the nearest wins, then the first in order")
  func ties() {
    #expect(
      NameSuggestion.nearest(to: "square-65", among: ["square-64", "square-65"]) == "square-65")
    #expect(NameSuggestion.nearest(to: "b", among: ["a", "c"]) == "a")
  }

  @Test("a swap of neighbours counts one edit, not two")
  func swaps() {
    #expect(NameSuggestion.nearest(to: "ab", among: ["ba"]) == "ba")
    #expect(NameSuggestion.nearest(to: "abcdefgh", among: ["badcfehg"]) == nil)
  }
}
