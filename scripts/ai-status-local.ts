// Says which AI model serves the local stack's ai function, as the function itself reports
// it: `npm start` runs it once the console is ready (scripts/start.mjs), so the start never
// waits for the ai function's first worker. Needs the demo accounts (scripts/seed-local.ts)
// and the emulator hosts in the environment.
import { DEMO_ACCOUNTS } from '@estudio/adapters/node';
import { Messages } from '@estudio/domain/shared';
import { MAX_ATTEMPT_MS, waitUntil } from '../tools/bounded-wait.mjs';

// Which model answers the ai function, as the function itself reports it (POST status, signed
// in as the first demo account): the demo model is labelled so nobody mistakes its answers.
// Bounded like every status check of `npm start` (tools/bounded-wait.mjs): each attempt
// gets 10 s, all of them 120 s (the ai function's first worker waits behind the audit
// triggers of every seeded document), and then the line says so.
const AI_STATUS_TOTAL_MS = 120_000;
const aiModelLine = async (): Promise<string> => {
  const userAdminUrl = process.env.VITE_FUNCTIONS_URL;
  const [account] = DEMO_ACCOUNTS;
  if (userAdminUrl === undefined || account === undefined) return 'unknown (no functions URL)';
  const aiUrl = userAdminUrl.replace(/\/userAdmin$/, '/ai');
  const statusOnce = async (signal: AbortSignal) => {
    const signIn = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
        signal,
      },
    );
    const { idToken } = (await signIn.json()) as { idToken?: string };
    const response = await fetch(`${aiUrl}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken ?? ''}` },
      body: '{}',
      signal,
    });
    const status = (await response.json()) as {
      success?: boolean;
      provider?: string;
      model?: string;
      demo?: boolean;
      error?: string;
    };
    if (status.success !== true) return { ready: true, detail: `unknown (${status.error ?? response.status})` };
    return {
      ready: true,
      detail:
        status.demo === true
          ? `${Messages.ai.demoModelBadge} (${status.model}): offline sample answers, not a real model. README "AI models" says how to use Gemini or an OpenAI-compatible server.`
          : `${status.provider} · ${status.model}`,
    };
  };
  try {
    return (
      (await waitUntil({
        what: 'The ai function',
        totalMs: AI_STATUS_TOTAL_MS,
        attemptMs: MAX_ATTEMPT_MS,
        intervalMs: 5_000,
        probe: statusOnce,
      })) ?? 'unknown'
    );
  } catch (error) {
    return `unknown (${(error as Error).message} Ask POST ${aiUrl}/status later.)`;
  }
};
console.log(`[estudio] AI model: ${await aiModelLine()}`);
