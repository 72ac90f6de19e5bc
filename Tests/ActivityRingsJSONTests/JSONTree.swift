import ActivityRingsJSON

/// A ``JSONValue`` copied into a plain tree, so that tests can compare whole documents.
enum JSONTree: Equatable {
  /// Members in document order, keys written twice included.
  case object([String: JSONTree])
  case array([JSONTree])
  case string(String)
  /// The number as written.
  case number(String)
  case bool(Bool)
  case null

  init(_ value: JSONValue) {
    switch value.kind {
    case .object:
      var members: [String: JSONTree] = [:]
      for (key, member) in value.object ?? JSONObject.empty { members[key] = JSONTree(member) }
      self = .object(members)
    case .array: self = .array((value.array ?? JSONArray.empty).map(JSONTree.init))
    case .string: self = .string(value.string ?? "")
    case .number: self = .number(value.numberLiteral ?? "")
    case .bool: self = .bool(value.bool ?? false)
    case .null: self = .null
    }
  }
}
