import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
// @ts-expect-error: a plain .mjs script, no declarations
import { promptSourcesModule } from './prompts/generate-prompt-sources.mjs';

describe('prompt-sources.ts', () => {
  it('holds the prompts/*.prompt files (run prompts/generate-prompt-sources.mjs after editing one)', () => {
    expect(readFileSync(new URL('./prompt-sources.ts', import.meta.url), 'utf8')).toBe(promptSourcesModule());
  });
});
