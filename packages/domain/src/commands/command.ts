import type { Actor } from '../permissions/actor.js';

/*
 * A content command: one user action (docs/product.md, "Content commands") that changes stored content (a caption, a
 * guide, an image, a script, a blueprint block, the brand's DNA…), run once, on the server
 * (docs/product.md, "Content commands"). The browser names the command and sends its input;
 * the functions' router verifies the caller, reads the body with `parse`, and hands it to
 * the use case that serves it. The same table types the browser's client (ContentCommands),
 * so a command's name, input and answer are written once.
 */

/** A use case class as containers know it (its constructor is the container's key). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- constructors differ per use case
export type UseCaseClass<UC extends object> = abstract new (...args: any[]) => UC;

export interface CommandDefinition<UC extends object, I, O> {
  /** The use case that serves the command. */
  readonly useCase: UseCaseClass<UC>;
  /**
   * The JSON body read into the command's input: shapes and types only (the use case
   * validates values). Refuses with DomainError('validation', …): 400.
   */
  readonly parse: (body: unknown) => I;
  /** The action, run once: checks, model, write, and the updated entity as the answer. */
  readonly run: (useCase: UC, actor: Actor, input: I) => Promise<O>;
  /** It calls a model: the caller spends one unit of the per-minute AI quota first. */
  readonly model?: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table holds definitions of every shape
export type AnyCommand = CommandDefinition<any, any, any>;

/** One concern's commands (one HTTPS function each), by action name. */
export type CommandGroup = Readonly<Record<string, AnyCommand>>;

/** Declares a command; its input and answer types are inferred from parse and run. */
export const command = <UC extends object, I, O>(
  definition: CommandDefinition<UC, I, O>,
): CommandDefinition<UC, I, O> => definition;
