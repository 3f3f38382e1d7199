// The demo data of the local stack and the CLI: the dataset, its seed and the emulator reset.
export { DEMO_ACCOUNTS, DEMO_PASSWORD, demoPerson } from './demo-users.js';
export type { DemoAccount } from './demo-users.js';
export { buildDemoDataset, demoDayOf } from './demo-data.js';
export type { DemoAuthAccount, DemoDataset, DemoRequirementKey } from './demo-data.js';
export { SEED_KINDS, seedDemoData } from './seed-demo-data.js';
export type { DemoStorage, SeedCounts, SeedDemoDataOptions, SeedKind, SeedSummary } from './seed-demo-data.js';
export { DEFAULT_DEMO_MEDIA_LOCATION, demoMediaUrl } from './demo-media.js';
export type { DemoMediaFile, DemoMediaLocation } from './demo-media.js';
export { resetEmulatorData } from './reset-emulator-data.js';
export type { ResetEmulatorDataOptions } from './reset-emulator-data.js';
