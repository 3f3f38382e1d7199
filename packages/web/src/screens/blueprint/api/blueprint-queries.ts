import { requirePermission } from '@estudio/domain/accounts';
import {
  BlueprintViews,
  type Blueprint,
  type BlueprintBlockName,
  type BlueprintBlocks,
} from '@estudio/domain/blueprint';
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../../shared/query-keys.js';
import { useCommands, useService } from '../../../shared/services.js';
import { useSession } from '../../../shared/session.js';

/**
 * The brand's guide: the stored one, or, when it has none, one generated and stored on the
 * server ('blueprint/generate', which needs GEN_BLUEPRINT: a viewer without it is refused
 * rather than shown an empty guide). `generating` says the read turned into a generation
 * (the long wait the screen shows as busy).
 */
export const useBlueprint = (brandId: string | null) => {
  const { actor } = useSession();
  const views = useService(BlueprintViews);
  const commands = useCommands();
  const [generatingFor, setGeneratingFor] = useState<string | null>(null);
  const query = useQuery({
    queryKey: queryKeys.blueprint.guide(brandId ?? ''),
    enabled: brandId !== null,
    // A failed generation is reported once, not retried behind the user's back.
    retry: false,
    staleTime: Infinity,
    queryFn: async () => {
      const stored = await views.stored(actor, brandId);
      if (stored !== null) return stored;
      requirePermission(actor, 'GEN_BLUEPRINT');
      setGeneratingFor(brandId);
      try {
        return await commands.run('blueprint/generate', { brandId: brandId ?? '' });
      } finally {
        setGeneratingFor(null);
      }
    },
  });
  return { ...query, generating: query.isFetching && generatingFor === brandId };
};

/** A write of one brand's guide, by action: the guide's busy state counts them all. */
const writeKey = (brandId: string, action: string) => ['blueprint', brandId, action] as const;

/** Whether any write of the brand's guide is under way (regeneration, a proposal's answer, a block's save, the grid). */
export const useBlueprintBusy = (brandId: string): boolean =>
  useIsMutating({ mutationKey: ['blueprint', brandId] }) > 0;

/**
 * 'Regenerar': the server stores the model's guide as the guide's proposal (it survives a reload). Only the
 * proposal and the stamps change in the cached guide, as only they change in the store: the blocks shown or
 * being edited stay as they are.
 */
export const useRegenerateBlueprint = (brandId: string) => {
  const commands = useCommands();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: writeKey(brandId, 'regenerate'),
    mutationFn: () => commands.run('blueprint/regenerate', { brandId }),
    onSuccess: (regenerated) =>
      queryClient.setQueryData<Blueprint>(queryKeys.blueprint.guide(brandId), (current) =>
        current === undefined
          ? regenerated
          : {
              ...current,
              proposal: regenerated.proposal,
              updatedAt: regenerated.updatedAt,
              changedBy: regenerated.changedBy,
            },
      ),
  });
};

/**
 * The stored proposal's answers, each with the brand alone (the server takes the blocks from what it stored):
 * 'Reemplazar' and 'Deshacer' change the guide's blocks, so the guide as answered is cached; 'Descartar' only
 * drops the proposal. A refusal (someone answered it meanwhile) reads the guide again, so the screen shows
 * what is stored now.
 */
const useProposalAnswer = (brandId: string, action: 'proposal-accept' | 'proposal-discard' | 'proposal-undo') => {
  const commands = useCommands();
  const queryClient = useQueryClient();
  const key = queryKeys.blueprint.guide(brandId);
  return useMutation({
    mutationKey: writeKey(brandId, action),
    mutationFn: () => commands.run(`blueprint/${action}`, { brandId }),
    onSuccess: (answered) =>
      queryClient.setQueryData<Blueprint>(key, (current) =>
        current === undefined || action !== 'proposal-discard'
          ? answered
          : { ...current, proposal: answered.proposal, updatedAt: answered.updatedAt, changedBy: answered.changedBy },
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
};

export const useAcceptProposal = (brandId: string) => useProposalAnswer(brandId, 'proposal-accept');
export const useDiscardProposal = (brandId: string) => useProposalAnswer(brandId, 'proposal-discard');
export const useUndoProposal = (brandId: string) => useProposalAnswer(brandId, 'proposal-undo');

export interface BlockSave<K extends BlueprintBlockName = BlueprintBlockName> {
  readonly blockName: K;
  readonly block: BlueprintBlocks[K];
}

/**
 * One block saved. Only that block, updatedAt and the replaced blocks (dropped: no 'Deshacer'
 * over a hand edit) change in the cached guide, as only they change in the store: whatever
 * else is shown or being edited stays as it is.
 */
export const useSaveBlueprintBlock = (brandId: string) => {
  const commands = useCommands();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: writeKey(brandId, 'save-block'),
    mutationFn: ({ blockName, block }: BlockSave) =>
      commands.run('blueprint/save-block', { brandId, blockName, block }),
    onSuccess: (saved, { blockName }) =>
      queryClient.setQueryData<Blueprint>(queryKeys.blueprint.guide(brandId), (current) =>
        current === undefined
          ? saved
          : {
              ...current,
              bloques: { ...current.bloques, [blockName]: saved.bloques[blockName] },
              replaced: saved.replaced,
              updatedAt: saved.updatedAt,
            },
      ),
  });
};

/** The content grid: the brand's 14 new requirements, made on the server; every requirement list reads again. */
export const useGenerateContentGrid = (brandId: string) => {
  const commands = useCommands();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: writeKey(brandId, 'generate-grid'),
    mutationFn: () => commands.run('blueprint/generate-grid', { brandId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.requirements.all }),
  });
};
