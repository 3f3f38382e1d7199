// The brand guard's words (docs/product.md, "Revisión de marca"): the editors' marks, the
// review panel and the override dialog. A module apart from ./ui-texts.ts so that only the
// screens drawing them carry them; the status words the lists draw (and the panel's name) are
// UiTexts.guard, reused here.
import { UiTexts } from './ui-texts.js';

export const GuardUiTexts = {
  panel: UiTexts.guard.panel,
  status: UiTexts.guard.status,
  score: 'Evaluar texto',
  scoring: 'Evaluando…',
  changes: 'Cambió desde la última revisión:',
  notScored: 'Aún no se ha evaluado el texto con la IA.',
  findings: 'Hallazgos',
  noFindings: 'Sin hallazgos',
  blocking: 'Bloquea el envío',
  /** The editors' marks for assistive technology. */
  marks: 'Hallazgos en este texto',
  alignment: 'Alineación con la guía',
  criteria: 'Criterios',
  claims: 'Afirmaciones',
  noClaims: 'El texto no hace afirmaciones que necesiten respaldo.',
  unsupported: 'sin respaldo',
  source: (label: string): string => `Fuente: ${label}`,
  scoredBy: (by: string, at: string): string => `Evaluado por ${by} el ${at}`,
  history: 'Historial',
  historyEntry: (at: string, score: string, result: string, by: string): string => `${at}: ${score}, ${result} (${by})`,
  /** The override dialog's title and its confirm button. */
  override: 'Enviar con excepción',
  overrideIntro: 'La publicación tiene hallazgos que bloquean el envío:',
  overrideReason: 'Motivo de la excepción',
  overrideHelp: 'Entre 10 y 500 caracteres. Queda en el registro de auditoría.',
  overrideLength: (count: number): string => `${count} de 500 caracteres`,
  cancel: UiTexts.dialogs.cancel,
} as const;
