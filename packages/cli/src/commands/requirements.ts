import { Command } from 'commander';
import { requirePermission } from '@estudio/domain/accounts';
import { withExamples } from '../cli/context.js';
import type { Action } from './action.js';

/**
 * requirements: what the stored requirements need after a deploy (docs/local-stack.md, "A real Firebase project").
 * backfill-brand-ids writes brandId, the brand of each requirement's path, where it is
 * missing or names another brand: the Requerimientos list reads several brands at once by
 * that field (docs/product.md, "Requirements"), so a requirement without it would not show
 * in a list over many brands. Idempotent: a second run writes nothing.
 */
export const requirementsCommand = (action: Action): Command =>
  new Command('requirements').description('Requerimientos guardados: lo que necesitan tras un despliegue').addCommand(
    withExamples(
      new Command('backfill-brand-ids')
        .description(
          'Escribe brandId (la marca de su ruta) en cada requerimiento que no lo tiene o tiene otro (idempotente)',
        )
        .action(
          action(async (context) => {
            const session = await context.open();
            // Every brand's requirements: the operator, or someone who may see every brand.
            requirePermission(session.actor, 'ADMIN_BRANDS_ALL');
            const done = await session.migrations.backfillRequirementBrandIds();
            context.result(
              `Requerimientos revisados: ${done.scanned}. brandId escrito en ${done.written} (los demás ya lo tenían).`,
              done,
            );
          }),
        ),
      [
        'estudio requirements backfill-brand-ids',
        'estudio --project mi-proyecto requirements backfill-brand-ids --json',
      ],
    ),
  );
