import { buildDemoDataset } from '@estudio/adapters/node';
import { actorFor, DEFAULT_PERMISSION_CONFIG, type Actor } from '@estudio/domain/accounts';
import { canSeeBrand } from '@estudio/domain/brands';
import { COMMAND_CONCERNS, CONTENT_COMMANDS } from '@estudio/domain/content';
import { describe, expect, it } from 'vitest';
import type { CommandCase, RoleName } from './cases/command-case.js';
import { casesOf, COMMAND_SUITES } from './cases/index.js';

/*
 * The emulator suites' case tables (cases/), checked without the emulators: every command of
 * CONTENT_COMMANDS has exactly one case and is run by exactly one suite file, and every case
 * refuses for the reason it names, under the demo data and the default permissions
 * (docs/product.md, "Permissions"): its role holds the key and sees the brand, its role
 * without the key sees that brand too, and the hidden brand's role holds the key but does
 * not see it.
 */

const dataset = buildDemoDataset(new Date());

const actorOf = (roleName: RoleName): Actor => {
  const role = dataset.roles.find((candidate) => candidate.name === roleName);
  const user = dataset.users.find((candidate) => candidate.role === role?.id && candidate.status === 'active');
  if (role === undefined || user === undefined) throw new Error(`no demo account of ${roleName}`);
  return actorFor(user, role.permissions, DEFAULT_PERMISSION_CONFIG).actor;
};

const brandOf = (body: unknown): string => {
  const fields = body as { brandId?: unknown; id?: unknown };
  return String(fields.brandId ?? fields.id);
};

const sees = (roleName: RoleName, brandId: string): boolean => {
  const brand = dataset.brands.find((candidate) => candidate.id === brandId);
  if (brand === undefined) throw new Error(`no demo brand ${brandId}`);
  return canSeeBrand(brand, actorOf(roleName));
};

const commandNames = Object.entries(CONTENT_COMMANDS).flatMap(([concern, group]) =>
  Object.keys(group).map((action) => `${concern}/${action}`),
);
const suiteConcerns = Object.values(COMMAND_SUITES).flat();
const cases = Object.entries(casesOf(suiteConcerns)) as [string, CommandCase][];

describe('the content commands’ emulator cases', () => {
  it('cover every command of CONTENT_COMMANDS, each run by one suite file', () => {
    expect([...suiteConcerns].sort()).toEqual([...COMMAND_CONCERNS].sort());
    expect(cases.map(([name]) => name).sort()).toEqual([...commandNames].sort());
  });

  it.each(cases)(
    '%s: the role holds the key and sees the brand; the refusals’ roles refuse for their reason',
    (_name, command) => {
      expect(actorOf(command.role).keys.has(command.key)).toBe(true);
      expect(sees(command.role, brandOf(command.body))).toBe(true);
      expect(actorOf(command.withoutKey).keys.has(command.key)).toBe(false);
      expect(sees(command.withoutKey, brandOf(command.body))).toBe(true);
      expect(actorOf(command.hidden.role).keys.has(command.key)).toBe(true);
      expect(sees(command.hidden.role, brandOf(command.hidden.body))).toBe(false);
    },
  );
});
