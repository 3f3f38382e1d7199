import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EstudioProvider } from '../../theme/provider.js';
import { BrandReviewPanel, type BrandReviewPanelProps } from './brand-review-panel.js';
import { groupFindings } from './review-findings.js';
import type { GuardPanelFinding, GuardPanelReview } from './review-types.js';

const finding = (id: string, rule: string, blocking: boolean, quote: string | null = null): GuardPanelFinding => ({
  id,
  rule,
  field: 'Caption',
  quote,
  message: `Arregla ${id}.`,
  blocking,
});

const FINDINGS = [
  finding('a1', 'Afirmación absoluta', false, 'el mejor'),
  finding('c1', 'Concepto a evitar', true, 'café instantáneo'),
  finding('a2', 'Afirmación absoluta', false, '100%'),
  finding('l1', 'Longitud', false),
];

const REVIEW: GuardPanelReview = {
  score: 82,
  passed: true,
  at: new Date('2026-11-27T15:30:00Z'),
  by: 'contenido@cafecumbre.co',
  criteria: [
    { label: 'Tono y arquetipo', score: 86, reason: 'Cercano y artesanal.' },
    { label: 'Audiencia', score: 70.5, reason: 'Habla a quien toma café en casa.' },
  ],
  claims: [
    { text: 'Cada taza nace en el Huila', source: 'Cuestionario: Diferenciales' },
    { text: 'el mejor de Colombia', source: null },
  ],
};

const renderPanel = (props: Partial<BrandReviewPanelProps> = {}) =>
  render(
    <EstudioProvider>
      <BrandReviewPanel status="pasa" changes={[]} findings={[]} review={null} timeZone="UTC" {...props} />
    </EstudioProvider>,
  );

const panel = () => screen.getByRole('region', { name: 'Revisión de marca' });

describe('groupFindings', () => {
  it('groups by rule in first-seen order, the groups with a blocking finding first', () => {
    const groups = groupFindings([...FINDINGS, finding('c2', 'Afirmación sin respaldo', true, 'el mejor de Colombia')]);
    expect(groups.map((group) => [group.rule, group.blocking, group.findings.map((item) => item.id)])).toEqual([
      ['Concepto a evitar', true, ['c1']],
      ['Afirmación sin respaldo', true, ['c2']],
      ['Afirmación absoluta', false, ['a1', 'a2']],
      ['Longitud', false, ['l1']],
    ]);
  });

  it('counts a group blocking when any of its findings is', () => {
    const groups = groupFindings([finding('x', 'Regla', false), finding('y', 'Regla', true)]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.blocking).toBe(true);
  });
});

