import { Messages } from '../messages.js';
import { DomainError, isDomainError } from '../shared/errors.js';

/** What an upload stopped by its abort signal rejects with (MediaStorage.upload): 'La subida del archivo se canceló.' */
export const uploadCancelled = (): DomainError => new DomainError('cancelled', Messages.media.uploadCancelled);

/** Whether a failure is a cancelled upload: the user asked for it, so screens say so without an error. */
export const isUploadCancelled = (error: unknown): boolean => isDomainError(error) && error.kind === 'cancelled';
