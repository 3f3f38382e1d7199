import { describe, expect, it, vi } from 'vitest';
import { lazyAdapter, loadOnce } from './lazy-adapter.js';

interface Greeter {
  greet(name: string): Promise<string>;
  fail(): Promise<never>;
}

class SpanishGreeter implements Greeter {
  constructor(private readonly prefix: string) {}
  greet(name: string): Promise<string> {
    return Promise.resolve(`${this.prefix} ${name}`);
  }
  fail(): Promise<never> {
    return Promise.reject(new Error('sin red'));
  }
}

describe('a port whose adapter is loaded on its first call', () => {
  it('loads nothing until a method is called, then calls the adapter with its arguments and its own this', async () => {
    const load = vi.fn(() => Promise.resolve<Greeter>(new SpanishGreeter('Hola')));
    const port = lazyAdapter(load);
    expect(load).not.toHaveBeenCalled();
    await expect(port.greet('Ana')).resolves.toBe('Hola Ana');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("passes the adapter's rejections through", async () => {
    const port = lazyAdapter<Greeter>(() => Promise.resolve(new SpanishGreeter('Hola')));
    await expect(port.fail()).rejects.toThrow('sin red');
  });

  it('is not a thenable, and has no symbol-keyed or constructor member (a container may inspect it)', async () => {
    const port = lazyAdapter<Greeter>(() => Promise.resolve(new SpanishGreeter('Hola')));
    expect(await Promise.resolve(port)).toBe(port);
    expect((port as unknown as Record<PropertyKey, unknown>)[Symbol.toPrimitive]).toBeUndefined();
    expect((port as unknown as Record<string, unknown>).constructor).toBeUndefined();
  });

  it('refuses a name that is not a method of the adapter', async () => {
    const port = lazyAdapter(() => Promise.resolve({ value: 1 } as object)) as unknown as { value(): Promise<number> };
    await expect(port.value()).rejects.toThrow(TypeError);
  });
});

describe('one load shared by its callers', () => {
  it('loads once for every caller, and again after a failed load', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk no disponible');
      return calls;
    });
    await expect(load()).rejects.toThrow('chunk no disponible');
    await expect(Promise.all([load(), load()])).resolves.toEqual([2, 2]);
    await expect(load()).resolves.toBe(2);
    expect(calls).toBe(2);
  });
});
