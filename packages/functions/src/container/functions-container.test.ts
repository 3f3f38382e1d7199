import { createMemoryAdapters, memoryPortBindings } from '@estudio/adapters';
import {
  aiModelInfo,
  aiSettings,
  FirebaseAdminStoredMediaReader,
  genkitAiPortBindings,
} from '@estudio/adapters/genkit';
import { firebaseAdminPortBindings } from '@estudio/adapters/node';
import { publishingPortBindings, publishingSettings } from '@estudio/adapters/publishing';
import { provide } from '@estudio/adapters';
import { RecordingLogger } from '@estudio/domain/testing';
import { adapterOf, resolvePort, unservedPorts } from '@estudio/adapters/wiring';
import {
  AccountUseCases,
  CallerVerifier,
  DEFAULT_PERMISSION_CONFIG,
  PermissionConfigUseCases,
} from '@estudio/domain/accounts';
import { AuditUseCases } from '@estudio/domain/audit';
import {
  AI_MODEL_PORTS,
  AiModelUseCases,
  AiStatus,
  BrandManualAnalyzer,
  StoredMediaReader,
  CONTENT_USE_CASES,
  MediaObjects,
} from '@estudio/domain/content';
import { LinkedInUseCases } from '@estudio/domain/linkedin';
import { SchedulingUseCases } from '@estudio/domain/scheduling';
import { Logger, Messages } from '@estudio/domain/shared';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { afterAll, describe, expect, it } from 'vitest';
import { AccountRoutes } from '../http/account-routes.js';
import { AiRoutes } from '../http/ai-routes.js';
import { CommandRoutes } from '../http/command-routes.js';
import { LinkedInRoutes } from '../http/linkedin-routes.js';
import { SchedulerRoutes } from '../http/scheduler-routes.js';
import {
  AI_FUNCTION_USE_CASES,
  AUDIT_FUNCTION_USE_CASES,
  createAiContainer,
  createAuditContainer,
  createContentContainer,
  createFunctionsContainer,
  createLinkedInContainer,
  createSchedulerContainer,
  functionContainer,
  FUNCTIONS_USE_CASES,
  LINKEDIN_FUNCTION_USE_CASES,
  SCHEDULER_FUNCTION_USE_CASES,
} from './functions-container.js';

// The bindings main.ts deploys, over a demo project: firebase-admin connects on first use
// only, so nothing is read or written here.
const app = initializeApp({ projectId: 'demo-estudio' }, 'functions-container-test');
const deployed = firebaseAdminPortBindings(app, { appCheck: true });
afterAll(() => deleteApp(app));

describe('the functions container over the firebase-admin bindings', () => {
  it('has every port the endpoints need and builds the routes over them', () => {
    expect(unservedPorts(deployed, FUNCTIONS_USE_CASES)).toEqual([]);
    const container = createFunctionsContainer(deployed, { appCheckRequired: true });
    expect(container.get(AccountRoutes)).toBeInstanceOf(AccountRoutes);
    expect(container.get(AccountRoutes)).toBe(container.get(AccountRoutes));
    expect(container.get(AccountUseCases)).toBeInstanceOf(AccountUseCases);
    expect(container.get(PermissionConfigUseCases)).toBeInstanceOf(PermissionConfigUseCases);
  });
});

describe('the audit container over the firebase-admin bindings', () => {
  it('has every port the audit triggers need and builds AuditUseCases over them', () => {
    expect(unservedPorts(deployed, AUDIT_FUNCTION_USE_CASES)).toEqual([]);
    const container = createAuditContainer(deployed);
    expect(container.get(AuditUseCases)).toBeInstanceOf(AuditUseCases);
  });
});

describe('the ai container over the bindings main.ts deploys (the status of the settings)', () => {
  it('has every port AiModelUseCases needs and builds the route over them, binding no model port', async () => {
    const info = aiModelInfo(aiSettings({ GCLOUD_PROJECT: 'demo-estudio' }));
    const bindings = [...deployed, provide(AiStatus, { aiStatus: () => Promise.resolve(info) })];
    expect(unservedPorts(bindings, AI_FUNCTION_USE_CASES)).toEqual([]);
    expect(bindings.some((binding) => (AI_MODEL_PORTS as readonly symbol[]).includes(binding.token))).toBe(false);
    const container = createAiContainer(bindings, { appCheckRequired: true });
    expect(container.get(AiRoutes)).toBeInstanceOf(AiRoutes);
    expect(await container.get(AiModelUseCases).current()).toEqual({
      provider: 'demo',
      model: 'demo/estudio',
      demo: true,
    });
  });
});

