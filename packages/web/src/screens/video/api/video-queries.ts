import {
  PublishingUseCases,
  RequirementUseCases,
  VideoUseCases,
  type MediaFile,
  type PlanningInput,
  type Requirement,
  type RequirementKey,
  type ScriptSection,
  type UploadProgress,
  type VideoDetail,
} from '@estudio/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useActiveBrand } from '../../../app/active-brand.js';
import { queryKeys } from '../../../app/query-keys.js';
import { useService } from '../../../app/services.js';
import { useSession } from '../../../app/session.js';

/** brandId and number as the list links carry them (docs/product.md, "Routes"); either may be missing. */
export interface VideoRef {
  readonly brandId: string | null;
  readonly number: number | null;
}

/** The navigation state's brandId and number, each null when absent or not usable. */
export const refInState = (state: unknown): VideoRef => {
  if (typeof state !== 'object' || state === null) return { brandId: null, number: null };
  const record = state as { brandId?: unknown; number?: unknown };
  const brandId = typeof record.brandId === 'string' && record.brandId.trim() !== '' ? record.brandId.trim() : null;
  const number =
    typeof record.number === 'number' && Number.isInteger(record.number) && record.number > 0 ? record.number : null;
  return { brandId, number };
};

/**
 * A pasted link (or a tab opened without navigation state) names only the requirement's id:
 * it is looked for among the requirements of the shell's selected brand (or of the state's
 * brand), or of every visible brand when none is selected, active first, then finished.
 * Ids repeat across brands, so several matches without a brand answer nothing.
 */
const useRefLookup = (requirementId: string, fromState: VideoRef) => {
  const { actor } = useSession();
  const { activeBrandId } = useActiveBrand();
  const requirements = useService(RequirementUseCases);
  const needed = fromState.brandId === null || fromState.number === null;
  const scope = fromState.brandId ?? activeBrandId;
  return useQuery({
    queryKey: [...queryKeys.requirementDetail.all, 'lookup', requirementId, scope ?? '*'] as const,
    enabled: needed,
    retry: false,
    staleTime: Infinity,
    queryFn: async (): Promise<VideoRef> => {
      const pick = (candidates: readonly Requirement[]): VideoRef | null => {
        const matches = candidates.filter((requirement) => requirement.id === requirementId);
        const [only] = matches;
        return matches.length === 1 && only !== undefined ? { brandId: only.brandId, number: only.number } : null;
      };
      const found =
        pick(await requirements.loadActive(actor, scope)) ?? pick(await requirements.loadFinished(actor, scope));
      return found ?? { brandId: fromState.brandId, number: null };
    },
  });
};

/**
 * The video detail of /video/{id}: the requirement by the brandId and number of the
 * navigation state (or found by its id), its scripts generated and stored on opening when
 * it has none. `generating` says the opening turned into a generation (the spinner's wait).
 */
export const useVideoDetail = (requirementId: string, state: unknown) => {
  const { actor } = useSession();
  const service = useService(VideoUseCases);
  const fromState = refInState(state);
  const lookup = useRefLookup(requirementId, fromState);
  const ref: VideoRef | null =
    fromState.brandId !== null && fromState.number !== null
      ? fromState
      : lookup.isPending
        ? null
        : (lookup.data ?? fromState);
  const [generatingFor, setGeneratingFor] = useState<string | null>(null);
  const queryKey = queryKeys.requirementDetail.item(ref?.brandId ?? '', requirementId);
  const query = useQuery({
    queryKey,
    enabled: ref !== null,
    // A failed generation is reported once, not retried behind the user's back.
    retry: false,
    staleTime: Infinity,
    queryFn: async () => {
      try {
        return await service.load(actor, ref?.brandId, ref?.number, {
          onGenerating: () => setGeneratingFor(requirementId),
        });
      } finally {
        setGeneratingFor(null);
      }
    },
  });
  return {
    ...query,
    isPending: query.isPending || ref === null,
    queryKey,
    generating: query.isFetching && generatingFor === requirementId,
  };
};

type DetailKey = ReturnType<typeof queryKeys.requirementDetail.item>;

/** The requirement after a write: the use case answers it as it now is, so it replaces the cached one. */
const useShowRequirement = (queryKey: DetailKey) => {
  const queryClient = useQueryClient();
  return (requirement: Requirement) => {
    queryClient.setQueryData<VideoDetail>(queryKey, (current) =>
      current === undefined ? current : { ...current, requirement },
    );
    // The lists show the caption and the status: they read again when next shown.
    void queryClient.invalidateQueries({ queryKey: queryKeys.requirements.all });
  };
};

