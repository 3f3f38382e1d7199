// The console and the ai function on the local stack (docs/product.md, "AI calls"): the browser's HTTP client,
// bound in the console's composition root, reaches the real function in the Functions
// emulator with the signed-in user's ID token, and the console labels the offline demo
// model wherever the AI shows: the shell's 'Modelo de demostración' badge.
import { Messages } from '@estudio/domain/shared';
import { expect, signInAs, test } from './fixtures.js';

test.describe('the AI services', () => {
  test('the console asks the ai function which model serves and labels the demo model', async ({ page }) => {
    const status = page.waitForResponse((response) => /\/ai\/status$/.test(new URL(response.url()).pathname));
    await signInAs(page, 'Estratega');
    const answer = await status;
    expect(answer.status()).toBe(200);
    expect(answer.request().headers()['authorization']).toMatch(/^Bearer \S+$/);
    expect(await answer.json()).toEqual({ success: true, provider: 'demo', model: 'demo/estudio', demo: true });
    await expect(page.getByText(Messages.ai.demoModelBadge, { exact: false })).toBeVisible();
  });
});
