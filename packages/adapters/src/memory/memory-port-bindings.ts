import { createTwins, twinPorts, type Twins, type TwinSeed } from '@estudio/domain/testing';
import type { Token } from '@estudio/domain/shared';
import { provide, type PortBinding } from '../wiring/port-binding.js';

/** The twins (@estudio/domain/testing) under the name the composition roots' tests know them by. */
export type MemoryAdapters = Twins;
export type MemorySeed = TwinSeed;
export const createMemoryAdapters: (now?: Date, seed?: MemorySeed) => MemoryAdapters = createTwins;

/**
 * Every domain port token with the twin that serves it (twinPorts), as container bindings:
 * screen, route and container tests bind these; the Firebase bindings have the same shape,
 * so a runtime swaps backends by swapping one list.
 */
export const memoryPortBindings = (adapters: MemoryAdapters): PortBinding[] =>
  // twinPorts checked each twin against its token's interface, as provide() does.
  twinPorts(adapters).map(({ token, twin }) => provide(token as Token<unknown>, twin));
