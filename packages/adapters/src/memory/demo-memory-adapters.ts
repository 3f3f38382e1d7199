import { buildDemoDataset } from '../seed/demo-data.js';
import { createMemoryAdapters, type MemoryAdapters } from './memory-port-bindings.js';

/**
 * The twins holding the local stack's demo dataset (roles, users and their accounts,
 * brands, blueprints, requirements, config/permissions): for screen tests and Storybook,
 * so they see the same people and brands as `npm start`.
 */
export const createDemoMemoryAdapters = (now: Date): MemoryAdapters => createMemoryAdapters(now, buildDemoDataset(now));
