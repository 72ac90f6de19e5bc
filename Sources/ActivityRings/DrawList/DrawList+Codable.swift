#if !hasFeature(Embedded)
  extension DrawList {
    enum CodingKeys: String, CodingKey {
      case size, scale, background, items, texts, title, accessibilityText, groups
    }

    /// Decodes a draw list; `texts` and `groups` may be absent (draw lists saved before they
    /// existed), and mean none.
    ///
    /// ```swift
    /// let drawList = try JSONDecoder().decode(DrawList.self, from: Data(contentsOf: url))
    /// ```
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        size: try container.decode(CanvasSize.self, forKey: .size),
        scale: try container.decode(RenderScale.self, forKey: .scale),
        background: try container.decodeIfPresent(RGBColor.self, forKey: .background),
        items: try container.decode([DrawItem].self, forKey: .items),
        texts: try container.decodeIfPresent([DrawText].self, forKey: .texts) ?? [],
        title: try container.decode(String.self, forKey: .title),
        accessibilityText: try container.decode(String.self, forKey: .accessibilityText),
        groups: try container.decodeIfPresent([DrawGroup].self, forKey: .groups) ?? [])
    }
  }
#endif