const keyOf = (requirement: Requirement): RequirementKey => ({
  brandId: requirement.brandId,
  requirementId: requirement.id,
});

/** The caption edited by hand (REQUIREMENTS_EDIT). */
export const useEditCaption = (queryKey: DetailKey, requirement: Requirement) => {
  const { actor } = useSession();
  const service = useService(VideoUseCases);
  const show = useShowRequirement(queryKey);
  return useMutation({
    mutationFn: (caption: string) => service.editCaption(actor, keyOf(requirement), caption),
    onSuccess: show,
  });
};

export interface SectionEdit {
  readonly index: number;
  readonly section: ScriptSection;
  readonly text: string;
}

/** One section of one script saved (REQUIREMENTS_EDIT); the other scripts stay as stored. */
export const useEditScriptSection = (queryKey: DetailKey, requirement: Requirement) => {
  const { actor } = useSession();
  const service = useService(VideoUseCases);
  const show = useShowRequirement(queryKey);
  return useMutation({
    mutationFn: ({ index, section, text }: SectionEdit) =>
      service.editScriptSection(actor, keyOf(requirement), index, section, text),
    onSuccess: show,
  });
};

export interface ScriptUpload {
  readonly index: number;
  readonly file: MediaFile;
  readonly onProgress: (progress: UploadProgress) => void;
  /** Aborted by 'Cancelar subida'. */
  readonly signal?: AbortSignal;
}

/** The video of one script (VIDEO_UPLOAD), checked before uploading, with progress. */
export const useUploadScriptVideo = (queryKey: DetailKey, requirement: Requirement) => {
  const { actor } = useSession();
  const service = useService(VideoUseCases);
  const show = useShowRequirement(queryKey);
  return useMutation({
    mutationFn: ({ index, file, onProgress, signal }: ScriptUpload) =>
      service.uploadScriptVideo(actor, keyOf(requirement), index, file, onProgress, signal),
    onSuccess: show,
  });
};

/** 'Generar nueva sugerencia' (VIDEO_SUGGESTIONAI): new scripts replace the old ones. */
export const useNewSuggestion = (queryKey: DetailKey, requirement: Requirement) => {
  const { actor } = useSession();
  const service = useService(VideoUseCases);
  const show = useShowRequirement(queryKey);
  return useMutation({
    mutationFn: () => service.newSuggestion(actor, keyOf(requirement)),
    onSuccess: show,
  });
};

/** 'Video N': the script whose video is published (CARROUSEL_SENDTOMETRICS). */
export const useChooseVideo = (queryKey: DetailKey, requirement: Requirement) => {
  const { actor } = useSession();
  const service = useService(VideoUseCases);
  const show = useShowRequirement(queryKey);
  return useMutation({
    mutationFn: (index: number) => service.chooseVideoToPublish(actor, keyOf(requirement), index),
    onSuccess: show,
  });
};

/** What 'Programar publicación' answered: the pre-flight problems, or the success text. */
export type ScheduleResult =
  | { readonly kind: 'problems'; readonly problems: readonly string[] }
  | { readonly kind: 'sent'; readonly message: string };

/**
 * 'Guardar publicación' (the planning alone) and 'Programar publicación' (every pre-flight
 * problem first, all at once, nothing saved; then saved and sent through the scheduler).
 */
export const usePublishVideo = (queryKey: DetailKey, requirement: Requirement) => {
  const { actor } = useSession();
  const service = useService(PublishingUseCases);
  const show = useShowRequirement(queryKey);
  const save = useMutation({
    mutationFn: (planning: PlanningInput) => service.saveVideoPlanning(actor, keyOf(requirement), planning),
    onSuccess: (outcome) => show(outcome.requirement),
  });
  const schedule = useMutation({
    mutationFn: async (planning: PlanningInput): Promise<ScheduleResult> => {
      const problems = await service.preflight(actor, keyOf(requirement), planning, 'video');
      if (problems.length > 0) return { kind: 'problems', problems };
      const outcome = await service.scheduleVideo(actor, keyOf(requirement), planning);
      show(outcome.requirement);
      return { kind: 'sent', message: outcome.message };
    },
  });
  return { save, schedule, isPending: save.isPending || schedule.isPending };
};
