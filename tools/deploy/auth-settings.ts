// Deploys the project's Auth settings (auth-settings.json): self sign-up and self deletion
// off, since accounts are made by the create-user endpoint and the CLI only. firebase-tools
// 14 has no `auth` section in firebase.json (from 15.6 it can only enable providers), so
// this is the Identity Toolkit admin API's PATCH of the project config:
//   npm run deploy:auth-settings -- --project my-project   (node --import tsx this file)
// Standard Google credentials (GOOGLE_APPLICATION_CREDENTIALS or
// `gcloud auth application-default login`). Demo projects (the emulators) are refused: the
// Auth emulator has no such switch.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const AUTH_SETTINGS_PATH = join(root, 'auth-settings.json');
export const IDENTITY_TOOLKIT = 'https://identitytoolkit.googleapis.com/admin/v2';

/** The dotted field paths of a settings object, for the PATCH's updateMask. */
export type AuthSettings = { readonly [key: string]: AuthSettings | string | number | boolean | null };

export const updateMaskOf = (settings: AuthSettings, prefix = ''): string[] =>
  Object.entries(settings).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? updateMaskOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

export interface AuthSettingsDeployment {
  readonly projectId: string | undefined;
  readonly settings: AuthSettings;
  readonly accessToken: string;
  readonly fetch?: typeof globalThis.fetch;
}

/** A real project's id, or an error saying why not (demo projects are the emulators'). */
export function checkProjectId(projectId: string | undefined): asserts projectId is string {
  if (projectId === undefined || !/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(projectId)) {
    throw new Error(`'${projectId ?? ''}' no es el id de un proyecto de Firebase.`);
  }
  if (projectId.startsWith('demo-')) {
    throw new Error(
      `${projectId} es un proyecto demo (los emuladores): el emulador de Auth no tiene este ajuste; nada que desplegar.`,
    );
  }
}

/**
 * PATCHes the project's Auth config with `settings`, only the fields it names. Throws with
 * the API's own message when it refuses.
 */
export const deployAuthSettings = async ({
  projectId,
  settings,
  accessToken,
  fetch = globalThis.fetch,
}: AuthSettingsDeployment): Promise<{ projectId: string; updateMask: string }> => {
  checkProjectId(projectId);
  const mask = updateMaskOf(settings).join(',');
  const response = await fetch(
    `${IDENTITY_TOOLKIT}/projects/${projectId}/config?updateMask=${encodeURIComponent(mask)}`,
    {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
        'x-goog-user-project': projectId,
      },
      body: JSON.stringify(settings),
    },
  );
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
    throw new Error(
      `Identity Toolkit rechazó los ajustes de Auth de ${projectId} (${response.status}): ${answer?.error?.message ?? response.statusText}`,
    );
  }
  return { projectId, updateMask: mask };
};

const main = async () => {
  const at = process.argv.indexOf('--project');
  const projectId = at === -1 ? undefined : process.argv[at + 1];
  if (projectId === undefined) {
    console.error('uso: npm run deploy:auth-settings -- --project <id-del-proyecto>');
    process.exit(2);
  }
  checkProjectId(projectId);
  const settings = JSON.parse(readFileSync(AUTH_SETTINGS_PATH, 'utf8')) as AuthSettings;
  const { applicationDefault } = await import('firebase-admin/app');
  const { access_token: accessToken } = await applicationDefault().getAccessToken();
  const done = await deployAuthSettings({ projectId, settings, accessToken });
  console.log(`Ajustes de Auth desplegados en ${done.projectId}: ${done.updateMask}`);
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
