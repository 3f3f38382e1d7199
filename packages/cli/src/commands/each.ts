import { Command } from 'commander';
import { mapLimit } from '@estudio/adapters/node';
import type { CommandContext } from '../cli/context.js';
import { withExamples } from '../cli/context.js';
import { CommandFailed, describeError } from '../cli/errors.js';
import type { CliSession } from '../cli/session.js';
import { progressBar } from '../output/progress.js';
import type { Action } from './action.js';

/*
 * The shape of every command that does one thing to each of several users, brands… given
 * by id, name or e-mail: one use-case call each (a few at a time), a progress bar on a
 * terminal, a line per item and a summary. One item answers exactly as a single command
 * always did: its line (or JSON object), and a refusal is the command's error (exit 1).
 */

/** What acting on one item came to. */
export interface ItemDone {
  /** The line people read. */
  readonly text: string;
  /** What --json gives for the item. */
  readonly json: object;
  /** Whether anything was written (for the summary). */
  readonly changed: boolean;
}

export interface EachCommandSpec<Known> {
  readonly name: string;
  /** The argument's name as help shows it, e.g. 'usuario'. */
  readonly argument: string;
  readonly description: string;
  readonly examples: readonly string[];
  /** The progress bar's label, e.g. 'Usuarios'. */
  readonly noun: string;
  /** Read once before acting on any item (e.g. the list the references are found in). */
  readonly prepare: (session: CliSession) => Promise<Known>;
  /** Acts on one item; a thrown error counts as that item's failure. */
  readonly act: (session: CliSession, known: Known, reference: string) => Promise<ItemDone>;
}

/** Calls in flight at once: each item is a use-case call (a read and a write or two). */
const CONCURRENCY = 4;

type Outcome = { readonly reference: string } & (
  { readonly ok: true; readonly done: ItemDone } | { readonly ok: false; readonly error: unknown }
);

const report = (context: CommandContext, outcomes: readonly Outcome[]): void => {
  const failed = outcomes.filter((outcome) => !outcome.ok).length;
  const changed = outcomes.filter((outcome) => outcome.ok && outcome.done.changed).length;
  if (context.json) {
    const rows = outcomes.map((outcome) =>
      outcome.ok
        ? { reference: outcome.reference, ok: true, ...outcome.done.json }
        : { reference: outcome.reference, ok: false, error: describeError(outcome.error) },
    );
    context.out(`${JSON.stringify(rows, null, 2)}\n`);
  } else {
    for (const outcome of outcomes) {
      context.out(
        outcome.ok ? `${outcome.done.text}\n` : `${outcome.reference}: FALLÓ: ${describeError(outcome.error)}\n`,
      );
    }
    const unchanged = outcomes.length - changed - failed;
    context.io.stderr(`Resumen: cambiados ${changed} · sin cambios ${unchanged} · fallidos ${failed}\n`);
  }
  if (failed > 0) throw new CommandFailed(`${failed} de ${outcomes.length} no se pudieron aplicar.`);
};

/** `<name> <argument...>`: the spec's act on each reference given. */
export const eachCommand = <Known>(action: Action, spec: EachCommandSpec<Known>): Command =>
  withExamples(
    new Command(spec.name)
      .argument(`<${spec.argument}...>`, 'uno o varios, separados por espacios')
      .description(spec.description)
      .action(
        action(async (context, references: string[]) => {
          const session = await context.open();
          const known = await spec.prepare(session);
          const [only] = references;
          if (references.length === 1 && only !== undefined) {
            const done = await spec.act(session, known, only);
            context.result(done.text, done.json);
            return;
          }
          const progress = progressBar(
            (text) => context.io.stderr(text),
            context.io.stderrIsTTY,
            spec.noun,
            references.length,
          );
          const outcomes = await mapLimit(references, CONCURRENCY, async (reference): Promise<Outcome> => {
            try {
              return { reference, ok: true, done: await spec.act(session, known, reference) };
            } catch (error) {
              return { reference, ok: false, error };
            } finally {
              progress.tick();
            }
          });
          progress.done();
          report(context, outcomes);
        }),
      ),
    spec.examples,
  );
