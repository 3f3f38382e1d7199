import { describe, expect, it } from 'vitest';
import { CarouselUseCases } from '../use-cases/carousel.js';
import { Clock } from '../shared/clock.js';
import { CONTENT_USE_CASES } from '../commands/content-use-cases.js';
import { RoleUseCases } from '../use-cases/roles.js';
import { SERVER_USE_CASES } from '../use-cases/server-use-case-factories.js';
import { SessionUseCases } from '../use-cases/session.js';
import { USE_CASES } from '../use-cases/use-case-factories.js';
import { createTwins, portMapOf } from './twins.js';
import { buildUseCase, EVERY_USE_CASE, resolverFrom } from './use-case-builder.js';
import { resolverOver, useCasesOver } from './use-cases-over.js';

describe('useCasesOver', () => {
  it('builds every declared use case, browser and server, each an instance of its class', () => {
    const useCases = useCasesOver(createTwins());
    expect(Object.keys(useCases).sort()).toEqual(Object.keys({ ...USE_CASES, ...SERVER_USE_CASES }).sort());
    for (const [name, factory] of Object.entries(EVERY_USE_CASE)) {
      expect(useCases[name as keyof typeof useCases]).toBeInstanceOf(factory.useCase);
    }
  });

  it('builds each once, over the twins it was given', async () => {
    const twins = createTwins();
    const useCases = useCasesOver(twins);
    expect(useCases.carousel).toBe(useCases.carousel);
    expect(useCases.session).toBeInstanceOf(SessionUseCases);
    await twins.roles.create({ name: 'Estratega', permissions: [], timestamp: twins.clock.now() });
    const actor = { uid: 'u', email: 'u@estudio.example', roleCodes: [], keys: new Set(['ADMIN_ROLES'] as const) };
    expect((await useCases.roles.list(actor)).map((role) => role.name)).toEqual(['Estratega']);
  });
});

describe('buildUseCase', () => {
  it('refuses a port the map lacks, naming it and the use case', () => {
    const ports = new Map(portMapOf(createTwins()));
    ports.delete(Clock);
    expect(() => buildUseCase(USE_CASES.roles, ports)).toThrow('RoleUseCases needs estudio.Clock');
  });
});

describe('resolverOver', () => {
  it("finds the content commands' use cases by class, once, and refuses any other", () => {
    const resolve = resolverOver(createTwins());
    expect(resolve(CarouselUseCases)).toBeInstanceOf(CarouselUseCases);
    expect(resolve(CarouselUseCases)).toBe(resolve(CarouselUseCases));
    expect(() => resolve(RoleUseCases)).toThrow('RoleUseCases is not served here');
  });

  it('serves the list it is given', () => {
    const resolve = resolverFrom(portMapOf(createTwins()), [USE_CASES.roles]);
    expect(resolve(RoleUseCases)).toBeInstanceOf(RoleUseCases);
    expect(CONTENT_USE_CASES.some((factory) => factory.useCase === RoleUseCases)).toBe(false);
  });
});
