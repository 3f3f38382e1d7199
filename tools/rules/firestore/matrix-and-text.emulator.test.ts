// firestore.rules as a whole: the permission matrix's size over every area's rows (each
// area's suite runs its own, matrix.ts), the values its per-field rows write, and the text
// of the rules held to the domain's constants, compiled without a warning.
import { DEFAULT_PERMISSION_CONFIG, PERMISSION_CODES } from '@estudio/domain/accounts';
import { createRequirement } from '@estudio/domain/requirements';
import { CONTROL_CHARACTERS, TEXT_LIMITS } from '@estudio/domain/shared';
import { doc, getDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { BLUEPRINT_FIELD_WRITES, BRAND_FIELD_WRITES, REQUIREMENT_FIELD_WRITES, seed } from '../seed.js';
import { compileRules, firestoreOf, readRules } from '../support.js';
import { BLUEPRINT_AND_HISTORY_READS, BLUEPRINT_AND_HISTORY_WRITES } from './blueprint-and-history-rows.js';
import { BRAND_READS, BRAND_WRITES } from './brand-rows.js';
import { loadRules, rulesEnv, useFirestoreRules } from './harness.js';
import { casesOf } from './matrix.js';
import { R1 } from './operations.js';
import { CREATION_READS, CREATION_WRITES } from './requirement-creation-rows.js';
import { REQUIREMENT_READS, REQUIREMENT_WRITES } from './requirement-rows.js';
import { ROLE_AND_CONFIG_READS, ROLE_AND_CONFIG_WRITES } from './role-and-config-rows.js';
import { SERVER_RECORD_READS, SERVER_RECORD_WRITES } from './server-record-rows.js';
import { USER_READS, USER_WRITES } from './user-rows.js';

const ROWS = [
  [BRAND_READS, BRAND_WRITES],
  [REQUIREMENT_READS, REQUIREMENT_WRITES],
  [CREATION_READS, CREATION_WRITES],
  [BLUEPRINT_AND_HISTORY_READS, BLUEPRINT_AND_HISTORY_WRITES],
  [USER_READS, USER_WRITES],
  [ROLE_AND_CONFIG_READS, ROLE_AND_CONFIG_WRITES],
  [SERVER_RECORD_READS, SERVER_RECORD_WRITES],
] as const;
const READ_CASES = casesOf(ROWS.flatMap(([reads]) => reads));
const WRITE_CASES = casesOf(ROWS.flatMap(([, writes]) => writes));

useFirestoreRules();

describe('the permission matrix', () => {
  it('holds at least 80 assertions, allowed and denied ones', () => {
    const all = [...READ_CASES, ...WRITE_CASES];
    const allowed = all.filter((c) => c.allowed).length;
    console.info(`rules matrix: ${all.length} assertions, ${allowed} allowed, ${all.length - allowed} denied`);
    expect(all.length).toBeGreaterThanOrEqual(80);
    expect(allowed).toBeGreaterThan(0);
    expect(all.length - allowed).toBeGreaterThan(0);
  });
});

describe('rules beyond the table', () => {
  beforeEach(async () => {
    await seed(rulesEnv());
  });

  describe("the matrix's per-field rows", () => {
    // A row writing the value the seed already holds would change nothing but updatedAt, and
    // prove nothing about its field.
    const stored = async (path: string): Promise<Record<string, unknown>> => {
      let data: Record<string, unknown> = {};
      await rulesEnv().withSecurityRulesDisabled(async (context) => {
        data = (await getDoc(doc(firestoreOf(context), path))).data() ?? {};
      });
      return data;
    };
    it('write to each requirement field a value other than the one r-1 holds', async () => {
      const data = await stored(R1);
      for (const [field, value] of Object.entries(REQUIREMENT_FIELD_WRITES)) {
        expect(data[field], field).not.toEqual(value);
      }
    });
    it("write to each blueprint field a value other than the one b-asignada's guide holds", async () => {
      const data = await stored('brands/b-asignada/blueprints/b-asignada');
      for (const [field, value] of Object.entries(BLUEPRINT_FIELD_WRITES)) {
        expect(data[field], field).not.toEqual(value);
      }
    });
    it('write to each brand field a value other than the one b-asignada holds', async () => {
      const data = await stored('brands/b-asignada');
      for (const [field, value] of Object.entries(BRAND_FIELD_WRITES)) {
        expect(data[field], field).not.toEqual(value);
      }
    });
  });
});

describe('firestore.rules, the text', () => {
  const text = readRules('firestore.rules');

  it('refuses the control characters of CONTROL_CHARACTERS (packages/domain), the same set', () => {
    const rulesClass = /noControlCharacters\(text\) \{\s*return text\.matches\('\[\^([^\]]*)\]\*'\)/.exec(text)?.[1];
    const domainClass = /^\[(.*)\]$/.exec(CONTROL_CHARACTERS.source)?.[1];
    // \\x{hhhh} in the rules' RE2 is \\uhhhh in the domain's JavaScript.
    const asDomain = (rulesClass ?? '').replaceAll(/\\\\x\{([0-9a-f]{4})\}/g, '\\u$1');
    expect(asDomain).toBe(domainClass);
  });

  it('knows the codes of PERMISSION_CODES, no more and no fewer', () => {
    const body = /function knownCodes\(\) \{\s*return \[([^\]]*)\]/.exec(text)?.[1] ?? '';
    expect([...body.matchAll(/'([a-z_]+)'/g)].map((code) => code[1])).toEqual([...PERMISSION_CODES]);
  });

  it('caps the names and e-mails browsers still write with the numbers of TEXT_LIMITS', () => {
    const caps = Object.fromEntries(
      [...text.matchAll(/function max(\w+)\(\) \{ return (\d+); \}/g)].map(([, name, value]) => [
        `${name!.charAt(0).toLowerCase()}${name!.slice(1)}`,
        Number(value),
      ]),
    );
    // The content caps (texts, URLs, lists, sections) went with the content writes: the
    // commands hold them (validateTextSizes).
    expect(caps).toEqual({ name: TEXT_LIMITS.name, email: TEXT_LIMITS.email });
  });

  it("lets a browser change on a requirement only the status change's fields; the matrix refuses every other field the adapters store", () => {
    const status = /function statusChangeFields\(\) \{[\s\S]*?\n {4}\}/.exec(text)?.[0] ?? '';
    const allowed = [...status.matchAll(/'([A-Za-z]+)'/g)].map((name) => name[1]);
    expect(allowed).toEqual(['status', 'updatedAt', 'inDesignAt']);
    // A requirement with every default applied holds every field; the id is its path (brandId
    // is stored too), changedBy is absent until a server command stamps it.
    const stored = Object.keys(
      createRequirement('r1', { brandId: 'b', title: 't', brand: 'B', number: 1, createdBy: 'a@b.co' }),
    ).filter((key) => key !== 'id');
    expect(new Set([...allowed, ...Object.keys(REQUIREMENT_FIELD_WRITES)])).toEqual(new Set([...stored, 'changedBy']));
  });

  it('holds DEFAULT_PERMISSION_CONFIG as its fallback, key by key', () => {
    const body = /function defaultCodes\(\) \{\s*return \{([\s\S]*?)\};\s*\}/.exec(text)?.[1] ?? '';
    // Each key's codes are one string, split on blanks by codesIn (cheaper than a list literal).
    const entries = [...body.matchAll(/'([A-Z_]+)': '([a-z_ ]*)'/g)].map(([, key, codes]) => [
      key,
      (codes ?? '').split(' '),
    ]);
    expect(Object.fromEntries(entries)).toEqual(DEFAULT_PERMISSION_CONFIG);
  });

  it('compiles without a single warning', async () => {
    try {
      expect(await compileRules(readRules('firestore.rules'))).toEqual([]);
    } finally {
      await loadRules();
    }
  });
});
