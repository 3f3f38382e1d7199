import type { Command } from 'commander';
import type { Column } from '../output/table.js';
import { renderTable } from '../output/table.js';
import type { CliIo } from './io.js';
import type { CliSession, SessionFactory } from './session.js';
import type { Target } from './target.js';
import { describeTarget, resolveTarget } from './target.js';

/** Options every command accepts (program level). */
export interface GlobalOptions {
  readonly project?: string;
  readonly json?: boolean;
  readonly as?: string;
  readonly verbose?: boolean;
}

/** What a command action works with; the session is opened on first use and closed after. */
export class CommandContext {
  private session: CliSession | null = null;
  private resolved: Target | null = null;

  constructor(
    readonly io: CliIo,
    private readonly openSession: SessionFactory,
    readonly options: GlobalOptions,
  ) {}

  get json(): boolean {
    return this.options.json === true;
  }

  /** Resolves the target and says it on stderr (every run says where it writes). */
  target(): Target {
    if (this.resolved === null) {
      this.resolved = resolveTarget(this.options.project, this.io.env);
      this.io.stderr(`${describeTarget(this.resolved)}\n`);
    }
    return this.resolved;
  }

  async open(): Promise<CliSession> {
    if (this.session === null) {
      this.session = await this.openSession(this.target(), {
        io: this.io,
        verbose: this.options.verbose === true,
        ...(this.options.as === undefined ? {} : { as: this.options.as }),
      });
    }
    return this.session;
  }

  async close(): Promise<void> {
    await this.session?.close();
    this.session = null;
  }

  out(text: string): void {
    this.io.stdout(text);
  }

  /** A table for people, or the rows' JSON for scripts. */
  table<T>(rows: readonly T[], columns: readonly Column<T>[], json: (row: T) => unknown = (row) => row): void {
    if (this.json) this.out(`${JSON.stringify(rows.map(json), null, 2)}\n`);
    else this.out(renderTable(rows, columns));
  }

  /** A message for people; with --json the given value instead. */
  result(text: string, json: unknown): void {
    this.out(this.json ? `${JSON.stringify(json, null, 2)}\n` : `${text}\n`);
  }
}

/** Examples appended to a command's --help. */
export const withExamples = (command: Command, examples: readonly string[]): Command =>
  command.addHelpText('after', `\nEjemplos:\n${examples.map((example) => `  $ ${example}`).join('\n')}\n`);

/** Splits a list option: commas, semicolons, '|' or blanks. */
export const listOption = (value: string, previous: string[] = []): string[] => [
  ...previous,
  ...value.split(/[\s,;|]+/).filter((item) => item !== ''),
];
