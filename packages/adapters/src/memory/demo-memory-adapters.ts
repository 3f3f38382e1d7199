import { buildDemoDataset } from '../seed/demo-data.js';
import { createMemoryAdapters, type MemoryAdapters } from './memory-port-bindings.js';

/** The bytes of base64 text. */
const bytesOf = (base64: string): Uint8Array => Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));

/**
 * The twins holding the local stack's demo dataset (roles, users and their accounts,
 * brands, blueprints, requirements, config/permissions): for screen tests and Storybook,
 * so they see the same people and brands as `npm start`. The media the seed uploads to the
 * Storage emulator (the ready-to-schedule carousel's cards and script video) are objects of
 * the server's twin of the bucket (demo-estudio.appspot.com) at the very paths the seeded
 * URLs name, so the server's checks of those URLs (scheduling) find them as they do there.
 */
export const createDemoMemoryAdapters = (now: Date): MemoryAdapters => {
  const dataset = buildDemoDataset(now);
  const adapters = createMemoryAdapters(now, dataset);
  for (const file of dataset.media) adapters.storedMedia.put(file.path, bytesOf(file.base64), file.contentType);
  return adapters;
};
