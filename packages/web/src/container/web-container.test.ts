import { createMemoryAdapters, memoryPortBindings } from '@estudio/adapters';
import { firebaseWebAuth } from '@estudio/adapters/browser-auth';
import { firebaseWebPortBindings } from '@estudio/adapters/browser-data';
import { unservedPorts } from '@estudio/adapters/wiring';
import { AccountGateway, AccountUseCases, RoleUseCases, SessionUseCases, UserUseCases } from '@estudio/domain/accounts';
import { BlueprintRepository, BlueprintUseCases, BlueprintViews } from '@estudio/domain/blueprint';
import { BrandDnaUseCases, BrandDnaViews, BrandUseCases } from '@estudio/domain/brands';
import {
  AI_MODEL_PORTS,
  AiModelUseCases,
  AiStatus,
  BlogUseCases,
  BlogViews,
  BrandGuardViews,
  BrandReviewHistory,
  CarouselUseCases,
  CarouselViews,
  CommentCounts,
  CommentLog,
  CommentViews,
  DesignValidationHistory,
  MediaUploads,
  VideoUseCases,
  VideoViews,
} from '@estudio/domain/content';
import {
  LinkedInConnectionReader,
  LinkedInGateway,
  LinkedInOrganizationUseCases,
  LinkedInPanelUseCases,
} from '@estudio/domain/linkedin';
import { ContentGridUseCases, RequirementAssignmentUseCases, RequirementUseCases } from '@estudio/domain/requirements';
import {
  ConnectionHealthViews,
  SchedulingPanelUseCases,
  SchedulingGateway,
  SendHistory,
  SendViews,
  CalendarViews,
} from '@estudio/domain/scheduling';
import { deleteApp, initializeApp } from 'firebase/app';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { useService } from '../shared/services.js';
import { bindScreenUseCases, WEB_USE_CASES } from './screen-use-cases.js';
import { CONSOLE_USE_CASES, createWebContainer } from './web-container.js';

/** The container once the screens' use cases are bound too (as the first screen that asks does). */
const withScreenUseCases = (container: ReturnType<typeof createWebContainer>) => {
  bindScreenUseCases(container);
  return container;
};

// The console's real bindings, as firebase-console.ts makes them for the local stack.
// Nothing is read or written here: the SDKs only connect on first use.
const app = initializeApp({ projectId: 'demo-estudio', apiKey: 'demo-api-key' }, 'web-container-test');
const firebaseBindings = firebaseWebPortBindings(app, firebaseWebAuth(app, '127.0.0.1:9099'), {
  emulators: { firestore: '127.0.0.1:8080', storage: '127.0.0.1:9199' },
  functionsUrl: 'http://127.0.0.1:5001/demo-estudio/us-central1/userAdmin',
  commandsUrl: 'http://127.0.0.1:5001/demo-estudio/us-central1',
  aiUrl: 'http://127.0.0.1:5001/demo-estudio/us-central1/ai',
  schedulerUrl: 'http://127.0.0.1:5001/demo-estudio/us-central1/scheduler',
  linkedinUrl: 'http://127.0.0.1:5001/demo-estudio/us-central1/linkedin',
  appCheck: null,
});
afterAll(() => deleteApp(app));

