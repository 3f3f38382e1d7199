// Stories are tests. Every *.stories.tsx under src is found here, so a story added by
// anyone is covered without touching this file: each story renders inside the design
// system provider (happy-dom), runs its play function, and passes axe-core with no
// serious or critical violation.
import { composeStories, setProjectAnnotations } from '@storybook/react';
import type { composeStory, Meta } from '@storybook/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { storyDecorators } from './theme/story-decorators.js';

setProjectAnnotations({ decorators: storyDecorators });

type StoryModule = Parameters<typeof composeStories>[0] & { default?: Meta };
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

/**
 * Rules axe cannot judge in happy-dom, which has no layout and no cascade of computed
 * colours: color-contrast would compare unresolved CSS variables. Contrast is held by the
 * token choices instead (semantic-tokens.ts pairs each status bg with a 900 fg).
 */
const AXE_OPTIONS: axe.RunOptions = {
  rules: { 'color-contrast': { enabled: false } },
  resultTypes: ['violations'],
  // happy-dom does not load frames; the embedded frame's own markup is still checked.
  iframes: false,
};

const FAILING_IMPACTS = new Set(['serious', 'critical']);

const describeViolations = (violations: axe.Result[]): string[] =>
  violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} – ${node.failureSummary ?? ''}`),
    );

describe('the story harness', () => {
  it('finds the stories of the design system', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
  });

  it('reports serious violations and ignores minor ones', async () => {
    document.body.innerHTML = '<main><img src="x.png"><button></button></main>';
    const results = await axe.run(document.body, AXE_OPTIONS);
    const found = describeViolations(results.violations).map((line) => line.split(' ')[0]);
    expect(found).toEqual(expect.arrayContaining(['image-alt', 'button-name']));
  });
});

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];

  it('has a Default story with args and a catalog story', () => {
    const names = stories.map(([name]) => name);
    expect(names).toContain('Default');
    const defaultStory = stories.find(([name]) => name === 'Default')?.[1];
    // Composed args include the meta's: designers get controls on Default.
    expect(Object.keys(defaultStory?.args ?? {}).length).toBeGreaterThan(0);
    expect(names.length).toBeGreaterThan(1);
  });

  it.each(stories)('%s renders, plays and passes axe', async (_name, Story) => {
    const canvasElement = document.createElement('div');
    document.body.appendChild(canvasElement);
    await Story.run({ canvasElement });
    expect(canvasElement.childElementCount).toBeGreaterThan(0);
    const results = await axe.run(document.body, AXE_OPTIONS);
    expect(describeViolations(results.violations)).toEqual([]);
  });
});
