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
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import {
  FirestoreAdminLinkedInAuthStates,
  FirestoreAdminLinkedInConnectionStore,
  FirestoreAdminLinkedInTokenVault,
} from '../firestore-admin/firestore-admin-linkedin.js';
import { FirestoreAdminSchedulingLedger } from '../firestore-admin/firestore-admin-scheduling-ledger.js';
import { FirestoreAdminSendRecords } from '../firestore-admin/firestore-admin-send-records.js';
import { LinkedInHttpClient } from '../linkedin/linkedin-http-client.js';
import { MetricoolSchedulerClient } from '../metricool/metricool-scheduler-client.js';
import { NodeContentDigester, NodeRandomTokens } from '../system/node-publishing-support.js';
import { provide, type PortBinding } from '../wiring/port-binding.js';
import type { PublishingSettings } from './publishing-settings.js';

/**
 * The scheduler and linkedin functions' ports: Metricool's and LinkedIn's clients (or the
 * local sandbox's, as `settings` say), the send ledger and the send records, the single-use states, the token
 * vault and the token-free connection document on firebase-admin, and node:crypto's digests
 * and random states. Joins firebaseAdminPortBindings (repositories, clock, logger…).
 */
export const publishingPortBindings = (app: App, settings: PublishingSettings): PortBinding[] => {
  const db = getFirestore(app);
  return [
    provide(SchedulerClient, new MetricoolSchedulerClient(settings.metricool.baseUrl, settings.metricool.userToken)),
    provide(SchedulerSettings, { schedulerUserId: settings.metricool.userId }),
    provide(SchedulerTarget, { sandbox: settings.sandbox }),
    provide(LinkedInClient, new LinkedInHttpClient(settings.linkedin, { sandbox: settings.sandbox })),
    provide(SchedulingLedger, new FirestoreAdminSchedulingLedger(db)),
    provide(SendRecorder, new FirestoreAdminSendRecords(db)),
    provide(LinkedInAuthStates, new FirestoreAdminLinkedInAuthStates(db)),
    provide(LinkedInTokenVault, new FirestoreAdminLinkedInTokenVault(db)),
    provide(LinkedInConnectionStore, new FirestoreAdminLinkedInConnectionStore(db)),
    provide(ContentDigester, new NodeContentDigester()),
    provide(RandomTokens, new NodeRandomTokens()),
  ];
};
