import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { patchCachedRows } from './optimistic.js';

interface Row {
  readonly id: string;
  readonly note: string;
}

// docs/product.md, "Approval": a review step's answer is written into every cached list holding its row.
describe('patchCachedRows', () => {
  it('writes the fields into the row of every cached list under the key, arrays and pages alike', () => {
    const client = new QueryClient();
    client.setQueryData(
      ['rows', 'a'],
      [
        { id: '1', note: 'x' },
        { id: '2', note: 'x' },
      ],
    );
    client.setQueryData(['rows', 'b'], { today: 'hoy', rows: [{ id: '1', note: 'x' }] });
    client.setQueryData(['rows', 'count'], 7);
    client.setQueryData(['other'], [{ id: '1', note: 'x' }]);
    patchCachedRows<Row>(client, ['rows'], (row) => row.id === '1', { note: 'y' });
    expect(client.getQueryData(['rows', 'a'])).toEqual([
      { id: '1', note: 'y' },
      { id: '2', note: 'x' },
    ]);
    expect(client.getQueryData(['rows', 'b'])).toEqual({ today: 'hoy', rows: [{ id: '1', note: 'y' }] });
    expect(client.getQueryData(['rows', 'count'])).toBe(7);
    expect(client.getQueryData(['other'])).toEqual([{ id: '1', note: 'x' }]);
  });
});
