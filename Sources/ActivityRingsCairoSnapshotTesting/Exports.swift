// One import gives the PNG strategies, the pixel diffing and assertRingSnapshot.
@_exported import ActivityRingsPNGSnapshotTesting
