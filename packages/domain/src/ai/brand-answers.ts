import { Messages } from '../messages.js';
import { requireRecord, requireText } from './answer-guards.js';

/** The brand manual's analysis: { analysis }, kept on the brand. */
export const parseBrandManualAnalysis = (raw: unknown): string =>
  requireText(requireRecord(raw, Messages.brand.analyzeManual)['analysis'], Messages.brand.analyzeManual);
