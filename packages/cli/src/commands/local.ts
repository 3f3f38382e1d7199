import { Command } from 'commander';
import { DEMO_ACCOUNTS, SEED_KINDS } from '@estudio/adapters/node';
import { clearEmulators } from '../cli/clear-emulators.js';
import { withExamples } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { requireEmulator } from '../cli/target.js';
import type { Action } from './action.js';

/** seed and reset: the local stack's demo data. Both refuse any real project. */
export const localCommands = (action: Action): Command[] => [
  withExamples(
    new Command('seed')
      .description('Carga los datos de demostración en los emuladores (idempotente: repetirlo no cambia nada)')
      .action(
        action(async (context) => {
          requireEmulator(context.target(), 'seed');
          const session = await context.open();
          const summary = await session.local.seedDemoData();
          const rows = SEED_KINDS.map((kind) => ({ kind, ...summary[kind] }));
          context.table(rows, [
            { header: 'Tipo', value: (row) => row.kind },
            { header: 'Creados', value: (row) => String(row.created) },
            { header: 'Actualizados', value: (row) => String(row.updated) },
            { header: 'Sin cambios', value: (row) => String(row.unchanged) },
          ]);
          if (!context.json) {
            context.io.stderr(
              `Cuentas de demostración:\n${DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(26)} ${a.password}   ${a.roleName}`).join('\n')}\n`,
            );
          }
        }),
      ),
    ['estudio seed'],
  ),
  withExamples(
    new Command('reset')
      .description('Vacía Firestore y Auth de los EMULADORES (pide --yes; se niega ante un proyecto real)')
      .option('--yes', 'confirma que se borra todo')
      .action(
        action(async (context, options: { yes?: boolean }) => {
          const target = requireEmulator(context.target(), 'reset');
          if (options.yes !== true) throw new UsageError('reset borra todos los datos de los emuladores: añade --yes.');
          await clearEmulators(target);
          context.result(`Emuladores vaciados (${target.projectId}).`, { reset: true, projectId: target.projectId });
        }),
      ),
    ['estudio reset --yes', 'estudio reset --yes && estudio seed'],
  ),
];
