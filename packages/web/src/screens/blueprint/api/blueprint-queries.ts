import { requirePermission } from '@estudio/domain/accounts';
import {
  BlueprintViews,
  type Blueprint,
  type BlueprintBlockName,
  type BlueprintBlocks,
} from '@estudio/domain/blueprint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** A new guide in place of the stored one (after the user confirmed: it replaces the edits). */
export const useRegenerateBlueprint = (brandId: string) => {
  const commands = useCommands();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => commands.run('blueprint/regenerate', { brandId }),
    onSuccess: (blueprint) => queryClient.setQueryData(queryKeys.blueprint.guide(brandId), blueprint),
  });
};

export interface BlockSave<K extends BlueprintBlockName = BlueprintBlockName> {
  readonly blockName: K;
  readonly block: BlueprintBlocks[K];
}

/**
 * One block saved. Only that block (and updatedAt) changes in the cached guide, as only it
 * changes in the store: whatever else is shown or being edited stays as it is.
 */
export const useSaveBlueprintBlock = (brandId: string) => {
  const commands = useCommands();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ blockName, block }: BlockSave) =>
      commands.run('blueprint/save-block', { brandId, blockName, block }),
    onSuccess: (saved, { blockName }) =>
      queryClient.setQueryData<Blueprint>(queryKeys.blueprint.guide(brandId), (current) =>
        current === undefined
          ? saved
          : {
              ...current,
              bloques: { ...current.bloques, [blockName]: saved.bloques[blockName] },
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
    mutationFn: () => commands.run('blueprint/generate-grid', { brandId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.requirements.all }),
  });
};
