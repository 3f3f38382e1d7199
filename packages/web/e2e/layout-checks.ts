// What the layout journey measures on a screen, in the browser (docs/development.md, "Browser
// journeys"): each check returns the problems it found as sentences, empty when the screen holds.
//
// - the page scrolls sideways (the document is wider than the window);
// - a control (field, select, button) sticks out of the box that holds it;
// - a table needs a sideways scroll (checked at the laptop size);
// - an unticked checkbox, radio or switch cannot be seen: what draws it (the input itself, or
//   the kit's drawn control) has neither a border nor a fill with 3:1 contrast against what is
//   behind it (WCAG 1.4.11, non-text contrast);
// - axe-core finds a serious or critical violation (colour contrast included: a real browser
//   computes the colours).
import type { Page } from '@playwright/test';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE = require.resolve('axe-core/axe.min.js');

export interface LayoutOptions {
  /** Tables must fit their column without a sideways scroll (the laptop size). */
  readonly tablesFit: boolean;
}

/** Runs in the page: the geometry and contrast checks. Kept self-contained (it is serialised). */
const measureInPage = ({ tablesFit }: LayoutOptions): string[] => {
  const problems: string[] = [];
  const name = (element: Element): string => {
    const label =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.getAttribute('name') ??
      element.textContent ??
      '';
    return `<${element.tagName.toLowerCase()}> '${label.trim().replace(/\s+/g, ' ').slice(0, 60)}'`;
  };
  const shown = (element: Element): boolean => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return rect.width > 2 && rect.height > 2 && style.visibility !== 'hidden' && style.display !== 'none';
  };
  /** The nearest ancestor that has a box of its own (display: contents has none). */
  const boxOf = (element: Element): Element | null => {
    let box = element.parentElement;
    while (box !== null && box.getBoundingClientRect().width === 0) box = box.parentElement;
    return box;
  };

  const page = document.scrollingElement ?? document.documentElement;
  if (page.scrollWidth > page.clientWidth + 1)
    problems.push(`the page scrolls sideways: ${page.scrollWidth} px wide in a ${page.clientWidth} px window`);

  for (const control of document.querySelectorAll('input, select, textarea, button, [role="combobox"]')) {
    if (!shown(control)) continue;
    const box = boxOf(control);
    if (box === null) continue;
    const inner = control.getBoundingClientRect();
    const outer = box.getBoundingClientRect();
    const out = Math.max(outer.left - inner.left, inner.right - outer.right);
    if (out > 1) problems.push(`${name(control)} sticks ${Math.round(out)} px out of its box`);
  }

  if (tablesFit) {
    for (const table of document.querySelectorAll('table')) {
      if (!shown(table)) continue;
      let scroller: Element | null = table.parentElement;
      while (scroller !== null && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowX))
        scroller = scroller.parentElement;
      const column = scroller ?? boxOf(table);
      if (column === null) continue;
      const needed = Math.max(table.scrollWidth, table.getBoundingClientRect().width);
      if (needed > column.clientWidth + 1)
        problems.push(
          `the table '${table.getAttribute('aria-label') ?? table.caption?.textContent ?? ''}' needs ${Math.round(needed)} px in ${column.clientWidth} px`,
        );
    }
  }

  // Colours as the browser resolves them (rgb, hex, oklch, color-mix…), read back from a canvas pixel.
  const paint = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const rgba = (colour: string): [number, number, number, number] => {
    if (paint === null) return [0, 0, 0, 0];
    paint.clearRect(0, 0, 1, 1);
    paint.fillStyle = '#000';
    paint.fillStyle = colour;
    paint.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = paint.getImageData(0, 0, 1, 1).data;
    return [r ?? 0, g ?? 0, b ?? 0, (a ?? 0) / 255];
  };
  const luminance = ([r, g, b]: readonly number[]): number => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
  };
  const contrast = (a: readonly number[], b: readonly number[]): number => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  /** The first opaque background behind an element (white when none is painted). */
  const backdrop = (element: Element | null): number[] => {
    for (let at = element; at !== null; at = at.parentElement) {
      const colour = rgba(getComputedStyle(at).backgroundColor);
      if (colour[3] > 0.5) return colour;
    }
    return [255, 255, 255, 1];
  };
  const choices = document.querySelectorAll('input[type="checkbox"]:not(:checked), input[type="radio"]:not(:checked)');
  for (const input of choices) {
    const root = input.closest('label') ?? input.parentElement;
    // A choice inside something closed (a menu, a drawer) is not on screen at all.
    if (root === null || !shown(root)) continue;
    const drawn = shown(input) ? input : root?.querySelector('[data-part="control"], [data-part="item-control"]');
    if (drawn === null || drawn === undefined || !shown(drawn)) {
      problems.push(`the unticked ${name(input)} has no visible box`);
      continue;
    }
    const style = getComputedStyle(drawn);
    const behind = backdrop(drawn.parentElement);
    const border = Number.parseFloat(style.borderTopWidth) > 0 ? contrast(rgba(style.borderTopColor), behind) : 1;
    const fill = rgba(style.backgroundColor);
    const filled = fill[3] > 0.5 ? contrast(fill, behind) : 1;
    if (Math.max(border, filled) < 3)
      problems.push(
        `the unticked ${name(input)} is hard to see: border ${border.toFixed(2)}:1, fill ${filled.toFixed(2)}:1 (3:1 needed)`,
      );
  }
  return problems;
};

interface AxeViolation {
  readonly id: string;
  readonly impact?: string | null;
  readonly nodes: ReadonlyArray<{ readonly target: readonly unknown[] }>;
}

/** axe-core over the page (external frames are stubs and left out); serious and critical only. */
const axeProblems = async (page: Page): Promise<string[]> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, { resultTypes: ['violations'], iframes: false })) as {
      violations: AxeViolation[];
    };
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `axe ${violation.id} (${violation.impact}): ${node.target.join(' ')}`),
    );
};

/** Every problem the screen shows now, geometry and contrast first, then axe's. */
export const layoutProblems = async (page: Page, options: LayoutOptions): Promise<string[]> => [
  ...(await page.evaluate(measureInPage, options)),
  ...(await axeProblems(page)),
];
