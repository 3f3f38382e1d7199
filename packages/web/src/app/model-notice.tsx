import { DemoModelBadge } from '@estudio/ui';
import { useAiModel } from '../shared/api/ai-model.js';

/**
 * 'Modelo de demostración' above every screen while the offline demo model answers the AI
 * calls; nothing otherwise, or when the status fails. A chunk of its own (console-layout.tsx):
 * the console's first screen draws without its code, and the badge follows the model's answer.
 */
export const ModelNotice = () => {
  const { data } = useAiModel();
  return data?.demo ? <DemoModelBadge model={data.model} /> : null;
};
