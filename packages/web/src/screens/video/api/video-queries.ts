import { can } from '@estudio/domain/accounts';
import {
  MediaUploads,
  VideoViews,
  type MediaFile,
  type RequirementKey,
  type Script,
  type ScriptSection,
  type UploadProgress,
  type VideoDetail,
} from '@estudio/domain/content';
import { RequirementUseCases, type Requirement, type VideoRequirement } from '@estudio/domain/requirements';
import { SchedulingPanelUseCases, type PlanningInput } from '@estudio/domain/scheduling';
import { Messages, assertValid, isDomainError, validateScriptsCaption } from '@estudio/domain/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useActiveBrand } from '../../../shared/active-brand.js';
import type { SocialNetwork } from '@estudio/domain/brands';
import { useBestTimesQuery } from '../../../shared/planning/best-times-query.js';
import { queryKeys } from '../../../shared/query-keys.js';
import { useCommands, useService } from '../../../shared/services.js';
import { useSession } from '../../../shared/session.js';

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

const keyOf = (requirement: VideoRequirement): RequirementKey => ({
  brandId: requirement.brandId,
  requirementId: requirement.id,
});

/** The detail as the screen shows it: the reads, and why scripts could not be generated on opening. */
export interface OpenedVideo extends VideoDetail {
  /**
   * Why the automatic script generation did not happen (no caption, no guide, a failed or
   * malformed answer), for the error dialog; the detail itself still opens.
   */
  readonly scriptsError: string | null;
}

/**
 * The video detail of /video/{id}: the requirement by the brandId and number of the
 * navigation state (or found by its id). A requirement without scripts gets them on opening
 * from the video/scripts command when the user may ask for them (VIDEO_SUGGESTIONAI,
 * docs/product.md, "Videos"); without a caption that is said at once, with nothing asked of
 * the server. `generating` says the opening turned into a generation (the spinner's wait).
 */
