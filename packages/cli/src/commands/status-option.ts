import type { UserStatus } from '@estudio/domain/accounts';
import type { BrandStatus } from '@estudio/domain/brands';
import { UsageError } from '../cli/errors.js';

/** `--status active|disabled` (users and brands share the two values); anything else is bad usage. */
export const statusOption = (value: string): UserStatus & BrandStatus => {
  if (value === 'active' || value === 'disabled') return value;
  throw new UsageError('--status debe ser active o disabled.');
};
