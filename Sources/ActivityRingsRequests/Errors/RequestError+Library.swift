import ActivityRings

extension RequestError {
  /// A picture's fault, its field named as the request names it (`framesPerSecond` is `fps`).
  public init(_ error: SceneRequestError) {
    let field: RequestField? =
      switch error.field {
      case .size?: .size
      case .scale?: .scale
      case .label?: .label
      case .framesPerSecond?: .fps
      case .duration?: .duration
      case .tint?: .tint
      case .width?: .width
      case .height?: .height
      case nil: nil
      }
    self.init(field) { name in
      error.message { field in
        switch field {
        case .size: name(.size)
        case .scale: name(.scale)
        case .label: name(.label)
        case .framesPerSecond: name(.fps)
        case .duration: name(.duration)
        case .tint: name(.tint)
        case .width: name(.width)
        case .height: name(.height)
        }
      }
    }
  }

  /// An output's fault: the format, the output's path or the renderer.
  public init(_ error: OutputChoiceError) {
    let field: RequestField =
      switch error.field {
      case .format: .format
      case .output: .output
      case .renderer: .renderer
      }
    self.init(field) { name in
      error.message { field in
        switch field {
        case .format: name(.format)
        case .output: name(.output)
        case .renderer: name(.renderer)
        }
      }
    }
  }

  /// A calendar range's fault: `month`, `week`, `from` or `to`.
  public init(_ error: HistoryRangeError) {
    self.init(error.field.flatMap { RequestField(rawValue: $0.rawValue) }) { name in
      error.message { field in
        RequestField(rawValue: field.rawValue).map(name) ?? field.rawValue
      }
    }
  }
}
