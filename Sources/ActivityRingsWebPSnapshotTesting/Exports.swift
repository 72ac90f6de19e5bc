// One import gives the WebP strategies, the pixel diffing and assertRingSnapshot.
@_exported import ActivityRingsPNGSnapshotTesting
