import { describe, expect, it, vi } from 'vitest';
import { ConsoleLogger } from './console-logger.js';
import { EnvironmentTemporaryPasswordProvider } from './environment-temporary-password.js';
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

  it('EnvironmentTemporaryPasswordProvider reads the variable at each call, empty when unset', () => {
    const env: Record<string, string | undefined> = {};
    const provider = new EnvironmentTemporaryPasswordProvider(env);
    expect(provider.temporaryPassword()).toBe('');
    env['ESTUDIO_TEMPORARY_PASSWORD'] = 'Temporal-2026!';
    expect(provider.temporaryPassword()).toBe('Temporal-2026!');
  });
});
