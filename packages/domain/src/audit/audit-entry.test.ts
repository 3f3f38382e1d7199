import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { auditEntryFor, auditTarget, auditWriter } from './audit-entry.js';

const AT = new Date('2026-11-21T12:00:00.000Z');

describe('auditTarget', () => {
  it('places each audited document: its collection, its brand and its id', () => {
    expect(auditTarget('brands/b1')).toEqual({ collection: 'brands', brandId: 'b1', documentId: 'b1' });
    expect(auditTarget('brands/b1/requirements/r9')).toEqual({
      collection: 'requirements',
      brandId: 'b1',
      documentId: 'r9',
    });
    expect(auditTarget('brands/b1/blueprints/b1')).toEqual({
      collection: 'blueprints',
      brandId: 'b1',
      documentId: 'b1',
    });
    expect(auditTarget('users/u1')).toEqual({ collection: 'users', brandId: null, documentId: 'u1' });
    expect(auditTarget('roles/r1')).toEqual({ collection: 'roles', brandId: null, documentId: 'r1' });
    expect(auditTarget('config/permissions')).toEqual({
      collection: 'config',
      brandId: null,
      documentId: 'permissions',
    });
  });

  it('leaves out every other document', () => {
    for (const path of [
      'users/u1/linkedin/default',
      'users/u1/linkedin/status',
      'config/otra',
      'audit/a1',
      'brands',
      'brands/b1/otros/x',
      'brands//requirements/r1',
      '',
      'brands/b1/requirements/r1/extra/y',
    ]) {
      expect(auditTarget(path)).toBeNull();
    }
  });
});

describe('auditWriter', () => {
  it('is a signed-in user by uid, a server by its account’s e-mail, and otherwise only its auth type', () => {
    expect(auditWriter({ authType: 'app_user', authId: 'uid-ana' })).toEqual({
      authType: 'app_user',
      uid: 'uid-ana',
      email: null,
    });
    expect(auditWriter({ authType: 'service_account', authId: 'Svc@Proyecto.iam.gserviceaccount.com' })).toEqual({
      authType: 'service_account',
      uid: null,
      email: 'svc@proyecto.iam.gserviceaccount.com',
    });
    expect(auditWriter({ authType: 'unknown', authId: 'fake-auth-id@example.com' })).toEqual({
      authType: 'unknown',
      uid: null,
      email: null,
    });
    expect(auditWriter({})).toEqual({ authType: 'unknown', uid: null, email: null });
    expect(auditWriter({ authType: ' ', authId: 'x' })).toEqual({ authType: 'unknown', uid: null, email: null });
    expect(auditWriter({ authType: 'app_user', authId: '' })).toEqual({ authType: 'app_user', uid: null, email: null });
    expect(auditWriter({ authType: 'unauthenticated', authId: null })).toEqual({
      authType: 'unauthenticated',
      uid: null,
      email: null,
    });
  });

  it('property: never invents an identity the context does not give as a user or a service account', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (authType, authId) => {
        const writer = auditWriter({ authType, authId });
        if (writer.uid !== null) expect([writer.authType, writer.uid]).toEqual(['app_user', authId?.trim()]);
        if (writer.email !== null) expect(writer.authType).toBe('service_account');
      }),
    );
  });
});

