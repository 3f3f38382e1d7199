import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { UserStatus } from './user.js';
import { NEW_USER_STATUS, userStatusTransition, userToggleAction } from './user-status.js';
import type { UserStatusAction } from './user-status.js';

describe('user status', () => {
  it('starts new users active', () => {
    expect(NEW_USER_STATUS).toBe('active');
  });

  it('offers disable for active users and enable for disabled ones', () => {
    expect(userToggleAction({ status: 'active' })).toBe('disable');
    expect(userToggleAction({ status: 'disabled' })).toBe('enable');
  });

  it('disables an active user and enables a disabled one', () => {
    expect(userStatusTransition({ status: 'active' }, 'disable')).toBe('disabled');
    expect(userStatusTransition({ status: 'disabled' }, 'enable')).toBe('active');
  });

  it('returns null for a no-op so that nothing is called or written', () => {
    expect(userStatusTransition({ status: 'active' }, 'enable')).toBeNull();
    expect(userStatusTransition({ status: 'disabled' }, 'disable')).toBeNull();
  });

  it('property: the offered action always changes the status, and applying it flips the offer', () => {
    fc.assert(
      fc.property(fc.constantFrom<UserStatus>('active', 'disabled'), (status) => {
        const action = userToggleAction({ status });
        const next = userStatusTransition({ status }, action);
        expect(next).not.toBeNull();
        expect(next).not.toBe(status);
        expect(userToggleAction({ status: next! })).not.toBe(action);
      }),
    );
  });

  it('property: a transition lands on the action target or is null exactly when already there', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<UserStatus>('active', 'disabled'),
        fc.constantFrom<UserStatusAction>('disable', 'enable'),
        (status, action) => {
          const target = action === 'disable' ? 'disabled' : 'active';
          expect(userStatusTransition({ status }, action)).toBe(status === target ? null : target);
        },
      ),
    );
  });
});
