import {
  CarouselViews,
  MediaUploads,
  uploadCancelled,
  type CarouselDetail,
  type CarouselImageDraft,
  type CarouselTextsEdit,
  type MediaFile,
  type RequirementKey,
  type UploadProgress,
} from '@estudio/domain/content';
import { type CarouselRequirement } from '@estudio/domain/requirements';
import { SchedulingPanelUseCases, type PlanningInput } from '@estudio/domain/scheduling';
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SocialNetwork } from '@estudio/domain/brands';
import { useBestTimesQuery } from '../../../shared/planning/best-times-query.js';
import { queryKeys } from '../../../shared/query-keys.js';
import { useCommands, useService } from '../../../shared/services.js';
import { useSession } from '../../../shared/session.js';

/** The requirement a /carrousel/{id} shows: its key, and the number when navigation state carried it. */
export interface CarouselRef extends RequirementKey {
  readonly number: number | null;
}

const historyKey = (key: RequirementKey, index: number) =>
  [...queryKeys.requirementDetail.item(key.brandId, key.requirementId), 'validationHistory', index] as const;

/** Every action of one carousel shares this prefix: while any runs, the others wait (no double send). */
const actionKey = (key: RequirementKey, action: string) =>
  ['carousel', key.brandId, key.requirementId, action] as const;

/**
 * The detail: by brand and number when the list's navigation state carried them, else by
 * brand and the id of the URL (a reload or a pasted link).
 */
export const useCarouselDetail = (ref: CarouselRef) => {
  const { actor } = useSession();
  const service = useService(CarouselViews);
  return useQuery({
    queryKey: queryKeys.requirementDetail.item(ref.brandId, ref.requirementId),
    retry: false,
    staleTime: Infinity,
    queryFn: () =>
      ref.number === null
        ? service.open(actor, { brandId: ref.brandId, requirementId: ref.requirementId })
        : service.load(actor, ref.brandId, ref.number),
  });
};

/** Whether any action of this carousel is under way. */
export const useCarouselBusy = (key: RequirementKey): boolean =>
  useIsMutating({ mutationKey: ['carousel', key.brandId, key.requirementId] }) > 0;

/** The cached detail takes the requirement as the use case answered it (what the store now holds). */
const useStoreRequirement = (key: RequirementKey) => {
  const queryClient = useQueryClient();
  return (requirement: CarouselRequirement) =>
    queryClient.setQueryData<CarouselDetail>(
      queryKeys.requirementDetail.item(key.brandId, key.requirementId),
      (current) => (current === undefined ? current : { ...current, requirement }),
    );
};

/** The carousel's key alone, as every command takes it. */
const keyOf = ({ brandId, requirementId }: RequirementKey): RequirementKey => ({ brandId, requirementId });

/**
 * 'Generar sugerencia': the proposed caption, answered and not stored; the screen shows it as a draft and
 * saves it, if the user chooses, with useEditTexts (the caption's one writer).
 */
export const useGenerateSuggestion = (key: RequirementKey) => {
  const commands = useCommands();
  return useMutation({
    mutationKey: actionKey(key, 'suggestion'),
    mutationFn: () => commands.run('carousel/suggestion', keyOf(key)),
  });
};

/** 'Generar nuevas guías': the server stores the model's guides as the carousel's proposal (guidesProposal). */
export const useGenerateGuides = (key: RequirementKey) => {
  const commands = useCommands();
  const store = useStoreRequirement(key);
  return useMutation({
    mutationKey: actionKey(key, 'guides'),
    mutationFn: () => commands.run('carousel/guides', keyOf(key)),
    onSuccess: store,
  });
};

/** A refused answer to a draft (someone changed the card meanwhile) reads the carousel again: the screen shows what is stored. */
const useReadAgain = (key: RequirementKey) => {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.requirementDetail.item(key.brandId, key.requirementId) });
};

/**
 * The stored proposal's answers, each the key alone (the server takes the guides from what it stored):
 * 'Reemplazar', 'Descartar', and 'Deshacer' after a replacement. A refusal (someone answered it meanwhile)
 * reads the carousel again, so the screen shows what is stored now.
 */
const useGuidesAnswer = (key: RequirementKey, action: 'guides-accept' | 'guides-discard' | 'guides-undo') => {
  const commands = useCommands();
  const store = useStoreRequirement(key);
  const readAgain = useReadAgain(key);
  return useMutation({
    mutationKey: actionKey(key, action),
    mutationFn: () => commands.run(`carousel/${action}`, keyOf(key)),
    onSuccess: store,
    onError: readAgain,
  });
};

export const useAcceptGuides = (key: RequirementKey) => useGuidesAnswer(key, 'guides-accept');
export const useDiscardGuides = (key: RequirementKey) => useGuidesAnswer(key, 'guides-discard');
export const useUndoGuides = (key: RequirementKey) => useGuidesAnswer(key, 'guides-undo');

/**
 * 'Generar nueva imagen': the server stores the model's image in the carousel's folder and answers it as a draft,
 * `{index, path, url}`; nothing on the carousel changes until useAcceptImage.
 */
export const useGenerateImage = (key: RequirementKey) => {
  const commands = useCommands();
  return useMutation({
    mutationKey: actionKey(key, 'image'),
    mutationFn: (index: number) => commands.run('carousel/image', { ...keyOf(key), index }),
  });
};

