import type { BlueprintBlockName } from '../blueprint/blueprint.js';
import { TEXT_LIMITS } from '../shared/text.js';
import { BlueprintUseCases } from '../use-cases/blueprint.js';
import { ContentGridUseCases } from '../use-cases/content-grid.js';
import { bodyFields, readId, readText } from './body.js';
import { command, type CommandGroup } from './command.js';
import { BLUEPRINT_REVIEW_COMMANDS } from './review-commands.js';

const readBrand = (body: unknown): { readonly brandId: string } => ({ brandId: readId(bodyFields(body), 'brandId') });

/**
 * One block of the guide: the brand, the block's name and its content as sent (the use case
 * reads the block field by field, and refuses a name that is not one of the seven).
 */
const parseBlockSave = (
  body: unknown,
): { readonly brandId: string; readonly blockName: BlueprintBlockName; readonly block: unknown } => {
  const fields = bodyFields(body);
  return {
    brandId: readId(fields, 'brandId'),
    blockName: readText(fields, 'blockName', TEXT_LIMITS.name) as BlueprintBlockName,
    block: fields['block'],
  };
};

/** The blueprint function's commands (docs/product.md, "Content commands"), by action name. */
export const BLUEPRINT_COMMANDS = {
  /** Opening a brand without a guide: one generated and stored (the stored one when there is one). */
  generate: command({
    useCase: BlueprintUseCases,
    parse: readBrand,
    run: (useCase, actor, { brandId }) => useCase.generate(actor, brandId),
    model: true,
  }),
  /** A new guide from the model, stored as the guide's proposal beside the blocks it would replace. */
  regenerate: command({
    useCase: BlueprintUseCases,
    parse: readBrand,
    run: (useCase, actor, { brandId }) => useCase.regenerate(actor, brandId),
    model: true,
  }),
  // The proposal's answers take the brand alone: the blocks they write are the stored ones, never the body's.
  /** 'Reemplazar': the stored proposal becomes the guide, the blocks it replaces kept for the undo. */
  'proposal-accept': command({
    useCase: BlueprintUseCases,
    parse: readBrand,
    run: (useCase, actor, { brandId }) => useCase.acceptProposal(actor, brandId),
  }),
  /** 'Descartar': the stored proposal dropped. */
  'proposal-discard': command({
    useCase: BlueprintUseCases,
    parse: readBrand,
    run: (useCase, actor, { brandId }) => useCase.discardProposal(actor, brandId),
  }),
  /** 'Deshacer': the blocks the accepted proposal replaced back in the guide. */
  'proposal-undo': command({
    useCase: BlueprintUseCases,
    parse: readBrand,
    run: (useCase, actor, { brandId }) => useCase.undoProposal(actor, brandId),
  }),
  /** One block edited and saved, the other six as stored. */
  'save-block': command({
    useCase: BlueprintUseCases,
    parse: parseBlockSave,
    run: (useCase, actor, { brandId, blockName, block }) => useCase.saveBlock(actor, brandId, blockName, block),
  }),
  /** The content grid: the brand's 14 new requirements (docs/product.md, "Content grid"). */
  'generate-grid': command({
    useCase: ContentGridUseCases,
    parse: readBrand,
    run: (useCase, actor, { brandId }) => useCase.generate(actor, brandId),
  }),
  ...BLUEPRINT_REVIEW_COMMANDS,
} as const satisfies CommandGroup;
