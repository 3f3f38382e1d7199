import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromWire, toWire } from './wire.js';

describe('the wire codec', () => {
  it('brings Dates back as Dates and every other JSON value as it was', () => {
    const value = {
      at: new Date('2026-11-26T10:00:00.000Z'),
      list: [1, 'a', null, { nested: new Date(0) }],
      flag: true,
    };
    expect(fromWire(JSON.parse(JSON.stringify(toWire(value))))).toEqual(value);
  });

  it('drops undefined fields and reads an invalid date as null', () => {
    expect(toWire({ a: undefined, b: 1 })).toEqual({ b: 1 });
    expect(fromWire({ $date: 'not a date' })).toBeNull();
    expect(fromWire({ $date: 3 })).toBeNull();
    expect(toWire(new Date(Number.NaN))).toEqual({ $date: null });
  });

  it('round-trips any JSON data with dates inside (property)', () => {
    const data = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.date({ noInvalidDate: true }),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(
          fc.string().filter((key) => key !== '$date' && key !== '__proto__'),
          tie('value'),
          { maxKeys: 4 },
        ),
      ),
    })).value;
    fc.assert(
      fc.property(data, (value) => {
        expect(fromWire(JSON.parse(JSON.stringify(toWire(value))))).toEqual(value);
      }),
    );
  });
});
