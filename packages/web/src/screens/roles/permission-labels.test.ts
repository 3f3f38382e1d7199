import { PERMISSION_CODES } from '@estudio/domain/accounts';
import { describe, expect, it } from 'vitest';
import { PERMISSION_OPTIONS, permissionGroupOf, permissionLabel, summarizePermissions } from './permission-labels.js';
import { PermissionTexts } from './roles-texts.js';

describe('permission labels', () => {
  it('offers every code once, by its group and Spanish description, never the raw code', () => {
    expect(PERMISSION_OPTIONS.map((option) => option.value).sort()).toEqual([...PERMISSION_CODES].sort());
    for (const option of PERMISSION_OPTIONS) {
      const group = permissionGroupOf(option.value);
      expect(group).not.toBeNull();
      expect(option.label).toBe(`${PermissionTexts.groups[group!]} · ${permissionLabel(option.value)}`);
      expect(option.label).not.toContain(option.value);
    }
    expect(new Set(PERMISSION_OPTIONS.map((option) => option.label)).size).toBe(PERMISSION_CODES.length);
  });

  it('keeps each group together in the options', () => {
    const groups = PERMISSION_OPTIONS.map((option) => permissionGroupOf(option.value));
    const firsts = groups.filter((group, index) => group !== groups[index - 1]);
    expect(new Set(firsts).size).toBe(firsts.length);
  });

  it('summarises a role by group, and shows an unknown stored code as it is', () => {
    expect(summarizePermissions(['estado_requerimientos', 'metricas', 'ver_requerimientos', 'legacy'])).toEqual([
      { group: PermissionTexts.groups.metrics, labels: [PermissionTexts.codes.metricas] },
      {
        group: PermissionTexts.groups.requirements,
        labels: [PermissionTexts.codes.ver_requerimientos, PermissionTexts.codes.estado_requerimientos],
      },
      { group: PermissionTexts.otherGroup, labels: ['legacy'] },
    ]);
    expect(permissionLabel('legacy')).toBe('legacy');
  });
});
