import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import type { Actor } from '../permissions/actor.js';
import { bodyRefusalOf as refusalOf, recordingUseCase as recorder } from '../test-support/command-doubles.js';
import type { BlueprintUseCases } from '../use-cases/blueprint.js';
import { BLUEPRINT_COMMANDS } from './blueprint-commands.js';

/*
 * What each guide command reads from its body and hands its use case (the use cases themselves
 * are tested over the twins: use-cases/blueprint*.test.ts).
 */

const actor: Actor = { uid: 'u-1', email: 'dora@estudio.example', roleCodes: [], keys: new Set() };
const c = BLUEPRINT_COMMANDS;

describe('the blueprint commands', () => {
  const blueprint = recorder<BlueprintUseCases>();

  it('hand regenerate the brand alone, and call the model', async () => {
    expect(await c.regenerate.run(blueprint, actor, c.regenerate.parse({ brandId: ' b-1 ', bloques: {} }))).toEqual({
      method: 'regenerate',
      args: [actor, 'b-1'],
    });
    expect(c.regenerate.model).toBe(true);
  });

  it("hand the proposal's answers the brand alone: blocks in a forged body never reach the use case", async () => {
    const forged = {
      brandId: 'b-1',
      bloques: { tercer_bloque: { mensaje_clave: 'Mío' } },
      proposal: { bloques: {}, at: '2026-01-01' },
      replaced: null,
    };
    for (const [action, method] of [
      ['proposal-accept', 'acceptProposal'],
      ['proposal-discard', 'discardProposal'],
      ['proposal-undo', 'undoProposal'],
    ] as const) {
      expect(await c[action].run(blueprint, actor, c[action].parse(forged))).toEqual({
        method,
        args: [actor, 'b-1'],
      });
      expect(c[action].model).toBeUndefined();
    }
  });

  it("refuse a proposal's answer without a brand id, or with one that is a path", () => {
    for (const action of ['proposal-accept', 'proposal-discard', 'proposal-undo'] as const) {
      expect(refusalOf(() => c[action].parse({}))).toEqual({
        message: Messages.endpoints.fieldRequired('brandId'),
        field: 'brandId',
      });
      expect(refusalOf(() => c[action].parse({ brandId: 'b-1/../b-2' }))).toEqual({
        message: Messages.endpoints.invalidId('brandId'),
        field: 'brandId',
      });
      expect(refusalOf(() => c[action].parse(['b-1'])).message).toBe(Messages.endpoints.bodyNotObject);
    }
  });

  it('hand save-block the brand, the block name and the block as sent', async () => {
    const block = { mensaje_clave: 'Hola', copy_referencia: 'Copy' };
    expect(
      await c['save-block'].run(
        blueprint,
        actor,
        c['save-block'].parse({ brandId: 'b-1', blockName: 'tercer_bloque', block, replaced: null }),
      ),
    ).toEqual({ method: 'saveBlock', args: [actor, 'b-1', 'tercer_bloque', block] });
  });
});
