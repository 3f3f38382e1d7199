import { Command, CommanderError } from 'commander';
import { isDomainError } from '@estudio/domain/shared';
import { accessCommand, permissionsCommand } from '../commands/permissions.js';
import { auditCommand } from '../commands/audit.js';
import { brandsCommand } from '../commands/brands.js';
import { localCommands } from '../commands/local.js';
import { requirementsCommand } from '../commands/requirements.js';
import { rolesCommand } from '../commands/roles.js';
import { usersCommand } from '../commands/users.js';
import type { Action } from '../commands/action.js';
import { CommandContext, withExamples } from './context.js';
import type { GlobalOptions } from './context.js';
import { CommandFailed, EXIT, UsageError, describeError } from './errors.js';
import type { CliIo } from './io.js';
import type { SessionFactory } from './session.js';
import { openFirebaseSession } from './session.js';
import { RefusedOnRealProject } from './target.js';

export interface RunOptions {
  /** How a session is opened (firebase-admin by default). */
  readonly openSession?: SessionFactory;
}

const HELP_CODES = new Set(['commander.helpDisplayed', 'commander.help', 'commander.version']);

/**
 * Runs `estudio` with these arguments and answers the exit code: 0 done, 1 failed, 2 bad
 * usage. Nothing here exits the process, so tests run commands in-process.
 */
export const run = async (argv: readonly string[], io: CliIo, options: RunOptions = {}): Promise<number> => {
  const openSession = options.openSession ?? openFirebaseSession;
  let exitCode: number = EXIT.ok;

  const action: Action =
    (body) =>
    async (...args) => {
      // commander passes the command itself last; its globals hold --project, --json…
      const command = args[args.length - 1] as Command;
      const context = new CommandContext(io, openSession, command.optsWithGlobals<GlobalOptions>());
      try {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- commander's parsed arguments
        await (body as (context: CommandContext, ...rest: any[]) => Promise<void>)(context, ...args.slice(0, -1));
      } catch (error) {
        exitCode = report(io, error);
      } finally {
        await context.close().catch(() => undefined);
      }
    };

  const program = new Command('estudio')
    .description(
      'Administración de Estudio de Marca desde la terminal: usuarios, roles, marcas, permisos y auditoría de accesos.',
    )
    .version('0.1.0')
    .option(
      '--project <id>',
      'un proyecto REAL de Firebase (credenciales estándar de Google); por defecto, los emuladores locales',
    )
    .option('--json', 'salida JSON para scripts')
    .option('--as <correo>', 'actuar como ese usuario (sus permisos) en vez de como operador con todos los permisos')
    .option('--verbose', 'muestra también el registro de auditoría de los casos de uso')
    .exitOverride()
    .showHelpAfterError('(usa --help para ver las opciones)')
    .configureOutput({ writeOut: (text) => io.stdout(text), writeErr: (text) => io.stderr(text) });
  withExamples(program, [
    'estudio users import equipo.csv --dry-run',
    'estudio brands grant "Café Andino" ana@estudio.test luis@estudio.test',
    'estudio access who-can-see "Café Andino"',
    'estudio --project mi-proyecto users list --json',
  ]).addHelpText(
    'after',
    `
Sin --project trabaja contra los emuladores locales (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST,
GCLOUD_PROJECT; por defecto 127.0.0.1:8080, 127.0.0.1:9099 y demo-estudio) y lo dice en cada ejecución.
Códigos de salida: 0 hecho, 1 falló, 2 uso incorrecto.
`,
  );

  for (const command of [
    usersCommand(action),
    rolesCommand(action),
    brandsCommand(action),
    requirementsCommand(action),
    permissionsCommand(action),
    accessCommand(action),
    auditCommand(action),
    ...localCommands(action),
  ]) {
    program.addCommand(command);
  }
  // Subcommands inherit the error handling and output of the program.
  const configure = (command: Command): void => {
    for (const sub of command.commands) {
      sub
        .exitOverride()
        .showHelpAfterError('(usa --help para ver las opciones)')
        .configureOutput({
          writeOut: (text) => io.stdout(text),
          writeErr: (text) => io.stderr(text),
        });
      configure(sub);
    }
  };
  configure(program);

  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    // Help asked for exits 0; help shown for a missing subcommand, like any usage error, 2.
    if (error instanceof CommanderError)
      return HELP_CODES.has(error.code) && error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    return report(io, error);
  }
  return exitCode;
};

/** Says what went wrong on stderr and answers the exit code. */
const report = (io: CliIo, error: unknown): number => {
  if (error instanceof UsageError) {
    io.stderr(`error: ${error.message}\n`);
    return EXIT.usage;
  }
  if (error instanceof CommandFailed) {
    if (!error.quiet) io.stderr(`error: ${error.message}\n`);
    return EXIT.failed;
  }
  if (error instanceof RefusedOnRealProject || isDomainError(error)) {
    io.stderr(`error: ${describeError(error)}\n`);
    return EXIT.failed;
  }
  io.stderr(`error: ${describeError(error)}\n`);
  return EXIT.failed;
};
