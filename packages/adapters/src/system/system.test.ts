import { describe, expect, it, vi } from 'vitest';
import { ConsoleLogger } from './console-logger.js';
import { RandomPasswordGenerator } from './random-password-generator.js';
import { SystemClock } from './system-clock.js';

describe('system adapters', () => {
  it('SystemClock reads the current time', () => {
    const before = Date.now();
    const now = new SystemClock().now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('ConsoleLogger passes messages and details through', () => {
    const sink = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const logger = new ConsoleLogger(sink);
    logger.warn('no se encontró la configuración de permisos');
    logger.error('falló', { code: 7 });
    logger.info('Usuario creado', { uid: 'u1' });
    expect(sink.warn).toHaveBeenCalledWith('no se encontró la configuración de permisos');
    expect(sink.error).toHaveBeenCalledWith('falló', { code: 7 });
    expect(sink.info).toHaveBeenCalledWith('Usuario creado', { uid: 'u1' });
  });

  it('ConsoleLogger writes each level with its details, or the message alone when there are none', () => {
    const sink = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const logger = new ConsoleLogger(sink);
    for (const level of ['info', 'warn', 'error'] as const) {
      logger[level](`${level} solo`);
      logger[level](`${level} con detalles`, { level });
      expect(sink[level].mock.calls).toEqual([[`${level} solo`], [`${level} con detalles`, { level }]]);
    }
  });

  it('RandomPasswordGenerator makes a new long random password every time', () => {
    const generator = new RandomPasswordGenerator();
    const passwords = Array.from({ length: 200 }, () => generator.newPassword());
    expect(new Set(passwords).size).toBe(passwords.length);
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Not the shared temporary password every account once had.
    expect(passwords).not.toContain('Temporal2026!');
  });
});
