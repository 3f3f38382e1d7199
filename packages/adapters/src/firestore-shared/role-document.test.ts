import { describe, expect, it } from 'vitest';
import { roleFromDocument, roleToDocument } from './role-document.js';

const at = new Date('2026-01-10T09:00:00.000Z');

describe('role documents', () => {
  it('store exactly name, permissions and timestamp', () => {
    const permissions = ['estrategia'];
    const stored = roleToDocument({ name: 'Estratega', permissions, timestamp: at });
    expect(stored).toEqual({ name: 'Estratega', permissions: ['estrategia'], timestamp: at });
    expect(stored['permissions']).not.toBe(permissions);
  });

  it('read unknown codes as they are and a sparse record with defaults', () => {
    expect(
      roleFromDocument('r1', { name: 'X', permissions: ['codigo_futuro', 3], timestamp: { toDate: () => at } }),
    ).toEqual({
      id: 'r1',
      name: 'X',
      permissions: ['codigo_futuro'],
      timestamp: at,
    });
    expect(roleFromDocument('r2', {})).toEqual({ id: 'r2', name: '', permissions: [], timestamp: null });
  });
});
