import { CalendarViews, type SpreadOutcome } from '@estudio/domain/scheduling';
import type { Requirement } from '@estudio/domain/requirements';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys.js';
import { useCommands, useService } from '../../../shared/services.js';
import { useSession } from '../../../shared/session.js';

/** The brand's carousels and videos, dated or not (`rows`, so that a status change in the lists shows here too), and today (Bogotá); read again on coming back. */
export const useCalendar = (brandId: string | null, enabled: boolean) => {
  const { actor } = useSession();
  const views = useService(CalendarViews);
  return useQuery({
    queryKey: queryKeys.requirements.calendar(brandId ?? ''),
    enabled: enabled && brandId !== null,
    retry: false,
    staleTime: 0,
    queryFn: async () => ({ today: views.today(), rows: await views.load(actor, brandId ?? '') }),
  });
};

type CalendarData = Awaited<ReturnType<ReturnType<typeof useCalendar>['refetch']>>['data'];

const replaced = (data: CalendarData, saved: readonly Requirement[]): CalendarData =>
  data === undefined
    ? data
    : {
        ...data,
        rows: data.rows.map((requirement) => saved.find((one) => one.id === requirement.id) ?? requirement),
      };

export interface PieceMove {
  readonly requirement: Requirement;
  readonly date: Date;
}

/**
 * A piece moved to another day (planning/date): shown there at once, put back when the
 * server refuses (onFailure shows why); the detail screen reads it again.
 */
export const useMovePiece = (brandId: string, onFailure: (error: unknown) => void) => {
  const commands = useCommands();
  const queryClient = useQueryClient();
  const queryKey = queryKeys.requirements.calendar(brandId);
  return useMutation({
    mutationFn: ({ requirement, date }: PieceMove) =>
      commands.run('planning/date', { brandId, requirementId: requirement.id, publicationDate: date }),
    onMutate: async ({ requirement, date }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<CalendarData>(queryKey);
      queryClient.setQueryData<CalendarData>(queryKey, (data) =>
        replaced(data, [{ ...requirement, publicationDate: date }]),
      );
      return { before };
    },
    onError: (error, _move, context) => {
      queryClient.setQueryData(queryKey, context?.before);
      onFailure(error);
    },
    onSuccess: ({ requirement }) => {
      queryClient.setQueryData<CalendarData>(queryKey, (data) => replaced(data, [requirement]));
      void queryClient.invalidateQueries({ queryKey: queryKeys.requirementDetail.item(brandId, requirement.id) });
    },
  });
};

/** 'Repartir parrilla' (planning/spread): the dated pieces replace theirs; the caller shows the answer's text. */
export const useSpreadGrid = (brandId: string) => {
  const commands = useCommands();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<SpreadOutcome> => commands.run('planning/spread', { brandId }),
    onSuccess: ({ requirements }) => {
      queryClient.setQueryData<CalendarData>(queryKeys.requirements.calendar(brandId), (data) =>
        replaced(data, requirements),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.requirementDetail.all });
    },
  });
};
