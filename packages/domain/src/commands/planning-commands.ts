import { Messages } from '../messages.js';
import type { SocialNetwork } from '../brands/brand.js';
import { DomainError } from '../shared/errors.js';
import { FIRST_COMMENT_MAX } from '../scheduling/first-comment.js';
import { TEXT_LIMITS } from '../shared/text.js';
import { PlanningUseCases, type PlanningDate, type PlanningInput, type PlanningSave } from '../use-cases/planning.js';
import {
  bodyFields,
  readId,
  readKey,
  readObject,
  readOptionalBoolean,
  readOptionalText,
  readOptionalTextList,
} from './body.js';
import { command, type CommandGroup } from './command.js';

/** The longest date-time text a body may carry ('2026-03-21T10:00' or an ISO instant). */
const DATE_TEXT_MAX = 64;

/** A publication date: an instant (a Date the wire brought back), a date-time text, null (cleared), or absent. */
const readPublicationDate = (fields: Readonly<Record<string, unknown>>): Date | string | null | undefined => {
  const value = fields['publicationDate'];
  if (value === undefined || value === null || value instanceof Date) return value;
  const text = readOptionalText(fields, 'publicationDate', DATE_TEXT_MAX);
  if (text === undefined) throw new DomainError('validation', Messages.scheduling.invalidPublicationDate);
  return text;
};

/**
 * The planning fields of a body, each checked for its JSON type and cap; any other field is
 * not read. Values (which networks the brand offers, the date) are the use case's to judge.
 */
const readPlanning = (fields: Readonly<Record<string, unknown>>): PlanningInput => {
  const planning: Record<string, unknown> = {
    selectedSocialNetwork: readOptionalTextList(fields, 'selectedSocialNetwork', TEXT_LIMITS.listItems, 64) as
      SocialNetwork[] | undefined,
    publicationDate: readPublicationDate(fields),
    collaborators: readOptionalText(fields, 'collaborators'),
    documentTitle: readOptionalText(fields, 'documentTitle'),
    allowComments: readOptionalBoolean(fields, 'allowComments'),
    autoAddMusic: readOptionalBoolean(fields, 'autoAddMusic'),
    brandMention: readOptionalBoolean(fields, 'brandMention'),
    videoTitle: readOptionalText(fields, 'videoTitle'),
    youtubeTags: readOptionalTextList(fields, 'youtubeTags'),
    pinBoardId: readOptionalText(fields, 'pinBoardId'),
    pinTitle: readOptionalText(fields, 'pinTitle'),
    pinLink: readOptionalText(fields, 'pinLink', TEXT_LIMITS.url),
    pinNewFormat: readOptionalBoolean(fields, 'pinNewFormat'),
    // Capped in UTF-16 units here (an emoji takes two); the use case counts characters against FIRST_COMMENT_MAX.
    firstComment: readOptionalText(fields, 'firstComment', 2 * FIRST_COMMENT_MAX),
  };
  return Object.fromEntries(Object.entries(planning).filter(([, value]) => value !== undefined)) as PlanningInput;
};

/**
 * The planning function's commands (docs/product.md, "Scheduling (Metricool)" and "Content
 * commands"), by action name.
 */
export const PLANNING_COMMANDS = {
  /** 'Guardar publicación' of a carousel or a video (the stored requirement says which). */
  save: command({
    useCase: PlanningUseCases,
    parse: (body: unknown): PlanningSave => {
      const fields = bodyFields(body);
      return { ...readKey(fields), planning: readPlanning(readObject(fields, 'planning')) };
    },
    run: (publication, actor, { planning, ...key }) => publication.save(actor, key, planning),
  }),
  /** The Calendario's move: the publication date alone (docs/product.md, "Calendario"). */
  date: command({
    useCase: PlanningUseCases,
    parse: (body: unknown): PlanningDate => {
      const fields = bodyFields(body);
      const publicationDate = readPublicationDate(fields);
      // A blank text would clear the date (as the planning panel's empty input does): the move always sets one.
      if (publicationDate === undefined || publicationDate === null || String(publicationDate).trim() === '') {
        throw new DomainError('validation', Messages.scheduling.publicationDateRequired, { field: 'publicationDate' });
      }
      return { ...readKey(fields), publicationDate };
    },
    run: (publication, actor, input) => publication.date(actor, input),
  }),
  /** 'Repartir parrilla': the brand's undated grid pieces over the coming weeks (docs/product.md, "Calendario"). */
  spread: command({
    useCase: PlanningUseCases,
    parse: (body: unknown): { readonly brandId: string } => ({ brandId: readId(bodyFields(body), 'brandId') }),
    run: (publication, actor, { brandId }) => publication.spread(actor, brandId),
  }),
} as const satisfies CommandGroup;
