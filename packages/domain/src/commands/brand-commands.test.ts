import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import type { Actor } from '../permissions/actor.js';
import { isDomainError } from '../shared/errors.js';
import { TEXT_LIMITS } from '../shared/text.js';
import { recordingUseCase as recorder } from '../test-support/command-doubles.js';
import type { BlueprintUseCases } from '../use-cases/blueprint.js';
import type { BrandDnaUseCases } from '../use-cases/brand-dna.js';
import type { ContentGridUseCases } from '../use-cases/content-grid.js';
import type { LinkedInOrganizationUseCases } from '../use-cases/linkedin-organization.js';
import type { RequirementAssignmentUseCases } from '../use-cases/requirement-assignment.js';
import { BLUEPRINT_COMMANDS } from './blueprint-commands.js';
import { BRAND_COMMANDS } from './brand-commands.js';
import { REQUIREMENT_COMMANDS } from './requirement-commands.js';

const refusalOf = (read: () => unknown): string => {
  try {
    read();
  } catch (error) {
    if (isDomainError(error) && error.kind === 'validation') return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
};

const m = Messages.endpoints;
const saveDna = BRAND_COMMANDS['save-dna'];

describe('the brand, blueprint and requirements command bodies', () => {
  it("save-dna reads the form's answers and the files' paths, and nothing the server derives", () => {
    const input = saveDna.parse({
      id: ' b-aurora ',
      brandName: 'Café Aurora',
      missionPurpose: 'Despertar la ciudad.',
      kpis: ['alcance'],
      socialNetworks: ['Instagram'],
      idMetrics: '1',
      linkMetrics: 'https://metrics.example/1',
      keyVisualPath: 'keyVisuals/b-aurora/up1-kv.png',
      brandManualPath: 'brandManuals/b-aurora/up2-manual.pdf',
      owner: 'intruso',
      status: 'disabled',
      ownerEmail: 'x@evil.example',
      analysis: 'falsa',
      keyVisualDocUrl: 'https://evil.example/kv.png',
      brandManualUrl: 'javascript:alert(1)',
      changedBy: { uid: 'x' },
    });
    expect(input).toEqual({
      id: 'b-aurora',
      brandName: 'Café Aurora',
      missionPurpose: 'Despertar la ciudad.',
      kpis: ['alcance'],
      socialNetworks: ['Instagram'],
      idMetrics: '1',
      linkMetrics: 'https://metrics.example/1',
      keyVisualPath: 'keyVisuals/b-aurora/up1-kv.png',
      brandManualPath: 'brandManuals/b-aurora/up2-manual.pdf',
    });
    expect(saveDna.parse({ id: 'brand-9', newBrand: true, brandName: 'Nueva' })).toEqual({
      id: 'brand-9',
      newBrand: true,
      brandName: 'Nueva',
    });
    expect(saveDna.parse({ brandName: 'Sin id', newBrand: false })).toEqual({ brandName: 'Sin id' });
    expect(saveDna.model).toBe(true);
  });

  it('save-dna refuses a body of the wrong shape, naming the field', () => {
    expect(refusalOf(() => saveDna.parse(null))).toBe(m.bodyNotObject);
    expect(refusalOf(() => saveDna.parse({}))).toBe(m.fieldNotText('brandName'));
    expect(refusalOf(() => saveDna.parse({ brandName: 'X', id: 'a/b' }))).toBe(m.invalidId('id'));
    expect(refusalOf(() => saveDna.parse({ brandName: 'X', newBrand: 1 }))).toBe(m.fieldNotBoolean('newBrand'));
    expect(refusalOf(() => saveDna.parse({ brandName: 'X', kpis: {} }))).toBe(m.fieldNotTextList('kpis'));
    expect(refusalOf(() => saveDna.parse({ brandName: 'X', emotions: 'e'.repeat(TEXT_LIMITS.text + 1) }))).toBe(
      m.fieldTooLong('emotions', TEXT_LIMITS.text),
    );
    expect(refusalOf(() => saveDna.parse({ brandName: 'X', brandManualPath: 'p'.repeat(1025) }))).toBe(
      m.fieldTooLong('brandManualPath', 1024),
    );
  });

  it('linkedin-organization reads the brand (none when absent or null) and the id typed', () => {
    const organization = BRAND_COMMANDS['linkedin-organization'];
    expect(organization.parse({ brandId: 'b-1', organizationId: ' 42 ' })).toEqual({
      brandId: 'b-1',
      organizationId: ' 42 ',
    });
    expect(organization.parse({ brandId: null, organizationId: '' })).toEqual({ brandId: null, organizationId: '' });
    expect(organization.parse({ organizationId: '' })).toEqual({ brandId: null, organizationId: '' });
    expect(refusalOf(() => organization.parse({ brandId: 3, organizationId: '1' }))).toBe(m.fieldNotText('brandId'));
    expect(refusalOf(() => organization.parse({ brandId: 'b-1' }))).toBe(m.fieldNotText('organizationId'));
  });

  it('the blueprint commands read a brand id, and a block with its name', () => {
    expect(BLUEPRINT_COMMANDS.generate.parse({ brandId: ' b-1 ' })).toEqual({ brandId: 'b-1' });
    expect(BLUEPRINT_COMMANDS.regenerate.parse({ brandId: 'b-1' })).toEqual({ brandId: 'b-1' });
    expect(BLUEPRINT_COMMANDS['generate-grid'].parse({ brandId: 'b-1' })).toEqual({ brandId: 'b-1' });
    expect(refusalOf(() => BLUEPRINT_COMMANDS['generate-grid'].parse({}))).toBe(m.fieldRequired('brandId'));
    const block = { mensaje_clave: 'K', copy_referencia: 'C' };
    expect(BLUEPRINT_COMMANDS['save-block'].parse({ brandId: 'b-1', blockName: 'tercer_bloque', block })).toEqual({
      brandId: 'b-1',
      blockName: 'tercer_bloque',
      block,
    });
    expect(refusalOf(() => BLUEPRINT_COMMANDS['save-block'].parse({ brandId: 'b-1', blockName: 4 }))).toBe(
      m.fieldNotText('blockName'),
    );
    expect([BLUEPRINT_COMMANDS.generate.model, BLUEPRINT_COMMANDS.regenerate.model]).toEqual([true, true]);
    expect(BLUEPRINT_COMMANDS['save-block'].model).toBeUndefined();
  });

  it('assign reads the requirement key and the e-mail', () => {
    expect(REQUIREMENT_COMMANDS.assign.parse({ brandId: 'b-1', requirementId: 'r1', email: 'Por asignar' })).toEqual({
      brandId: 'b-1',
      requirementId: 'r1',
      email: 'Por asignar',
    });
    expect(refusalOf(() => REQUIREMENT_COMMANDS.assign.parse({ brandId: 'b-1', requirementId: 'r1' }))).toBe(
      m.fieldNotText('email'),
    );
    expect(refusalOf(() => REQUIREMENT_COMMANDS.assign.parse({ brandId: 'b-1', email: 'x' }))).toBe(
      m.fieldRequired('requirementId'),
    );
  });

  it('each hands its use case what its body read, once', async () => {
    const actor: Actor = { uid: 'u-1', email: 'ana@estudio.example', roleCodes: [], keys: new Set() };
    const dna = saveDna.parse({ id: 'b-1', brandName: 'Aurora' });
    expect(await saveDna.run(recorder<BrandDnaUseCases>(), actor, dna)).toEqual({ method: 'save', args: [actor, dna] });
    const organization = BRAND_COMMANDS['linkedin-organization'];
    expect(
      await organization.run(
        recorder<LinkedInOrganizationUseCases>(),
        actor,
        organization.parse({ brandId: 'b-1', organizationId: '42' }),
      ),
    ).toEqual({ method: 'save', args: [actor, 'b-1', '42'] });
    const b = BLUEPRINT_COMMANDS;
    const blueprints = recorder<BlueprintUseCases>();
    expect(await b.generate.run(blueprints, actor, { brandId: 'b-1' })).toEqual({
      method: 'generate',
      args: [actor, 'b-1'],
    });
    expect(await b.regenerate.run(blueprints, actor, { brandId: 'b-1' })).toEqual({
      method: 'regenerate',
      args: [actor, 'b-1'],
    });
    const block = b['save-block'].parse({ brandId: 'b-1', blockName: 'tercer_bloque', block: { mensaje_clave: 'K' } });
    expect(await b['save-block'].run(blueprints, actor, block)).toEqual({
      method: 'saveBlock',
      args: [actor, 'b-1', 'tercer_bloque', { mensaje_clave: 'K' }],
    });
    expect(await b['generate-grid'].run(recorder<ContentGridUseCases>(), actor, { brandId: 'b-1' })).toEqual({
      method: 'generate',
      args: [actor, 'b-1'],
    });
    const assign = REQUIREMENT_COMMANDS.assign;
    const input = assign.parse({ brandId: 'b-1', requirementId: 'r1', email: 'eva@estudio.example' });
    expect(await assign.run(recorder<RequirementAssignmentUseCases>(), actor, input)).toEqual({
      method: 'assign',
      args: [actor, { brandId: 'b-1', requirementId: 'r1' }, 'eva@estudio.example'],
    });
  });
});
