import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.js';

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Mateo Salazar Duque')).toBe('MS');
    expect(initialsOf('  valentina ríos ')).toBe('VR');
    expect(initialsOf('Óscar')).toBe('Ó');
  });

  it('reads an e-mail by the parts of its local part', () => {
    expect(initialsOf('ana.perez@estudio.test')).toBe('AP');
    expect(initialsOf('disenador@estudio.test')).toBe('D');
  });

  it('is empty for a blank name', () => {
    expect(initialsOf('   ')).toBe('');
    expect(initialsOf('')).toBe('');
  });
});
