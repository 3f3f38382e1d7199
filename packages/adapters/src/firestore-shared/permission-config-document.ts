import type { PermissionConfig } from '@estudio/domain/accounts';
import { textList, toStoredFields, type DocumentFields } from './stored-values.js';

/**
 * config/permissions as a PermissionConfig: each key holds one code or a list of codes.
 * Unknown keys and codes are kept (the resolver tolerates them); values of any other
 * shape are dropped, since no key could be held through them.
 */
export const permissionConfigFromDocument = (data: DocumentFields): PermissionConfig => {
  const config: Record<string, string | readonly string[]> = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string') config[key] = value;
    else if (Array.isArray(value)) config[key] = textList(value);
  }
  return config as PermissionConfig;
};

export const permissionConfigToDocument = (config: PermissionConfig): Record<string, unknown> => toStoredFields(config);
