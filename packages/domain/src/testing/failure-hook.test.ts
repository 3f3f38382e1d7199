import { describe, expect, it } from 'vitest';
import { FailureHook } from './failure-hook.js';

describe('FailureHook', () => {
  it('fires a named arming only for that operation, once', () => {
    const hook = new FailureHook<'get' | 'save'>('Twin');
    hook.failNext('save');
    expect(() => hook.check('get')).not.toThrow();
    expect(() => hook.check('save')).toThrow('Twin: simulated failure of save');
    expect(() => hook.check('save')).not.toThrow();
  });

  it('fires armings in the order given and forgets them on reset', () => {
    const hook = new FailureHook<'get'>('Twin');
    hook.failNext(undefined, new Error('uno'));
    hook.failNext(undefined, new Error('dos'));
    expect(() => hook.check('get')).toThrow('uno');
    hook.reset();
    expect(() => hook.check('get')).not.toThrow();
  });
});
