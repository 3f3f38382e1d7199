import { TEXT_LIMITS } from '../shared/text.js';
import { CommentUseCases, type CommentTargetInput } from '../use-cases/comments.js';
import { bodyFields, readId, readObject, readText } from './body.js';
import { command, type CommandGroup } from './command.js';

/** The thread a body names: { kind: 'requirement' | 'blueprint', id } (the use case checks the values). */
const readTarget = (fields: Readonly<Record<string, unknown>>): CommentTargetInput => {
  const target = readObject(fields, 'target');
  return { kind: readText(target, 'kind', TEXT_LIMITS.name), id: readId(target, 'id') };
};

/** The comments function's commands (docs/product.md, "Comments"), by action name. */
export const COMMENT_COMMANDS = {
  /** A comment on a requirement or a guide block, with its mentions of the brand's users. */
  add: command({
    useCase: CommentUseCases,
    parse: (body: unknown) => {
      const fields = bodyFields(body);
      return { brandId: readId(fields, 'brandId'), target: readTarget(fields), text: readText(fields, 'text') };
    },
    run: (useCase, actor, { brandId, target, text }) => useCase.add(actor, brandId, target, text),
  }),
  /** Opening a thread: its comments so far are no longer new for the caller. */
  read: command({
    useCase: CommentUseCases,
    parse: (body: unknown) => {
      const fields = bodyFields(body);
      return { brandId: readId(fields, 'brandId'), target: readTarget(fields) };
    },
    run: (useCase, actor, { brandId, target }) => useCase.markRead(actor, brandId, target),
  }),
} as const satisfies CommandGroup;
