import { request } from 'node:http';
import type { Target } from './target.js';

/*
 * `reset`: empties the Firestore and Auth EMULATORS through their REST endpoints, the same
 * calls as resetEmulatorData in @estudio/adapters/node, but over node:http: Node's fetch
 * refuses some ports outright ("bad port", e.g. 10080, which a stack started with
 * ESTUDIO_EMULATOR_PORT_OFFSET=2000 gives Firestore). Only ever called with an emulator
 * target (requireEmulator), whose hosts must look like host:port.
 */

const EMULATOR_HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/i;

const httpDelete = (url: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const call = request(url, { method: 'DELETE' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        if (status >= 200 && status < 300) resolve();
        else reject(new Error(`DELETE ${url}: ${status} ${body}`.trim()));
      });
    });
    call.on('error', reject);
    call.end();
  });

export const clearEmulators = async (target: Extract<Target, { kind: 'emulator' }>): Promise<void> => {
  for (const host of [target.firestoreHost, target.authHost]) {
    if (!EMULATOR_HOST.test(host) || /googleapis\.com/i.test(host))
      throw new Error(`Se niega a vaciar ${host}: no es un emulador (host:puerto).`);
  }
  const project = encodeURIComponent(target.projectId);
  await httpDelete(`http://${target.firestoreHost}/emulator/v1/projects/${project}/databases/(default)/documents`);
  await httpDelete(`http://${target.authHost}/emulator/v1/projects/${project}/accounts`);
};
