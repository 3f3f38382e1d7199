import { Messages } from '@estudio/domain/shared';
import type { PermissionKey } from '@estudio/domain/accounts';
import type { RequirementListKind } from '@estudio/domain/requirements';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { RequirementsTexts } from './requirements-texts.js';

/** What tells the two requirement lists apart; everything else they share (docs/product.md, "Requirements"). */
export interface RequirementListConfig {
  readonly kind: RequirementListKind;
  /** The screen's title, also the table's accessible name. */
  readonly title: string;
  /** Shown when the load fails with something other than a catalogue message. */
  readonly loadError: string;
  /** The key that turns a title into a link to the requirement's detail. */
  readonly linkKey: PermissionKey;
  /** Shown when no requirement passes the filters; the table's own text when omitted. */
  readonly emptyMessage?: string;
  /** What to do next when the list is empty without any filter. */
  readonly emptyHint: string;
  /** The menu item that leads to the list, named above its title. */
  readonly menuLabel: string;
}

/** Requerimientos: everything not Finalizado; links need READ_REQUIREMENTS. */
export const ACTIVE_LIST: RequirementListConfig = {
  kind: 'active',
  title: ScreenTitles.requirementsTitle,
  loadError: Messages.requirements.load,
  linkKey: 'READ_REQUIREMENTS',
  emptyHint: RequirementsTexts.noActiveHint,
  menuLabel: ScreenTitles.requirements,
};

/** Requerimientos Finalizados: only Finalizado, no status filter or column; links need VIEW_REQUIREMENTS. */
export const FINISHED_LIST: RequirementListConfig = {
  kind: 'finished',
  title: ScreenTitles.finishedTitle,
  loadError: Messages.requirements.loadFinished,
  linkKey: 'VIEW_REQUIREMENTS',
  emptyMessage: RequirementsTexts.noFinished,
  emptyHint: RequirementsTexts.noFinishedHint,
  menuLabel: ScreenTitles.finished,
};