describe('the content container over the bindings main.ts deploys (the demo model of a demo project)', () => {
  it('has every port the content use cases need, resolves each of them and builds the router', () => {
    const storedMedia = new FirebaseAdminStoredMediaReader(app, 'demo-estudio.appspot.com');
    const bindings = [
      ...deployed,
      provide(StoredMediaReader, storedMedia),
      ...genkitAiPortBindings(aiSettings({ GCLOUD_PROJECT: 'demo-estudio' }), {
        storedMedia,
        logger: new RecordingLogger(),
      }),
    ];
    // The bucket's objects come with the server's ports (firebaseAdminPortBindings).
    expect(deployed.some((binding) => binding.token === MediaObjects)).toBe(true);
    expect(unservedPorts(bindings, CONTENT_USE_CASES)).toEqual([]);
    const container = createContentContainer(bindings, { appCheckRequired: true });
    for (const factory of CONTENT_USE_CASES) {
      expect(container.get(factory.useCase)).toBeInstanceOf(factory.useCase);
    }
    expect(container.get(CommandRoutes)).toBeInstanceOf(CommandRoutes);
    expect(container.get(CommandRoutes)).toBe(container.get(CommandRoutes));
  });

  it('binds every AI model port metered: a model call outside a command is refused before the model runs', async () => {
    const storedMedia = new FirebaseAdminStoredMediaReader(app, 'demo-estudio.appspot.com');
    const models = genkitAiPortBindings(aiSettings({ GCLOUD_PROJECT: 'demo-estudio' }), {
      storedMedia,
      logger: new RecordingLogger(),
    });
    const container = createContentContainer([...deployed, provide(StoredMediaReader, storedMedia), ...models]);
    const genkit = adapterOf(models, AiStatus);
    for (const port of AI_MODEL_PORTS) {
      expect(container.get<object>(port)).not.toBe(genkit);
    }
    expect(resolvePort(container, AiStatus)).toBe(genkit);
    await expect(
      resolvePort(container, BrandManualAnalyzer).analyzeBrandManual({ brandId: 'b1', manualUrl: 'x' }),
    ).rejects.toThrow('BrandManualAnalyzer.analyzeBrandManual was called outside a content command');
  });
});

describe('the functions container over the twins', () => {
  it('resolves the permission configuration from the bound repository', async () => {
    const adapters = createMemoryAdapters();
    const container = createFunctionsContainer(memoryPortBindings(adapters));

    const current = await container.get(PermissionConfigUseCases).current();

    // No config/permissions document: the default applies and the fallback is logged.
    expect(current.config).toEqual(DEFAULT_PERMISSION_CONFIG);
    expect(adapters.logger.entries.map((e) => e.message)).toContain(Messages.auth.permissionsConfigMissing);
  });
});

describe('the scheduler and linkedin containers over the bindings main.ts deploys (the sandbox of a demo project)', () => {
  const publishing = publishingPortBindings(
    app,
    publishingSettings(
      {},
      { projectId: 'demo-estudio', sandboxBaseUrl: 'http://127.0.0.1:5001/demo-estudio/us-central1/sandbox' },
    ),
  );

  it('has every port SchedulingUseCases needs and builds the routes over them', () => {
    const bindings = [
      ...deployed,
      provide(StoredMediaReader, new FirebaseAdminStoredMediaReader(app, 'demo-estudio.appspot.com')),
      ...publishing,
    ];
    expect(unservedPorts(bindings, SCHEDULER_FUNCTION_USE_CASES)).toEqual([]);
    const container = createSchedulerContainer(bindings, { appCheckRequired: true });
    expect(container.get(SchedulerRoutes)).toBeInstanceOf(SchedulerRoutes);
    expect(container.get(SchedulingUseCases)).toBeInstanceOf(SchedulingUseCases);
  });

  it('has every port LinkedInUseCases needs and builds the routes over them', () => {
    const bindings = [
      ...deployed,
      provide(StoredMediaReader, new FirebaseAdminStoredMediaReader(app, 'demo-estudio.appspot.com')),
      ...publishing,
    ];
    expect(unservedPorts(bindings, LINKEDIN_FUNCTION_USE_CASES)).toEqual([]);
    const container = createLinkedInContainer(bindings, {
      appCheckRequired: true,
      consoleUrl: 'https://consola.estudio.co',
      callbackPath: '/linkedin/callback',
    });
    expect(container.get(LinkedInRoutes)).toBeInstanceOf(LinkedInRoutes);
    expect(container.get(LinkedInUseCases)).toBeInstanceOf(LinkedInUseCases);
  });
});

describe('functionContainer', () => {
  const bindings = memoryPortBindings(createMemoryAdapters());

  it("builds a function's routes once, from what they need, resolved in order", () => {
    const built: unknown[][] = [];
    const container = functionContainer(bindings, {
      useCases: FUNCTIONS_USE_CASES,
      routes: AccountRoutes,
      needs: [AccountUseCases, CallerVerifier, Logger],
      make: (accounts, verifier, logger) => {
        built.push([accounts, verifier, logger]);
        return new AccountRoutes(accounts, verifier, logger, { appCheckRequired: false });
      },
    });
    expect(container.get(AccountRoutes)).toBe(container.get(AccountRoutes));
    expect(built).toEqual([
      [container.get(AccountUseCases), adapterOf(bindings, CallerVerifier), adapterOf(bindings, Logger)],
    ]);
  });

  it("types make's parameters from needs: routes built from them in another order do not compile", () => {
    const build = () =>
      functionContainer(bindings, {
        useCases: FUNCTIONS_USE_CASES,
        routes: AccountRoutes,
        needs: [CallerVerifier, AccountUseCases, Logger],
        make: (verifier, accounts, logger) =>
          // @ts-expect-error the first parameter is the CallerVerifier the list names first, not AccountUseCases
          new AccountRoutes(verifier, accounts, logger, { appCheckRequired: false }),
      });
    expect(typeof build).toBe('function');
  });
});
