import { buildDemoDataset } from '../seed/demo-data.js';
import { createMemoryAdapters, type MemoryAdapters } from './memory-port-bindings.js';

/** base64 text as bytes (the browser and Node both have atob). */
const bytesOf = (base64: string): Uint8Array => Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));

/**
 * The twins holding the local stack's demo dataset (roles, users and their accounts,
 * brands, blueprints, requirements, config/permissions): for screen tests and Storybook,
 * so they see the same people and brands as `npm start`. The media the seed uploads (the
 * ready carousel's cards, a script's video) are objects of the stored-media twin, in bucket
 * demo-estudio.appspot.com at the paths the requirements' URLs name, so the server's checks
 * of a stored URL (a design validation, a scheduled medium) find them as on the stack. They
 * are not uploads of this session: the storage twin's list holds only what a test uploads.
 */
export const createDemoMemoryAdapters = (now: Date): MemoryAdapters => {
  const dataset = buildDemoDataset(now);
  const adapters = createMemoryAdapters(now, dataset);
  for (const file of dataset.media) adapters.storedMedia.put(file.path, bytesOf(file.base64), file.contentType);
  return adapters;
};