describe('auditEntryFor', () => {
  it('records who, when, which document and what changed', () => {
    const entry = auditEntryFor(
      {
        path: 'brands/b1/requirements/r1',
        before: { status: 'Pendiente', title: 'Carrusel 1' },
        after: { status: 'En diseño', title: 'Carrusel 1' },
        at: AT,
        authType: 'app_user',
        authId: 'uid-ana',
      },
      ' Ana@Estudio.test ',
    );
    expect(entry).toEqual({
      at: AT,
      actorUid: 'uid-ana',
      actorEmail: 'ana@estudio.test',
      authType: 'app_user',
      path: 'brands/b1/requirements/r1',
      collection: 'requirements',
      brandId: 'b1',
      documentId: 'r1',
      operation: 'update',
      changes: [{ field: 'status', before: 'Pendiente', after: 'En diseño' }],
    });
  });

  it('keeps the service account’s own e-mail, and records an unknown writer as unknown', () => {
    const write = { path: 'roles/r1', before: null, after: { name: 'Estratega' }, at: AT };
    expect(
      auditEntryFor({ ...write, authType: 'service_account', authId: 'svc@p.iam.gserviceaccount.com' }, 'otro@x.co'),
    ).toMatchObject({ actorUid: null, actorEmail: 'svc@p.iam.gserviceaccount.com', operation: 'create' });
    expect(auditEntryFor({ ...write, authType: 'unknown', authId: 'x' })).toMatchObject({
      actorUid: null,
      actorEmail: null,
      authType: 'unknown',
    });
    expect(auditEntryFor({ ...write, authType: 'app_user', authId: 'u1' }, '  ')).toMatchObject({
      actorUid: 'u1',
      actorEmail: null,
    });
  });

  it('names the administrator behind a server write of a user record by its changedBy stamp, never a browser’s', () => {
    const stamp = { uid: 'uid-admin', email: 'Admin@Estudio.test', at: AT };
    const write = {
      path: 'users/u1',
      before: { status: 'active', role: 'r1', changedBy: { ...stamp, at: new Date(0) } },
      after: { status: 'disabled', role: 'r1', changedBy: stamp },
      at: AT,
    };
    for (const context of [
      { authType: 'service_account', authId: 'svc@p.iam.gserviceaccount.com' },
      { authType: 'unknown', authId: 'fake-auth-id@gmail.com' },
    ]) {
      expect(auditEntryFor({ ...write, ...context })).toMatchObject({
        actorUid: 'uid-admin',
        actorEmail: 'admin@estudio.test',
        authType: context.authType,
        changes: [{ field: 'status', before: 'active', after: 'disabled' }],
      });
    }
    // A signed-in user is who their token says, whatever the document carries.
    expect(auditEntryFor({ ...write, authType: 'app_user', authId: 'u9' }, 'u9@x.co')).toMatchObject({
      actorUid: 'u9',
      actorEmail: 'u9@x.co',
    });
    // Only user records carry the stamp the account endpoints write; elsewhere it is data.
    expect(
      auditEntryFor({
        ...write,
        path: 'roles/r1',
        authType: 'service_account',
        authId: 'svc@p.iam.gserviceaccount.com',
      }),
    ).toMatchObject({ actorUid: null, actorEmail: 'svc@p.iam.gserviceaccount.com' });
    // A stamp carried over from an earlier server write names nobody (the user's own edit, say).
    expect(
      auditEntryFor({
        path: 'users/u1',
        before: { firstName: 'Ana', changedBy: stamp },
        after: { firstName: 'Anabel', changedBy: stamp },
        at: AT,
        authType: 'unknown',
        authId: 'x',
      }),
    ).toMatchObject({ actorUid: null, actorEmail: null, changes: [{ field: 'firstName' }] });
    // The CLI's operator stamps its uid and no e-mail: the entry says so, not the service account.
    expect(
      auditEntryFor({
        ...write,
        after: { ...write.after, changedBy: { uid: 'estudio-cli', email: '', at: AT } },
        authType: 'service_account',
        authId: 'svc@p.iam.gserviceaccount.com',
      }),
    ).toMatchObject({ actorUid: 'estudio-cli', actorEmail: null });
    // A stamp of the wrong shape names nobody.
    expect(
      auditEntryFor({ ...write, after: { ...write.after, changedBy: { uid: 7 } }, authType: 'unknown', authId: 'x' }),
    ).toMatchObject({ actorUid: null, actorEmail: null });
  });

  it('names the person behind a server write of a brand, requirement or blueprint by its fresh changedBy stamp', () => {
    const stamp = { uid: 'uid-ana', email: 'Ana@Estudio.test', at: AT };
    for (const path of ['brands/b1', 'brands/b1/requirements/r1', 'brands/b1/blueprints/b1']) {
      for (const context of [
        { authType: 'service_account', authId: 'svc@p.iam.gserviceaccount.com' },
        { authType: 'system', authId: null },
        { authType: 'unknown', authId: 'fake-auth-id@gmail.com' },
      ]) {
        expect(
          auditEntryFor({
            path,
            before: { caption: 'a' },
            after: { caption: 'b', changedBy: stamp },
            at: AT,
            ...context,
          }),
        ).toMatchObject({
          actorUid: 'uid-ana',
          actorEmail: 'ana@estudio.test',
          authType: context.authType,
          changes: [{ field: 'caption', before: 'a', after: 'b' }],
        });
      }
    }
    // A create lists every field but the stamp.
    expect(
      auditEntryFor({
        path: 'brands/b1/requirements/r1',
        before: null,
        after: { title: 'Carrusel', changedBy: stamp },
        at: AT,
        authType: 'service_account',
        authId: 'svc@p.iam.gserviceaccount.com',
      }),
    ).toMatchObject({ actorUid: 'uid-ana', operation: 'create', changes: [{ field: 'title', after: 'Carrusel' }] });
    // And so does a delete.
    expect(
      auditEntryFor({
        path: 'brands/b1/requirements/r1',
        before: { title: 'Carrusel', changedBy: stamp },
        after: null,
        at: AT,
        authType: 'unknown',
      })?.changes,
    ).toEqual([{ field: 'title', before: 'Carrusel' }]);
  });

  it('makes no entry for a document it does not audit, or a write that changed nothing', () => {
    expect(
      auditEntryFor({ path: 'users/u1/linkedin/default', before: null, after: { accessToken: 't' }, at: AT }),
    ).toBeNull();
    expect(
      auditEntryFor({
        path: 'users/u1',
        before: { lastLoginAt: new Date(0) },
        after: { lastLoginAt: AT },
        at: AT,
        authType: 'app_user',
        authId: 'u1',
      }),
    ).toBeNull();
  });
});

describe('a comment (docs/product.md, "Comments")', () => {
  it('is audited under its brand, naming the person the server stamped', () => {
    const at = new Date('2026-01-15T15:00:00.000Z');
    const entry = auditEntryFor({
      path: 'brands/b1/comments/c1',
      before: null,
      after: {
        text: 'Hola',
        targetKind: 'requirement',
        targetId: 'r1',
        changedBy: { uid: 'uid-luis', email: 'Luis@x.co', at },
      },
      at,
      authType: 'service_account',
      authId: 'functions@demo.iam.gserviceaccount.com',
    });
    expect(entry).toMatchObject({
      collection: 'comments',
      brandId: 'b1',
      documentId: 'c1',
      actorUid: 'uid-luis',
      actorEmail: 'luis@x.co',
      operation: 'create',
    });
    expect(entry?.changes.map((change) => change.field)).toEqual(['targetId', 'targetKind', 'text']);
  });

  it('its read marks are audited under the brand', () => {
    expect(auditTarget('brands/b1/commentReads/uid-luis')).toEqual({
      collection: 'commentReads',
      brandId: 'b1',
      documentId: 'uid-luis',
    });
  });
});
