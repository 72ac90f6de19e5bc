import ActivityRings

/// `rings describe --format json`: the sentence and its parts.
///
/// ```json
/// {"date": "2026-08-13", "name": "Ana", "paused": false,
///  "rings": [{"goal": 500, "name": "Move", "percent": 70, "phrase": "350 of 500 calories, 70 percent",
///             "ring": "move", "state": "progress", "unit": "calories", "value": 350}, …],
///  "sentence": "Ana, Thursday 13 August 2026. Move: …", "title": "Ana's activity rings, …"}
/// ```
///
/// Absent parts (no name, no date, a ring's missing value) are left out; a percentage too large
/// for a number (a goal near zero) is left out too, and the phrase says "more than 1e+308".
struct DescriptionJSON: Encodable {
  struct Ring: Encodable {
    let ring: String
    let name: String
    let state: String
    let value: Double?
    let goal: Double?
    let unit: String?
    let percent: Double?
    let phrase: String
  }

  let title: String
  let sentence: String
  let name: String?
  let date: String?
  let paused: Bool
  let rings: [Ring]

  init(_ description: RingDescription) {
    title = description.title
    sentence = description.sentence
    name = description.name
    date = description.day?.description
    paused = description.isPaused
    rings = description.rings.map { ring in
      Ring(
        ring: ring.kind.rawValue, name: ring.name, state: ring.state.rawValue, value: ring.value,
        goal: ring.goal, unit: ring.unit, percent: ring.percent.flatMap { $0.isFinite ? $0 : nil },
        phrase: ring.phrase)
    }
  }
}
