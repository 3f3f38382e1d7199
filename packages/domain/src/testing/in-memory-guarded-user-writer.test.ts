import { describe, expect, it } from 'vitest';
import { aUser } from './fixtures.js';
import { createTwins } from './twins.js';

describe('InMemoryGuardedUserWriter', () => {
  const setUp = async () => {
    const twins = createTwins();
    await twins.users.save(aUser({ uid: 'u-1', email: 'uno@estudio.test', role: 'estratega' }));
    await twins.users.save(aUser({ uid: 'u-2', email: 'dos@estudio.test', role: 'estratega' }));
    return twins;
  };

  it('writes several records after one guard, and none when the guard refuses', async () => {
    const { users, guardedUsers } = await setUp();
    const states: unknown[] = [];
    await guardedUsers.updateMany(
      [
        { uid: 'u-1', patch: { role: 'disenador', firstName: 'Uno' } },
        { uid: 'u-2', patch: { status: 'disabled' } },
      ],
      (state) => states.push(state.users.map((user) => user.uid).sort()),
    );
    expect(states).toEqual([['u-1', 'u-2']]);
    expect(await users.get('u-1')).toMatchObject({ role: 'disenador', firstName: 'Uno' });
    expect((await users.get('u-2'))?.status).toBe('disabled');

    const refusal = new Error('no');
    await expect(
      guardedUsers.updateMany([{ uid: 'u-1', patch: { role: 'estratega' } }], () => {
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect((await users.get('u-1'))?.role).toBe('disenador');
  });

  it('writes nothing when one of the records does not exist', async () => {
    const { users, guardedUsers } = await setUp();
    await expect(
      guardedUsers.updateMany(
        [
          { uid: 'u-1', patch: { lastName: 'Cambiado' } },
          { uid: 'nadie', patch: { lastName: 'Cambiado' } },
        ],
        () => undefined,
      ),
    ).rejects.toThrow('users/nadie');
    expect((await users.get('u-1'))?.lastName).not.toBe('Cambiado');
  });

  it('update is updateMany of one record', async () => {
    const { users, guardedUsers } = await setUp();
    await guardedUsers.update('u-2', { role: 'disenador' }, () => undefined);
    expect((await users.get('u-2'))?.role).toBe('disenador');
  });
});
