import { TEXT_LIMITS } from '../shared/text.js';
import { RequirementAssignmentUseCases } from '../use-cases/requirement-assignment.js';
import { bodyFields, readKey, readText } from './body.js';
import { command, type CommandGroup } from './command.js';
import { REQUIREMENT_REVIEW_COMMANDS } from './review-commands.js';

/** The requirements function's commands (docs/product.md, "Content commands"), by action name. */
export const REQUIREMENT_COMMANDS = {
  /** The lists' assignee select (docs/product.md, "Assignee"): Por asignar or an assignable user's e-mail. */
  assign: command({
    useCase: RequirementAssignmentUseCases,
    parse: (body: unknown) => {
      const fields = bodyFields(body);
      return { ...readKey(fields), email: readText(fields, 'email', TEXT_LIMITS.text) };
    },
    run: (useCase, actor, { email, ...key }) => useCase.assign(actor, key, email),
  }),
  ...REQUIREMENT_REVIEW_COMMANDS,
} as const satisfies CommandGroup;
