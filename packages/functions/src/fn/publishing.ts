// What the scheduler and linkedin functions' modules share (fn/scheduler.ts, fn/linkedin.ts):
// the publishing ports (@estudio/adapters/publishing: Metricool, LinkedIn or the local sandbox,
// the ledger, states, vault) and the bucket's StoredMediaReader, over the server's ports.
import { projectIdOf } from '@estudio/adapters/ai-settings';
import { FirebaseAdminStoredMediaReader } from '@estudio/adapters/node';
import { publishingPortBindings, publishingSettings } from '@estudio/adapters/publishing';
import { provide, type PortBinding } from '@estudio/adapters/wiring';
import { StoredMediaReader } from '@estudio/domain/content';
import { sandboxBaseUrl } from '../settings.js';
import { app, emulator, serverBindings } from './runtime.js';

const projectId = projectIdOf(process.env) ?? '';
const publishingOf = () => publishingSettings(process.env, { projectId, sandboxBaseUrl: sandboxBaseUrl(process.env) });

/**
 * Outside the emulators an instance of scheduler or linkedin checks the settings when it starts
 * (the index loads this module then): a missing secret or a sandbox URL on a real project
 * refuses to start, naming the variable.
 */
const publishingAtStart = emulator ? null : publishingOf();

/** The LinkedIn settings' redirect URI: the callback's URL, as registered at LinkedIn (or beside the sandbox). */
export const linkedinRedirectUri = (): string => (publishingAtStart ?? publishingOf()).linkedin.redirectUri;

/** The server's ports, the bucket's media (every medium a draft carries is checked to be an object of this bucket in its requirement's folder) and the publishing ports, built once. */
let bindings: PortBinding[] | null = null;
export const publishingBindingsOf = (): PortBinding[] => {
  bindings ??= [
    ...serverBindings(),
    provide(StoredMediaReader, new FirebaseAdminStoredMediaReader(app)),
    ...publishingPortBindings(app, publishingAtStart ?? publishingOf()),
  ];
  return bindings;
};
