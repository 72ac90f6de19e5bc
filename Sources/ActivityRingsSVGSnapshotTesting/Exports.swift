// One import gives the strategies and assertRingSnapshot.
@_exported import ActivityRingsSnapshotTestingCore
