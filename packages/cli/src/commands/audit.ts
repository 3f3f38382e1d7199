import { Command } from 'commander';
import { AUDIT_MAX_LIMIT } from '@estudio/domain/audit';
import type { AuditChange, AuditEntry, AuditFilter, AuditValue } from '@estudio/domain/audit';
import { withExamples } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import type { Action } from './action.js';

const OPERATION_LABELS: Record<AuditEntry['operation'], string> = {
  create: 'crear',
  update: 'actualizar',
  delete: 'eliminar',
};

/** A kept value as the table shows it: texts quoted, lists in brackets, dates in ISO. */
const shown = (value: AuditValue | undefined): string => {
  if (value === undefined) return '∅';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return `[${value.join(', ')}]`;
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
};

/** One change for people: `status: "active" → "disabled"`, or `bloques (cambiado)` for bulky values. */
export const describeChange = (change: AuditChange): string =>
  change.changed === true
    ? `${change.field} (cambiado)`
    : `${change.field}: ${shown(change.before)} → ${shown(change.after)}`;

/** Who wrote, for people: their e-mail, else their uid, else how the platform saw them. */
export const describeWriter = (entry: AuditEntry): string =>
  entry.actorEmail ?? entry.actorUid ?? `(${entry.authType === 'unknown' ? 'desconocido' : entry.authType})`;

/** --since: an ISO date (2026-11-01, taken as UTC midnight) or date and time. */
export const parseSince = (text: string): Date => {
  const since = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text.trim())
    ? new Date(text.trim())
    : null;
  if (since === null || Number.isNaN(since.getTime())) {
    throw new UsageError(
      `Fecha --since no válida: '${text}'. Usa una fecha ISO, p. ej. 2026-11-01 o 2026-11-01T08:00:00Z.`,
    );
  }
  return since;
};

const parseLimit = (text: string): number => {
  const limit = Number(text);
  if (!Number.isInteger(limit) || limit < 1 || limit > AUDIT_MAX_LIMIT) {
    throw new UsageError(`--limit debe ser un número entero entre 1 y ${AUDIT_MAX_LIMIT}, no '${text}'.`);
  }
  return limit;
};

interface AuditOptions {
  readonly brand?: string;
  readonly user?: string;
  readonly since?: string;
  readonly limit?: string;
}

export const auditCommand = (action: Action): Command =>
  withExamples(
    new Command('audit')
      .description(
        'El registro de auditoría: quién cambió qué en marcas, requerimientos, guías, usuarios, roles y permisos (requiere ADMIN_USERS)',
      )
      .option('--brand <marca>', 'solo los cambios de esa marca (id o nombre) y de sus requerimientos y guía')
      .option('--user <usuario>', 'solo los cambios hechos por ese usuario (correo o uid)')
      .option('--since <fecha>', 'solo los cambios desde esa fecha (ISO: 2026-11-01 o 2026-11-01T08:00:00Z)')
      .option('--limit <n>', `como mucho n entradas, las más recientes (por defecto 100, máximo ${AUDIT_MAX_LIMIT})`)
      .action(
        action(async (context, options: AuditOptions) => {
          const filter: { -readonly [K in keyof AuditFilter]: AuditFilter[K] } = {};
          if (options.brand !== undefined) filter.brand = options.brand;
          if (options.user !== undefined) filter.user = options.user;
          if (options.since !== undefined) filter.since = parseSince(options.since);
          if (options.limit !== undefined) filter.limit = parseLimit(options.limit);
          const session = await context.open();
          const entries = await session.audit.list(session.actor, filter);
          context.table(entries, [
            { header: 'Fecha', value: (entry) => entry.at.toISOString() },
            { header: 'Autor', value: describeWriter },
            { header: 'Operación', value: (entry) => OPERATION_LABELS[entry.operation] },
            { header: 'Documento', value: (entry) => entry.path },
            { header: 'Cambios', value: (entry) => entry.changes.map(describeChange).join('; ') },
          ]);
        }),
      ),
    [
      'estudio audit',
      'estudio audit --brand "Café Cumbre Andina" --since 2026-11-01',
      'estudio audit --user admin@estudio.test --json',
    ],
  );
