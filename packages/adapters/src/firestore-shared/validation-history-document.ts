import type { DesignValidationEntry } from '@estudio/domain/content';
import { textOr, toDate, type DocumentFields } from './stored-values.js';

/**
 * brands/{b}/requirements/{r}/validationHistory/{id} as both SDKs read it: {index, imageUrl,
 * alineacion, descripcion, at (timestamp), by: {uid, email}}. Written by the ai function only.
 */
export const validationEntryFromDocument = (data: DocumentFields): DesignValidationEntry => {
  const by = (typeof data['by'] === 'object' && data['by'] !== null ? data['by'] : {}) as DocumentFields;
  return {
    index: Number(data['index']),
    imageUrl: textOr(data['imageUrl'], ''),
    alineacion: Number(data['alineacion']),
    descripcion: textOr(data['descripcion'], ''),
    at: toDate(data['at']) ?? new Date(0),
    by: { uid: textOr(by['uid'], ''), email: textOr(by['email'], '') },
  };
};
