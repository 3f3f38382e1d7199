import { describe, expect, it } from 'vitest';
import { aUser } from '../contracts/fixtures.js';
import { userFromDocument, userPatchToDocument, userToDocument } from './user-document.js';

const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });

describe('user documents', () => {
  it('store every field but the uid, which is the document id, and the normalised e-mail', () => {
    const user = aUser({ email: ' Ana.Perez@Estudio.example' });
    const { uid: _uid, ...fields } = user;
    expect(userToDocument(user)).toEqual({ ...fields, emailNormalized: 'ana.perez@estudio.example' });
  });

  it('read back what they stored, Timestamps as Dates', () => {
    const user = aUser({ lastLoginAt: new Date('2026-01-11T08:30:00.000Z') });
    const stored = { ...userToDocument(user), lastLoginAt: timestamp('2026-01-11T08:30:00.000Z') };
    expect(userFromDocument(user.uid, stored)).toEqual(user);
  });

  it('read a sparse record with empty texts, no dates, and not active', () => {
    expect(userFromDocument('uid-x', {})).toEqual({
      uid: 'uid-x',
      email: '',
      firstName: '',
      lastName: '',
      role: '',
      status: 'disabled',
      createdAt: null,
      lastLoginAt: null,
    });
  });

  it('count only the status active as active', () => {
    expect(userFromDocument('u', { status: 'active' }).status).toBe('active');
    expect(userFromDocument('u', { status: 'Activo' }).status).toBe('disabled');
  });

  it('patch only the fields an update may touch', () => {
    const patch = { status: 'disabled', lastName: undefined, lastLoginAt: new Date(), uid: 'other' } as never;
    expect(userPatchToDocument(patch)).toEqual({ status: 'disabled' });
  });

  it('patch the normalised e-mail with the e-mail, and never on its own', () => {
    expect(userPatchToDocument({ email: 'Eva@Estudio.example', firstName: 'Eva' })).toEqual({
      email: 'Eva@Estudio.example',
      emailNormalized: 'eva@estudio.example',
      firstName: 'Eva',
    });
    expect(userPatchToDocument({ emailNormalized: 'otra@estudio.example' } as never)).toEqual({});
  });
});
