import { Field } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EstudioProvider } from '../../theme/provider.js';
import { GuardedTextarea } from './guarded-textarea.js';
import type { GuardMark } from './guard-marks.js';

const CAPTION = 'Nuestro café instantáneo es el mejor.';
const MARKS: readonly GuardMark[] = [
  { start: 8, end: 24, tone: 'blocking', label: 'Concepto a evitar' },
  { start: 28, end: 36, tone: 'warning', label: 'Afirmación absoluta' },
];

const backdrop = (): HTMLElement => {
  const element = document.querySelector<HTMLElement>('[data-guard-backdrop]');
  if (!element) throw new Error('no backdrop');
  return element;
};

/** A screen's editor: the marks of the text as typed ('café instantáneo' wherever it is). */
const Editor = ({ onText }: { readonly onText?: (text: string) => void }) => {
  const [text, setText] = useState(CAPTION);
  const start = text.indexOf('café instantáneo');
  const marks: GuardMark[] =
    start < 0 ? [] : [{ start, end: start + 'café instantáneo'.length, tone: 'blocking', label: 'Concepto a evitar' }];
  return (
    <GuardedTextarea
      aria-label="Caption"
      value={text}
      marks={marks}
      onChange={(event) => {
        setText(event.target.value);
        onText?.(event.target.value);
      }}
    />
  );
};

afterEach(() => vi.restoreAllMocks());

/** The text of what an element is described by (aria-describedby's ids, in order). */
const description = (element: HTMLElement): string =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? `(missing ${id})`)
    .join(' ');

describe('GuardedTextarea', () => {
  it('underlines each mark behind the text, with its tone and label, hidden from assistive technology', () => {
    render(
      <EstudioProvider>
        <GuardedTextarea aria-label="Caption" value={CAPTION} onChange={() => undefined} marks={MARKS} />
      </EstudioProvider>,
    );
    const marks = [...backdrop().querySelectorAll('[data-guard-mark]')];
    expect(marks.map((mark) => [mark.textContent, mark.getAttribute('data-tone'), mark.getAttribute('title')])).toEqual(
      [
        ['café instantáneo', 'blocking', 'Concepto a evitar'],
        ['el mejor', 'warning', 'Afirmación absoluta'],
      ],
    );
    expect(backdrop().textContent).toBe(CAPTION);
    expect(backdrop().getAttribute('aria-hidden')).toBe('true');
    expect((screen.getByRole('textbox', { name: 'Caption' }) as HTMLTextAreaElement).value).toBe(CAPTION);
  });

  it('is described by the list of its marks, after the field’s own help', () => {
    render(
      <EstudioProvider>
        <Field.Root>
          <Field.Label>Caption</Field.Label>
          <GuardedTextarea value={CAPTION} onChange={() => undefined} marks={MARKS} />
          <Field.HelperText>Hasta 2.200 caracteres.</Field.HelperText>
        </Field.Root>
      </EstudioProvider>,
    );
    const area = screen.getByRole('textbox', { name: 'Caption' });
    expect(description(area)).toBe(
      'Hasta 2.200 caracteres. Hallazgos en este texto:«café instantáneo»: Concepto a evitar«el mejor»: Afirmación absoluta',
    );
  });

  it('has no description of marks when there are none', () => {
    render(
      <EstudioProvider>
        <GuardedTextarea aria-label="Caption" defaultValue={CAPTION} marks={[]} />
      </EstudioProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Caption' }).hasAttribute('aria-describedby')).toBe(false);
    expect(document.querySelector('[data-guard-mark]')).toBeNull();
  });

  it('follows the text as it is typed: the mark goes when the concept is rewritten', async () => {
    const user = userEvent.setup();
    const heard: string[] = [];
    render(
      <EstudioProvider>
        <Editor onText={(text) => heard.push(text)} />
      </EstudioProvider>,
    );
    const area = screen.getByRole('textbox', { name: 'Caption' });
    expect(document.querySelectorAll('[data-guard-mark]')).toHaveLength(1);
    await user.clear(area);
    await user.type(area, 'Café de origen');
    expect(heard.at(-1)).toBe('Café de origen');
    expect(document.querySelectorAll('[data-guard-mark]')).toHaveLength(0);
    expect(backdrop().textContent).toBe('Café de origen');
  });

  it('measures nothing per keystroke: the mirror copies the text area’s font and padding once', () => {
    const measure = vi.spyOn(window, 'getComputedStyle');
    render(
      <EstudioProvider>
        <Editor />
      </EstudioProvider>,
    );
    const area = screen.getByRole('textbox', { name: 'Caption' });
    const afterMount = measure.mock.calls.filter(([element]) => element === area).length;
    expect(afterMount).toBeGreaterThan(0);
    // Key by key, as the browser reports an edit (user-event would read styles itself).
    const added = ' Tostado cada semana, café instantáneo.';
    for (let length = 1; length <= added.length; length += 1) {
      fireEvent.change(area, { target: { value: CAPTION + added.slice(0, length) } });
    }
    expect(backdrop().textContent).toBe(CAPTION + added);
    expect(measure.mock.calls.filter(([element]) => element === area)).toHaveLength(afterMount);
    expect(document.querySelectorAll('[data-guard-mark]')).toHaveLength(1);
  });

  it('tracks the text when uncontrolled, and still calls onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <EstudioProvider>
        <GuardedTextarea aria-label="Caption" defaultValue="Hola" onChange={onChange} marks={[]} />
      </EstudioProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Caption' }), ' mundo');
    expect(backdrop().textContent).toBe('Hola mundo');
    expect(onChange).toHaveBeenCalledTimes(6);
  });

  it('scrolls the marks with the text', () => {
    render(
      <EstudioProvider>
        <GuardedTextarea aria-label="Caption" defaultValue={CAPTION} marks={MARKS} />
      </EstudioProvider>,
    );
    const area = screen.getByRole('textbox', { name: 'Caption' });
    area.scrollTop = 40;
    fireEvent.scroll(area);
    expect(backdrop().scrollTop).toBe(area.scrollTop);
  });

  it('keeps the height of a last empty line', () => {
    render(
      <EstudioProvider>
        <GuardedTextarea aria-label="Caption" defaultValue={'Hola\n'} marks={[]} />
      </EstudioProvider>,
    );
    expect(backdrop().textContent).toBe('Hola\n\u200b');
  });

  it('passes the text area’s props and ref through (autoresize, rows, disabled)', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(
      <EstudioProvider>
        <GuardedTextarea ref={ref} aria-label="Caption" defaultValue="Hola" marks={[]} rows={3} autoresize disabled />
      </EstudioProvider>,
    );
    const area = screen.getByRole('textbox', { name: 'Caption' });
    expect(ref.current).toBe(area);
    expect(area.getAttribute('rows')).toBe('3');
    expect((area as HTMLTextAreaElement).disabled).toBe(true);
    expect(area.style.resize).toBe('none');
  });
});
