// Until 0.2.0 this product held every strategy, so using any of them needed Cairo. The
// strategies now live in one product per backend (ActivityRingsSVGSnapshotTesting,
// ActivityRingsASCIISnapshotTesting, ActivityRingsCairoSnapshotTesting); this product
// re-exports all three, and Cairo with them, until 0.3.0 removes it.
@_exported import ActivityRingsASCIISnapshotTesting
@_exported import ActivityRingsCairoSnapshotTesting
@_exported import ActivityRingsSVGSnapshotTesting
