// Stories are tests. Every *.stories.tsx under src is found here, so a story added by
// anyone is covered without touching this file: each story renders inside the design
// system provider (happy-dom), runs its play function, settles, and passes axe-core with
// no serious or critical violation.
import { composeStories, setProjectAnnotations } from '@storybook/react';
import type { composeStory, Meta, Preview } from '@storybook/react';
import { render, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { storyDecorators } from './theme/story-decorators.js';

/**
 * Stories render through Testing Library, so the cleanup of test-setup.ts unmounts each one
 * (its portals included) before the document is emptied. Left to Storybook, a story was
 * unmounted only when the next one started, after its portalled nodes had been removed
 * under React's feet: happy-dom's removeChild error.
 */
const renderThroughTestingLibrary: Preview = {
  renderToCanvas: ({ storyContext, unboundStoryFn: StoryFn }, canvasElement) => {
    const { unmount } = render(<StoryFn {...storyContext} />, { container: canvasElement });
    return unmount;
  },
};

const annotations = setProjectAnnotations([{ decorators: storyDecorators }, renderThroughTestingLibrary]);
// Storybook's React setup: storybook/test's user events and renders run inside act(), so
// what a click changes (a dialog closing, its effects) is done when the click resolves.
beforeAll(annotations.beforeAll);

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
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} – ${node.failureSummary ?? ''}`,
      ),
    );

/**
 * What is still moving once a play function has returned. The dialogs (Ark/zag-js) finish
 * their work an animation frame late: a closed overlay leaves the document a frame after it
 * closes, and an open modal moves focus into itself and hides the page behind it
 * (aria-hidden) a frame after it opens, removing that again when it closes. Axe must see
 * the page after those frames, not during them, whatever the machine's load.
 */
const stillSettling = (): string[] => {
  const problems: string[] = [];
  // An overlay part that has closed but not yet left (hidden once it has, or removed).
  const leaving = ['content', 'backdrop'].map(
    (part) => `[data-scope][data-part="${part}"][data-state="closed"]:not([hidden])`,
  );
  for (const element of document.querySelectorAll(leaving.join(', '))) {
    const name = `${element.getAttribute('data-scope') ?? ''} ${element.getAttribute('data-part') ?? ''}`;
    problems.push(`a closed ${name} is still in the document`);
  }
  // zag-js marks what it hides behind a modal with data-aria-hidden.
  const openModals = [...document.querySelectorAll('[aria-modal="true"][data-state="open"]')];
  const hiddenBehind = document.querySelector('[data-aria-hidden]') !== null;
  if (openModals.length === 0 && hiddenBehind) problems.push('the page is still hidden by a modal that has closed');
  for (const modal of openModals) {
    const name = modal.getAttribute('role') ?? 'modal';
    if (!modal.contains(document.activeElement)) problems.push(`focus is not yet inside the open ${name}`);
    if (!hiddenBehind) problems.push(`the page behind the open ${name} is not yet hidden`);
  }
  return problems;
};

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

  it('waits for a closed overlay to leave and for a modal to take focus and hide the page', () => {
    document.body.innerHTML = '<div data-aria-hidden aria-hidden="true"><button>Abrir</button></div>';
    expect(stillSettling()).toEqual(['the page is still hidden by a modal that has closed']);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div data-scope="dialog" data-part="content" data-state="closed"></div>',
    );
    expect(stillSettling()).toHaveLength(2);
    document.body.innerHTML =
      '<div data-aria-hidden aria-hidden="true"></div><div role="alertdialog" aria-modal="true" data-state="open"><button>Cerrar</button></div>';
    expect(stillSettling()).toEqual(['focus is not yet inside the open alertdialog']);
    document.body.querySelector('button')?.focus();
    expect(stillSettling()).toEqual([]);
    document.body.querySelector('[data-aria-hidden]')?.remove();
    expect(stillSettling()).toEqual(['the page behind the open alertdialog is not yet hidden']);
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
    // Not a pause: the frames the overlays still owe, however long the machine takes.
    await waitFor(() => expect(stillSettling()).toEqual([]));
    const results = await axe.run(document.body, AXE_OPTIONS);
    expect(describeViolations(results.violations)).toEqual([]);
  });
});
