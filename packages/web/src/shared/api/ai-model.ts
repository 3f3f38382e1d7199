import { AiModelUseCases } from '@estudio/domain/content';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.js';
import { useService } from '../services.js';

/**
 * Which model answers the AI calls, asked once per session. A failure is not retried nor
 * shown: the shell then simply shows no badge (it is a label, not a gate).
 */
export const useAiModel = () => {
  const service = useService(AiModelUseCases);
  return useQuery({ queryKey: queryKeys.aiModel, queryFn: () => service.current(), retry: false });
};