/** 'Reemplazar' of an AI image draft: the server sets the draft's object on the card and keeps the image it replaced. */
export const useAcceptImage = (key: RequirementKey) => {
  const commands = useCommands();
  const store = useStoreRequirement(key);
  const readAgain = useReadAgain(key);
  return useMutation({
    mutationKey: actionKey(key, 'image-accept'),
    mutationFn: (draft: Pick<CarouselImageDraft, 'index' | 'path'>) =>
      commands.run('carousel/image-accept', { ...keyOf(key), index: draft.index, path: draft.path }),
    onSuccess: store,
    onError: readAgain,
  });
};

/** 'Deshacer' after an accepted AI image: the server puts back the image it kept for that card (card index alone). */
export const useUndoImage = (key: RequirementKey) => {
  const commands = useCommands();
  const store = useStoreRequirement(key);
  const readAgain = useReadAgain(key);
  return useMutation({
    mutationKey: actionKey(key, 'image-undo'),
    mutationFn: (index: number) => commands.run('carousel/image-undo', { ...keyOf(key), index }),
    onSuccess: store,
    onError: readAgain,
  });
};

export interface ImageReplacement {
  readonly index: number;
  readonly file: MediaFile | null;
  readonly onProgress: (progress: UploadProgress) => void;
  /** Aborted by 'Cancelar subida'. */
  readonly signal?: AbortSignal;
}

/**
 * The designer's own image for a card: uploaded to the carousel's folder (with progress and cancel), then
 * the server sets it on the card from the object's path. A cancelled upload sends no command.
 */
export const useReplaceImage = (key: RequirementKey) => {
  const { actor } = useSession();
  const uploads = useService(MediaUploads);
  const commands = useCommands();
  const store = useStoreRequirement(key);
  return useMutation({
    mutationKey: actionKey(key, 'replace'),
    mutationFn: async ({ index, file, onProgress, signal }: ImageReplacement) => {
      const path = await uploads.carouselImage(actor, keyOf(key), index, file, { onProgress, signal });
      if (signal?.aborted === true) throw uploadCancelled();
      return commands.run('carousel/image-replaced', { ...keyOf(key), index, path });
    },
    onSuccess: store,
  });
};

export const useValidateDesign = (key: RequirementKey) => {
  const commands = useCommands();
  const store = useStoreRequirement(key);
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: actionKey(key, 'validate'),
    mutationFn: (index: number) => commands.run('carousel/validate', { ...keyOf(key), index }),
    onSuccess: (requirement, index) => {
      store(requirement);
      // The server added an entry to this card's history.
      void queryClient.invalidateQueries({ queryKey: historyKey(key, index) });
    },
  });
};

export const useEditTexts = (key: RequirementKey) => {
  const commands = useCommands();
  const store = useStoreRequirement(key);
  return useMutation({
    mutationKey: actionKey(key, 'texts'),
    mutationFn: (edit: CarouselTextsEdit) => commands.run('carousel/edit-texts', { ...keyOf(key), ...edit }),
    onSuccess: store,
  });
};

/** The card's alignment history, read when its details are open. */
export const useValidationHistory = (key: RequirementKey, index: number, enabled: boolean) => {
  const { actor } = useSession();
  const service = useService(CarouselViews);
  return useQuery({
    queryKey: historyKey(key, index),
    enabled,
    retry: false,
    queryFn: () => service.validationHistory(actor, key, index),
  });
};

/** 'Guardar publicación': the planning alone. */
export const useSavePlanning = (key: RequirementKey) => {
  const { actor } = useSession();
  const service = useService(SchedulingPanelUseCases);
  const store = useStoreRequirement(key);
  return useMutation({
    mutationKey: actionKey(key, 'save-planning'),
    mutationFn: (planning: PlanningInput) => service.saveCarouselPlanning(actor, key, planning),
    onSuccess: (outcome) => store(outcome.requirement),
  });
};

/** What 'Programar publicación' ended with: sent (the server's text), or the problems that keep it back. */
export type ScheduleResult =
  { readonly sent: true; readonly message: string } | { readonly sent: false; readonly problems: readonly string[] };

/** What 'Programar publicación' sends: the planning, and the reason of an override of blocking brand-guard findings. */
export interface ScheduleRequest {
  readonly planning: PlanningInput;
  readonly overrideReason?: string;
}

/**
 * 'Programar publicación': the planning saved, then every pre-flight problem at once (nothing
 * sent while there is one), then the send through the scheduler function (with the override's
 * reason when the sender gave one).
 */
export const useSchedule = (key: RequirementKey) => {
  const { actor } = useSession();
  const service = useService(SchedulingPanelUseCases);
  const store = useStoreRequirement(key);
  return useMutation({
    mutationKey: actionKey(key, 'schedule'),
    mutationFn: async ({ planning, overrideReason }: ScheduleRequest): Promise<ScheduleResult> => {
      const saved = await service.saveCarouselPlanning(actor, key, planning);
      store(saved.requirement);
      const problems = await service.preflight(actor, key, planning, 'carousel');
      if (problems.length > 0) return { sent: false, problems };
      const outcome = await service.scheduleCarousel(actor, key, planning, overrideReason);
      store(outcome.requirement);
      return { sent: true, message: outcome.message };
    },
  });
};

/** 'Mejor momento' of the networks chosen in the planning (docs/product.md, "Best time and first comment"). */
export const useBestTimes = (brandId: string, networks: readonly SocialNetwork[]) =>
  useBestTimesQuery(useService(SchedulingPanelUseCases), brandId, networks);
