import ActivityRings
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import RingsServer

@Suite struct HealthAutoExportTests {
  static func batch(_ metrics: [(name: String, units: String, points: [(String, Double)])])
    -> ByteBuffer
  {
    let list = metrics.map { metric in
      let points = metric.points.map {
        "{\"date\":\"\($0.0)\",\"qty\":\($0.1),\"source\":\"Watch\"}"
      }
      return "{\"name\":\"\(metric.name)\",\"units\":\"\(metric.units)\",\"data\":["
        + points.joined(separator: ",") + "]}"
    }
    return ByteBuffer(
      string: "{\"data\":{\"metrics\":[" + list.joined(separator: ",") + "],\"workouts\":[]}}")
  }

  static let week = batch([
    (
      "active_energy", "kJ",
      (1...7).map { ("2024-05-0\($0) 00:00:00 -0800", Double($0) * 418.4) }
    ),
    ("apple_exercise_time", "min", (1...7).map { ("2024-05-0\($0) 00:00:00 -0800", 10) }),
    (
      "apple_stand_hour", "count",
      (1...7).flatMap { day in (8...12).map { ("2024-05-0\(day) \($0):00:00 -0800", 1) } }
    ),
    ("step_count", "count", [("2024-05-01 00:00:00 -0800", 9000)]),
  ])

  @Test func aBatchFillsTheRingsAndTheSamePostTwiceChangesNothing() async throws {
    let server = try TestServer { $0.goals = DefaultGoals(move: 400, exercise: 20, stand: 10) }
    try await server.test { client in
      let first = try await client.execute(
        uri: "/health-auto-export", method: .post, headers: TestServer.authorized,
        body: Self.week)
      #expect(first.status == .ok, "\(first.text)")
      #expect(first.json["received"] as? Int == 7 + 7 + 35)
      #expect(first.json["changed"] as? Int == 49)
      #expect(first.json["otherMetrics"] as? [String] == ["step_count"])
      let generation = server.server.store.generation
      let again = try await client.execute(
        uri: "/health-auto-export", method: .post, headers: TestServer.authorized,
        body: Self.week)
      #expect(again.status == .ok)
      #expect(again.json["changed"] as? Int == 0)
      #expect(server.server.store.generation == generation)
    }
    let days = try await server.server.store.allDays(goals: server.server.configuration.goals)
    #expect(days.count == 7)
    let third = try #require(days.first { $0.day == day("2024-05-03") })
    // 3 × 418.4 kJ is 300 kcal; no imported summary, so the configured goals.
    #expect(abs((third.activeEnergyBurned ?? 0) - 300) < 1e-9)
    #expect(third.activeEnergyBurnedGoal == 400)
    #expect(third.appleExerciseTime == 10)
    #expect(third.appleExerciseTimeGoal == 20)
    #expect(third.appleStandHours == 5)
    #expect(third.appleStandHoursGoal == 10)
  }

  @Test func goalsComeFromTheLatestImportedSummaryOnOrBeforeTheDay() async throws {
    let server = try TestServer()
    let imported = [
      ActivitySummary(
        day: day("2024-04-28"), activeEnergyBurned: 100, activeEnergyBurnedGoal: 700,
        appleExerciseTime: 5, appleExerciseTimeGoal: 45, appleStandHours: 3,
        appleStandHoursGoal: 9),
      ActivitySummary(
        day: day("2024-05-04"), activeEnergyBurned: 50, activeEnergyBurnedGoal: 800,
        appleExerciseTime: 1, appleExerciseTimeGoal: 60, appleStandHours: 1,
        appleStandHoursGoal: 8),
    ]
    try await server.test { client in
      _ = try await client.execute(
        uri: "/imports", method: .post, headers: TestServer.authorized, body: exportXML(imported))
      _ = try await client.execute(
        uri: "/health-auto-export", method: .post, headers: TestServer.authorized,
        body: Self.week)
    }
    let days = try await server.server.store.allDays(goals: DefaultGoals())
    let goals = Dictionary(
      uniqueKeysWithValues: days.compactMap { summary in
        summary.day.map { ($0.description, summary.activeEnergyBurnedGoal) }
      })
    #expect(goals["2024-04-28"] == 700)
    #expect(goals["2024-05-01"] == 700)
    #expect(goals["2024-05-03"] == 700)
    #expect(goals["2024-05-04"] == 800)
    #expect(goals["2024-05-07"] == 800)
    // The imported day keeps its own goals, with the batch's values.
    let fourth = try #require(days.first { $0.day == day("2024-05-04") })
    #expect(fourth.appleExerciseTime == 10)
    #expect(fourth.appleExerciseTimeGoal == 60)
    #expect(abs((fourth.activeEnergyBurned ?? 0) - 400) < 1e-9)
  }

  @Test func aValueBelongsToTheDateWrittenInItsTimestamp() throws {
    for (stamp, written) in [
      ("2026-02-27 23:30:00 -0800", "2026-02-27"),
      ("2026-02-27 00:10:00 +1400", "2026-02-27"),
      ("2026-02-27T23:59:59-10:00", "2026-02-27"),
      ("2026-02-27", "2026-02-27"),
    ] {
      #expect(try HealthAutoExportBatch.day(of: stamp, field: "date") == day(written))
    }
  }

  @Test(arguments: [
    ("{}", "data"),
    ("[1,2]", "body"),
    ("not json", "body"),
    (
      "{\"data\":{\"metrics\":[{\"name\":\"active_energy\",\"units\":\"J\",\"data\":[]}]}}",
      "data.metrics[0].units"
    ),
    (
      "{\"data\":{\"metrics\":[{\"name\":\"apple_exercise_time\",\"units\":\"min\",\"data\":[{\"date\":\"yesterday\",\"qty\":3}]}]}}",
      "data.metrics[0].data[0].date"
    ),
    (
      "{\"data\":{\"metrics\":[{\"name\":\"apple_exercise_time\",\"units\":\"min\",\"data\":[{\"date\":\"2024-05-01\",\"qty\":-3}]}]}}",
      "data.metrics[0].data[0].qty"
    ),
    (
      "{\"data\":{\"metrics\":[{\"name\":\"apple_exercise_time\",\"units\":\"min\",\"data\":[{\"date\":\"2024-05-01\",\"qty\":\"3\"}]}]}}",
      "data.metrics[0].data[0].qty"
    ),
    (
      "{\"data\":{\"metrics\":[{\"name\":\"apple_stand_hour\",\"units\":\"count\",\"data\":[{\"date\":\"2024-05-01\"}]}]}}",
      "data.metrics[0].data[0].qty"
    ),
  ])
  func aMalformedBatchIsA400NamingTheField(body: String, field: String) async throws {
    let server = try TestServer()
    try await server.test { client in
      let response = try await client.execute(
        uri: "/health-auto-export", method: .post, headers: TestServer.authorized,
        body: ByteBuffer(string: body))
      #expect(response.status == .badRequest)
      #expect(response.json["parameter"] as? String == field, "\(response.text)")
    }
    #expect(try await server.server.store.allDays(goals: DefaultGoals()).isEmpty)
  }
}
