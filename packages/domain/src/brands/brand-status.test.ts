import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { Clock } from '../shared/clock.js';
import type { BrandStatus } from './brand.js';
import { brandStatusChange, brandToggleAction, statusAfter, toggleBrandStatus } from './brand-status.js';

const at = new Date('2025-03-01T10:00:00Z');
const clock: Clock = { now: () => at };
const statusArb = fc.constantFrom<BrandStatus | undefined>('active', 'disabled', undefined);

describe('brand status', () => {
  it('offers disable for an active brand or one without status, enable for a disabled one', () => {
    expect(brandToggleAction({ status: 'active' })).toBe('disable');
    expect(brandToggleAction({})).toBe('disable');
    expect(brandToggleAction({ status: 'disabled' })).toBe('enable');
  });

  it('maps each action to the status it leads to', () => {
    expect(statusAfter('disable')).toBe('disabled');
    expect(statusAfter('enable')).toBe('active');
  });

  it('toggles and sets updatedAt from the clock', () => {
    expect(toggleBrandStatus({}, clock)).toEqual({ status: 'disabled', updatedAt: at });
    expect(toggleBrandStatus({ status: 'disabled' }, clock)).toEqual({ status: 'active', updatedAt: at });
  });

  it('changes to a different target status with updatedAt', () => {
    expect(brandStatusChange({ status: 'disabled' }, 'active', clock)).toEqual({
      status: 'active',
      updatedAt: at,
    });
    expect(brandStatusChange({}, 'disabled', clock)).toEqual({ status: 'disabled', updatedAt: at });
  });

  it('writes nothing when the brand already has the target status (unset counts as active)', () => {
    expect(brandStatusChange({}, 'active', clock)).toBeNull();
    expect(brandStatusChange({ status: 'disabled' }, 'disabled', clock)).toBeNull();
  });

  it('property: toggling twice returns to the effective status', () => {
    fc.assert(
      fc.property(statusArb, (status) => {
        const once = toggleBrandStatus({ status }, clock);
        const twice = toggleBrandStatus({ status: once.status }, clock);
        expect(twice.status).toBe(status ?? 'active');
        expect(once.status).not.toBe(status ?? 'active');
      }),
    );
  });

  it('property: a change always reaches the target and agrees with the toggle', () => {
    fc.assert(
      fc.property(statusArb, fc.constantFrom<BrandStatus>('active', 'disabled'), (status, target) => {
        const change = brandStatusChange({ status }, target, clock);
        if (change === null) expect(status ?? 'active').toBe(target);
        else expect(change).toEqual(toggleBrandStatus({ status }, clock));
      }),
    );
  });
});
