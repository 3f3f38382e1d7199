import type { Role } from '@estudio/domain/accounts';
import type { NewRole } from '@estudio/domain/shared';
import { textList, textOr, toDate, toStoredFields, type DocumentFields } from './stored-values.js';

/** roles/{id} as a Role; codes this version does not know are kept (the resolver skips them). */
export const roleFromDocument = (id: string, data: DocumentFields): Role => ({
  id,
  name: textOr(data['name'], ''),
  permissions: textList(data['permissions']),
  timestamp: toDate(data['timestamp']),
});

/** Exactly {name, permissions, timestamp}, as docs/product.md, "Users and roles" creates a role. */
export const roleToDocument = (role: NewRole): Record<string, unknown> =>
  toStoredFields({ name: role.name, permissions: [...role.permissions], timestamp: role.timestamp });