export const useVideoDetail = (requirementId: string, state: unknown) => {
  const { actor } = useSession();
  const views = useService(VideoViews);
  const commands = useCommands();
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
    queryFn: async (): Promise<OpenedVideo> => {
      const detail = await views.load(actor, ref?.brandId, ref?.number);
      const { requirement } = detail;
      if (requirement.scripts.length > 0 || !can(actor, 'VIDEO_SUGGESTIONAI')) return { ...detail, scriptsError: null };
      setGeneratingFor(requirementId);
      try {
        assertValid(validateScriptsCaption(requirement.caption));
        const generated = await commands.run('video/scripts', keyOf(requirement));
        return { ...detail, requirement: generated, scriptsError: null };
      } catch (error) {
        return { ...detail, scriptsError: isDomainError(error) ? error.message : Messages.video.scriptsFailed };
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

/**
 * The requirement after a write: the use case answers it as it now is, so it replaces the cached one. Why the
 * opening could not generate scripts belongs to that opening: after a write it is no longer news (a caption saved
 * since then is the answer to it), so it is not said again.
 */
const useShowRequirement = (queryKey: DetailKey) => {
  const queryClient = useQueryClient();
  return (requirement: VideoRequirement) => {
    queryClient.setQueryData<OpenedVideo>(queryKey, (current) =>
      current === undefined ? current : { ...current, requirement, scriptsError: null },
    );
    // The lists show the caption and the status: they read again when next shown.
    void queryClient.invalidateQueries({ queryKey: queryKeys.requirements.all });
  };
};

/** The caption edited by hand (REQUIREMENTS_EDIT). */
export const useEditCaption = (queryKey: DetailKey, requirement: VideoRequirement) => {
  const commands = useCommands();
  const show = useShowRequirement(queryKey);
  return useMutation({
    mutationFn: (caption: string) => commands.run('video/edit-caption', { ...keyOf(requirement), caption }),
    onSuccess: show,
  });
};

export interface SectionEdit {
  readonly index: number;
  readonly section: ScriptSection;
  readonly text: string;
}

/** One section of one script saved (REQUIREMENTS_EDIT); the other scripts stay as stored. */
export const useEditScriptSection = (queryKey: DetailKey, requirement: VideoRequirement) => {
  const commands = useCommands();
  const show = useShowRequirement(queryKey);
  return useMutation({
    mutationFn: (edit: SectionEdit) => commands.run('video/edit-section', { ...keyOf(requirement), ...edit }),
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

/**
 * The video of one script (VIDEO_UPLOAD): checked and uploaded with progress to the script's
 * folder, then attached by its object path (video/video-attached; the server stores the URL).
 * A cancelled upload sends no command. It belongs to the session's query client: leaving the
 * screen lets it finish and its video be attached.
 */
export const useUploadScriptVideo = (queryKey: DetailKey, requirement: VideoRequirement) => {
  const { actor } = useSession();
  const uploads = useService(MediaUploads);
  const commands = useCommands();
  const show = useShowRequirement(queryKey);
  return useMutation({
    mutationFn: async ({ index, file, onProgress, signal }: ScriptUpload) => {
      const key = keyOf(requirement);
      const path = await uploads.scriptVideo(actor, key, index, file, { onProgress, signal });
      return commands.run('video/video-attached', { ...key, index, path });
    },
    onSuccess: show,
  });
};

/**
 * New scripts stored at once (VIDEO_SUGGESTIONAI), for a requirement without any: 'Generar nueva sugerencia' while
 * there are none, and a caption saved on a requirement without scripts (docs/product.md, "Videos").
 */
export const useGenerateScripts = (queryKey: DetailKey, requirement: VideoRequirement) => {
  const commands = useCommands();
  const show = useShowRequirement(queryKey);
  return useMutation({
    mutationFn: () => commands.run('video/scripts', keyOf(requirement)),
    onSuccess: show,
  });
};

/** 'Generar nueva sugerencia' on a requirement with scripts (VIDEO_SUGGESTIONAI): a proposal, nothing stored. */
export const useScriptsSuggestion = (requirement: VideoRequirement) => {
  const commands = useCommands();
  return useMutation({ mutationFn: () => commands.run('video/suggestion', keyOf(requirement)) });
};

/** One script as the proposal's 'Reemplazar', 'Insertar' and 'Deshacer' save it: its texts, and its video. */
export type ScriptToSave = Pick<Script, ScriptSection | 'videoUrl'>;

export interface ScriptsSave {
  readonly scripts: readonly ScriptToSave[];
  /** The caption, when it is saved with the scripts (a proposal for a requirement without one). */
  readonly caption?: string;
}

/**
 * The scripts replaced by those given (REQUIREMENTS_EDIT, video/save-scripts): a proposal's 'Reemplazar' and
 * 'Insertar', and their 'Deshacer'; a script keeps a video only where the server finds it again.
 */
export const useSaveScripts = (queryKey: DetailKey, requirement: VideoRequirement) => {
  const commands = useCommands();
  const show = useShowRequirement(queryKey);
  return useMutation({
    mutationFn: ({ scripts, caption }: ScriptsSave) =>
      commands.run('video/save-scripts', {
        ...keyOf(requirement),
        scripts: scripts.map((script) => ({ ...script })),
        ...(caption === undefined ? {} : { caption }),
      }),
    onSuccess: show,
  });
};

/** 'Video N': the script whose video is published (CARROUSEL_SENDTOMETRICS). */
export const useChooseVideo = (queryKey: DetailKey, requirement: VideoRequirement) => {
  const commands = useCommands();
  const show = useShowRequirement(queryKey);
  return useMutation({
    mutationFn: (index: number) => commands.run('video/choose', { ...keyOf(requirement), index }),
    onSuccess: show,
  });
};

/** What 'Programar publicación' answered: the pre-flight problems, or the success text. */
export type ScheduleResult =
  | { readonly kind: 'problems'; readonly problems: readonly string[] }
  | { readonly kind: 'sent'; readonly message: string };

/** What 'Programar publicación' sends: the planning, and the reason of an override of blocking brand-guard findings. */
export interface ScheduleRequest {
  readonly planning: PlanningInput;
  readonly overrideReason?: string;
}

/**
 * 'Guardar publicación' (the planning alone) and 'Programar publicación' (every pre-flight
 * problem first, all at once, nothing saved; then saved and sent through the scheduler).
 */
export const usePublishVideo = (queryKey: DetailKey, requirement: VideoRequirement) => {
  const { actor } = useSession();
  const service = useService(SchedulingPanelUseCases);
  const show = useShowRequirement(queryKey);
  const save = useMutation({
    mutationFn: (planning: PlanningInput) => service.saveVideoPlanning(actor, keyOf(requirement), planning),
    onSuccess: (outcome) => show(outcome.requirement),
  });
  const schedule = useMutation({
    mutationFn: async ({ planning, overrideReason }: ScheduleRequest): Promise<ScheduleResult> => {
      const problems = await service.preflight(actor, keyOf(requirement), planning, 'video');
      if (problems.length > 0) return { kind: 'problems', problems };
      const outcome = await service.scheduleVideo(actor, keyOf(requirement), planning, overrideReason);
      show(outcome.requirement);
      return { kind: 'sent', message: outcome.message };
    },
  });
  return { save, schedule, isPending: save.isPending || schedule.isPending };
};

/** 'Mejor momento' of the networks chosen in the planning (docs/product.md, "Best time and first comment"). */
export const useBestTimes = (brandId: string, networks: readonly SocialNetwork[]) =>
  useBestTimesQuery(useService(SchedulingPanelUseCases), brandId, networks);
