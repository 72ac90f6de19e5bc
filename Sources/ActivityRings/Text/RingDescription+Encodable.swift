#if !hasFeature(Embedded)
  extension RingDescription: Encodable {
    private enum CodingKeys: String, CodingKey {
      case title, sentence, name, date, paused, rings
    }

    /// The sentence and its parts, what `rings describe --format json` prints:
    ///
    /// ```json
    /// {"date": "2026-08-13", "name": "Ana", "paused": false,
    ///  "rings": [{"goal": 500, "name": "Move", "percent": 70,
    ///             "phrase": "350 of 500 calories, 70 percent", "ring": "move",
    ///             "state": "progress", "unit": "calories", "value": 350}, …],
    ///  "sentence": "Ana, Thursday 13 August 2026. Move: …", "title": "Ana's activity rings, …"}
    /// ```
    ///
    /// Absent parts (no name, no date, a ring's missing value) are left out; so is a
    /// percentage too large for a number (a goal near zero), whose phrase says "more than
    /// 1e+308".
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(title, forKey: .title)
      try container.encode(sentence, forKey: .sentence)
      try container.encodeIfPresent(name, forKey: .name)
      try container.encodeIfPresent(day?.description, forKey: .date)
      try container.encode(isPaused, forKey: .paused)
      try container.encode(rings, forKey: .rings)
    }
  }

  extension RingDescription.Ring: Encodable {
    private enum CodingKeys: String, CodingKey {
      case ring, name, state, value, goal, unit, percent, phrase
    }

    /// One ring's part of ``RingDescription``'s JSON.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(kind.rawValue, forKey: .ring)
      try container.encode(name, forKey: .name)
      try container.encode(state.rawValue, forKey: .state)
      try container.encodeIfPresent(value, forKey: .value)
      try container.encodeIfPresent(goal, forKey: .goal)
      try container.encodeIfPresent(unit, forKey: .unit)
      try container.encodeIfPresent(percent.flatMap { $0.isFinite ? $0 : nil }, forKey: .percent)
      try container.encode(phrase, forKey: .phrase)
    }
  }
#endif