describe('the web container over the Firebase web bindings', () => {
  it('has every port each console use case needs', () => {
    expect(unservedPorts(firebaseBindings, WEB_USE_CASES)).toEqual([]);
  });

  it('binds the frame’s and the requirement lists’ use cases when it loads, the screens’ (the shell notices’ too) when one asks', () => {
    const container = createWebContainer(firebaseBindings);
    const bound = WEB_USE_CASES.filter(({ useCase }) => container.isBound(useCase));
    expect(bound).toEqual([...CONSOLE_USE_CASES]);
    expect(bound.map(({ useCase }) => useCase)).toEqual([
      SessionUseCases,
      BrandUseCases,
      RequirementUseCases,
      // The requirement lists' counts of new comments.
      CommentCounts,
    ]);
    const session = container.get(SessionUseCases);
    bindScreenUseCases(container);
    expect(WEB_USE_CASES.every(({ useCase }) => container.isBound(useCase))).toBe(true);
    expect(container.get(SessionUseCases)).toBe(session);
  });

  it('is all the frame and the requirement lists ask for (their routes fetch no other use case)', () => {
    // Every module the shell and the two lists' routes load with them: their files and what
    // those import statically, transitively (a dynamic import() is a chunk fetched later: the
    // thread of /requirements/{id}, the detail screens).
    const src = join(import.meta.dirname, '..');
    const sourcesIn = (dir: string): string[] =>
      readdirSync(join(src, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => join(src, dir, file));
    const resolve = (from: string, specifier: string): string => {
      const base = join(dirname(from), specifier.replace(/\.js$/, ''));
      const found = ['.ts', '.tsx'].map((ext) => base + ext).find((file) => existsSync(file));
      if (found === undefined) throw new Error(`${specifier} from ${from} is not a source file`);
      return found;
    };
    const reached = new Set<string>();
    const visit = (file: string): void => {
      if (reached.has(file)) return;
      reached.add(file);
      const code = readFileSync(file, 'utf8');
      for (const [, specifier] of code.matchAll(/^import (?!type )[^;]*?from '(\.{1,2}\/[^']+)';/gms)) {
        visit(resolve(file, specifier ?? ''));
      }
    };
    const lists = ['requirements-screen.tsx', 'finished-requirements-screen.tsx'];
    // The shell's notices (the connections' warning, the demo model's badge) are chunks fetched
    // after the console draws, with the screens' use cases (console-layout.tsx): not part of the
    // lists' load.
    const fetchedLater = [join(src, 'app', 'connections-notice.tsx'), join(src, 'app', 'model-notice.tsx')];
    [
      ...sourcesIn('app').filter((file) => !fetchedLater.includes(file)),
      ...lists.map((file) => join(src, 'screens', 'requirements', file)),
    ].forEach(visit);
    expect(fetchedLater.filter((file) => reached.has(file))).toEqual([]);
    expect(reached.has(join(src, 'shared', 'comments', 'comment-counts.ts'))).toBe(true);
    const asked = [...reached].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/useService\((\w+)\)/g)].map((match) => match[1]),
    );
    expect(asked).toContain('CommentCounts');
    const bound = CONSOLE_USE_CASES.map(({ useCase }) => useCase.name);
    expect([...new Set(asked)].filter((name) => !bound.includes(name ?? ''))).toEqual([]);
  });

  it('resolves every use case the screens call, as singletons', () => {
    const container = withScreenUseCases(createWebContainer(firebaseBindings));
    const screensCall = [
      SessionUseCases,
      BrandUseCases,
      UserUseCases,
      RoleUseCases,
      RequirementUseCases,
      BrandDnaViews,
      BlueprintViews,
      CarouselViews,
      VideoViews,
      // The detail screens' 'Revisión de marca' history.
      BrandGuardViews,
      BlogViews,
      AiModelUseCases,
      SchedulingPanelUseCases,
      SendViews,
      CalendarViews,
      LinkedInPanelUseCases,
      ConnectionHealthViews,
      CommentCounts,
      CommentViews,
      MediaUploads,
    ];
    expect(WEB_USE_CASES.map((factory) => factory.useCase)).toEqual(screensCall);
    for (const useCase of screensCall) {
      const first = container.get<object>(useCase);
      expect(first).toBeInstanceOf(useCase);
      expect(container.get<object>(useCase)).toBe(first);
    }
  });

  it("binds no AI model port (the server calls the models), only the model status (from the ai function's client)", () => {
    const [status, ...others] = firebaseBindings.filter((binding) => binding.token === AiStatus);
    expect(status).toBeDefined();
    expect(others).toEqual([]);
    const modelPorts: readonly symbol[] = AI_MODEL_PORTS;
    expect(firebaseBindings.filter((binding) => modelPorts.includes(binding.token))).toEqual([]);
    expect(firebaseBindings.filter((binding) => binding.adapter === status?.adapter)).toHaveLength(1);
  });

  it('serves the ports only some screens call through one lazily loaded chunk, not the console’s first load', () => {
    // Which adapters they are is held by adapters' firebase-web-screen-adapters.test.ts.
    const lazy = [
      AiStatus,
      BrandReviewHistory,
      CommentLog,
      AccountGateway,
      BlueprintRepository,
      DesignValidationHistory,
      SendHistory,
      SchedulingGateway,
      LinkedInGateway,
      LinkedInConnectionReader,
    ];
    for (const port of lazy) {
      const bound = firebaseBindings.filter((binding) => binding.token === port);
      expect(bound).toHaveLength(1);
      // A stand-in whose methods fetch the adapter on their first call: no class of its own.
      expect((bound[0]?.adapter as { constructor?: unknown }).constructor).toBeUndefined();
    }
    const container = withScreenUseCases(createWebContainer(firebaseBindings));
    expect(container.get(SchedulingPanelUseCases)).toBeInstanceOf(SchedulingPanelUseCases);
    expect(container.get(LinkedInPanelUseCases)).toBeInstanceOf(LinkedInPanelUseCases);
    expect(container.get(BlueprintViews)).toBeInstanceOf(BlueprintViews);
  });

  it('does not bind the server-only account endpoints', () => {
    const container = withScreenUseCases(createWebContainer(firebaseBindings));
    expect(container.isBound(AccountUseCases)).toBe(false);
  });

  it("holds the screens' reads, not the server's use cases of the content commands (run through ContentCommands)", () => {
    const container = withScreenUseCases(createWebContainer(firebaseBindings));
    for (const serverOnly of [
      CarouselUseCases,
      BlogUseCases,
      VideoUseCases,
      BrandDnaUseCases,
      BlueprintUseCases,
      ContentGridUseCases,
      LinkedInOrganizationUseCases,
      RequirementAssignmentUseCases,
    ]) {
      expect(container.isBound(serverOnly)).toBe(false);
    }
    expect(container.get(CarouselViews)).toBeInstanceOf(CarouselViews);
    expect(container.get(BlogViews)).toBeInstanceOf(BlogViews);
  });

  it('lets screens ask only for the use cases it binds (checked by typecheck)', () => {
    type Accepts<T> = T extends Parameters<typeof useService>[0] ? true : false;
    const brands: Accepts<typeof BrandUseCases> = true;
    const carousel: Accepts<typeof CarouselViews> = true;
    const publishing: Accepts<typeof SchedulingPanelUseCases> = true;
    const linkedIn: Accepts<typeof LinkedInPanelUseCases> = true;
    const accounts: Accepts<typeof AccountUseCases> = false;
    expect([brands, carousel, publishing, linkedIn, accounts]).toEqual([true, true, true, true, false]);
  });
});

describe('the web container over the twins', () => {
  it('signs in through the bound sign-in service and records the login time', async () => {
    const adapters = createMemoryAdapters(new Date('2026-11-21T08:30:00Z'));
    adapters.auth.addAccount({ uid: 'u-ana', email: 'ana@estudio.test', password: 'Estudio2026!', disabled: false });
    await adapters.roles.create({
      name: 'Superadministrador',
      permissions: ['acceso_total'],
      timestamp: adapters.clock.now(),
    });
    const [role] = await adapters.roles.list();
    await adapters.users.save({
      uid: 'u-ana',
      email: 'ana@estudio.test',
      firstName: 'Ana',
      lastName: 'Díaz',
      role: role!.id,
      status: 'active',
      createdAt: null,
      lastLoginAt: null,
    });
    const container = createWebContainer(memoryPortBindings(adapters));

    const session = await container.get(SessionUseCases).signIn('ana@estudio.test', 'Estudio2026!', true);

    expect(session.actor.keys.has('ADMIN_USERS')).toBe(true);
    expect((await adapters.users.get('u-ana'))?.lastLoginAt?.toISOString()).toBe('2026-11-21T08:30:00.000Z');
  });
});
