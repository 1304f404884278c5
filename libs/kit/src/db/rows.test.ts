import { describe, expect, it } from 'vitest';
import { rowsOf } from './rows.ts';

describe('rowsOf', () => {
  it("reads postgres.js's array and PGlite's object alike", () => {
    expect(rowsOf<{ n: number }>([{ n: 1 }])).toEqual([{ n: 1 }]);
    expect(rowsOf<{ n: number }>({ rows: [{ n: 2 }], fields: [] })).toEqual([{ n: 2 }]);
    expect(rowsOf({ affectedRows: 0 })).toEqual([]);
  });
});
