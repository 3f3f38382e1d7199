import { describe, expect, it } from 'vitest';
import { RecordingLogger } from './recording-logger.js';

describe('RecordingLogger', () => {
  it('keeps warnings and errors apart, in order, with their details', () => {
    const logger = new RecordingLogger();
    logger.warn('Falta config/permissions');
    logger.error('Fallo al guardar', { code: 500 });
    logger.warn('Segundo aviso');
    expect(logger.warnings.map((entry) => entry.message)).toEqual(['Falta config/permissions', 'Segundo aviso']);
    expect(logger.errors).toEqual([{ level: 'error', message: 'Fallo al guardar', details: { code: 500 } }]);
    logger.clear();
    expect(logger.entries).toEqual([]);
  });
});
