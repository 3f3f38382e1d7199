import {
  LinkedInAuthStates,
  LinkedInClient,
  LinkedInConnectionStore,
  LinkedInTokenVault,
  RandomTokens,
} from '@estudio/domain/linkedin';
import {
  ContentDigester,
  SchedulerClient,
  SchedulerSettings,
  SchedulerTarget,
  SchedulingLedger,
  SendRecorder,
} from '@estudio/domain/scheduling';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { afterAll, describe, expect, it } from 'vitest';
import { publishingPortBindings } from './publishing-bindings.js';
import { publishingSettings } from './publishing-settings.js';

// Nothing is read or written: firebase-admin connects on first use.
const app = initializeApp({ projectId: 'demo-estudio' }, 'publishing-bindings-test');
afterAll(() => deleteApp(app));

describe('publishingPortBindings', () => {
  const settings = publishingSettings(
    {},
    { projectId: 'demo-estudio', sandboxBaseUrl: 'http://127.0.0.1:5001/demo-estudio/us-central1/sandbox' },
  );
  const bindings = publishingPortBindings(app, settings);
  const adapterOf = (port: symbol): unknown => {
    const bound = bindings.filter((binding) => binding.token === port);
    expect(bound).toHaveLength(1);
    return bound[0]?.adapter;
  };

  it('binds each port of the scheduler and linkedin functions once, with its server adapter', () => {
    const names = {
      SchedulerClient: 'MetricoolSchedulerClient',
      LinkedInClient: 'LinkedInHttpClient',
      SchedulingLedger: 'FirestoreAdminSchedulingLedger',
      SendRecorder: 'FirestoreAdminSendRecords',
      LinkedInAuthStates: 'FirestoreAdminLinkedInAuthStates',
      LinkedInTokenVault: 'FirestoreAdminLinkedInTokenVault',
      LinkedInConnectionStore: 'FirestoreAdminLinkedInConnectionStore',
      ContentDigester: 'NodeContentDigester',
      RandomTokens: 'NodeRandomTokens',
    };
    const ports = {
      SchedulerClient,
      LinkedInClient,
      SchedulingLedger,
      SendRecorder,
      LinkedInAuthStates,
      LinkedInTokenVault,
      LinkedInConnectionStore,
      ContentDigester,
      RandomTokens,
    };
    for (const [name, port] of Object.entries(ports)) {
      expect((adapterOf(port) as object).constructor.name).toBe(names[name as keyof typeof names]);
    }
    expect(bindings).toHaveLength(11);
  });

  it('gives the fixed scheduler user and says where the sends go', () => {
    expect(adapterOf(SchedulerSettings)).toEqual({ schedulerUserId: settings.metricool.userId });
    expect(adapterOf(SchedulerTarget)).toEqual({ sandbox: true });
    expect((adapterOf(LinkedInClient) as LinkedInClient).sandbox).toBe(true);
  });
});