describe('BrandReviewPanel', () => {
  it('lists the findings by rule with their quote and fix, blocking first', () => {
    renderPanel({ status: 'no-pasa', findings: FINDINGS });
    const groups = within(panel()).getAllByRole('region');
    // The findings' section, then one per rule.
    expect(groups.slice(1).map((group) => group.getAttribute('aria-label'))).toEqual([
      'Concepto a evitar',
      'Afirmación absoluta',
      'Longitud',
    ]);
    const blocking = within(panel()).getByRole('region', { name: 'Concepto a evitar' });
    expect(blocking.textContent).toContain('Bloquea el envío');
    expect(blocking.textContent).toContain('café instantáneo');
    expect(blocking.textContent).toContain('Arregla c1.');
    expect(within(panel()).getByRole('region', { name: 'Afirmación absoluta' }).textContent).not.toContain(
      'Bloquea el envío',
    );
    expect(within(panel()).getByRole('heading', { name: 'Hallazgos (4)' })).toBeTruthy();
  });

  it('says Sin hallazgos when the texts have none', () => {
    renderPanel();
    expect(within(panel()).getByText('Sin hallazgos')).toBeTruthy();
  });

  it('hands the chosen finding to the screen, and lists them as plain text without a handler', async () => {
    const user = userEvent.setup();
    const onFindingSelect = vi.fn();
    const { unmount } = renderPanel({ findings: FINDINGS, onFindingSelect });
    await user.click(within(panel()).getByRole('button', { name: /café instantáneo/ }));
    expect(onFindingSelect).toHaveBeenCalledWith('c1');
    unmount();
    renderPanel({ findings: FINDINGS });
    expect(within(panel()).queryByRole('button')).toBeNull();
  });

  it('shows the score in Spanish, pass or fail, the criteria with their reasons and who asked when', () => {
    renderPanel({ review: REVIEW });
    const text = panel().textContent ?? '';
    expect(text).toContain('82\u00a0%');
    expect(panel().querySelector('[data-guard-result]')?.textContent).toContain('Pasa');
    expect(text).toContain('Tono y arquetipo');
    expect(text).toContain('70,5\u00a0%');
    expect(text).toContain('Habla a quien toma café en casa.');
    expect(text).toContain('Evaluado por contenido@cafecumbre.co el 27/11/2026, 15:30');
  });

  it('shows a failed review as No pasa', () => {
    renderPanel({ status: 'no-pasa', review: { ...REVIEW, score: 61, passed: false } });
    expect(panel().querySelector('[data-guard-result]')?.textContent).toContain('No pasa');
    expect(panel().querySelector('[data-guard-panel-status]')?.textContent).toBe('No pasa');
  });

  it('names each claim’s source and badges a claim without one sin respaldo', () => {
    renderPanel({ review: REVIEW });
    const claims = [...panel().querySelectorAll('[data-guard-claim]')];
    expect(claims.map((claim) => claim.getAttribute('data-guard-claim'))).toEqual(['supported', 'unsupported']);
    expect(claims[0]?.textContent).toContain('Fuente: Cuestionario: Diferenciales');
    expect(claims[1]?.textContent).toContain('sin respaldo');
  });

  it('says the text was not scored yet when there is no review', () => {
    renderPanel({ status: 'sin-revisar' });
    expect(within(panel()).getByText('Aún no se ha evaluado el texto con la IA.')).toBeTruthy();
    expect(panel().querySelector('[data-guard-panel-status]')?.textContent).toBe('Sin revisar');
  });

  it('lists what changed only when the status is Revisar', () => {
    const changes = ['ADN: Conceptos a evitar', 'Guía: Mensaje clave'];
    const { unmount } = renderPanel({ status: 'revisar', changes, review: REVIEW });
    expect([...panel().querySelectorAll('[data-guard-changes] li')].map((item) => item.textContent)).toEqual(changes);
    unmount();
    renderPanel({ status: 'pasa', changes, review: REVIEW });
    expect(panel().querySelector('[data-guard-changes]')).toBeNull();
  });

  it('offers Evaluar texto only with a handler, and spins while scoring', async () => {
    const user = userEvent.setup();
    const onScore = vi.fn();
    const { rerender } = renderPanel({ onScore });
    await user.click(within(panel()).getByRole('button', { name: 'Evaluar texto' }));
    expect(onScore).toHaveBeenCalledTimes(1);
    rerender(
      <EstudioProvider>
        <BrandReviewPanel status="pasa" changes={[]} findings={[]} review={null} onScore={onScore} scoring />
      </EstudioProvider>,
    );
    const button = within(panel()).getByRole('button', { name: /Evaluando/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    rerender(
      <EstudioProvider>
        <BrandReviewPanel status="pasa" changes={[]} findings={[]} review={null} />
      </EstudioProvider>,
    );
    expect(within(panel()).queryByRole('button')).toBeNull();
  });

  it('marks a demo model’s review beside the score', () => {
    const { unmount } = renderPanel({ review: REVIEW, demo: true });
    expect(screen.getByTestId('demo-model-badge')).toBeTruthy();
    unmount();
    renderPanel({ review: REVIEW });
    expect(screen.queryByTestId('demo-model-badge')).toBeNull();
  });

  it('keeps the history collapsed under Historial, each entry with its date, score, result and who', async () => {
    const user = userEvent.setup();
    renderPanel({
      review: REVIEW,
      history: [
        { at: new Date('2026-11-27T15:30:00Z'), score: 82, passed: true, by: 'contenido@cafecumbre.co' },
        { at: new Date('2026-11-25T14:12:00Z'), score: 58, passed: false, by: 'ana@estudio.co' },
      ],
    });
    const details = panel().querySelector('details');
    expect(details?.open).toBe(false);
    await user.click(within(panel()).getByText('Historial (2)'));
    expect(details?.open).toBe(true);
    expect([...(details?.querySelectorAll('li') ?? [])].map((item) => item.textContent)).toEqual([
      '27/11/2026, 15:30: 82\u00a0%, Pasa (contenido@cafecumbre.co)',
      '25/11/2026, 14:12: 58\u00a0%, No pasa (ana@estudio.co)',
    ]);
  });

  it('has no Historial without entries', () => {
    renderPanel({ review: REVIEW, history: [] });
    expect(panel().querySelector('details')).toBeNull();
  });
});
