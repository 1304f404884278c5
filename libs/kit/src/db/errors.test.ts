import { describe, expect, it } from 'vitest';
import { isForeignKeyViolation, isInputDataError, isUniqueViolation, pgErrorCode } from './errors.ts';

/** As drizzle wraps a driver's error: a DrizzleQueryError whose cause is the driver's. */
const wrapped = (code: string) =>
  new Error('Failed query: update …', { cause: Object.assign(new Error('pg'), { code }) });

describe('Postgres error codes', () => {
  it('finds the SQLSTATE however deep the driver error is wrapped', () => {
    expect(pgErrorCode(Object.assign(new Error('pg'), { code: '23505' }))).toBe('23505');
    expect(pgErrorCode(wrapped('23505'))).toBe('23505');
    expect(pgErrorCode(new Error('outer', { cause: wrapped('23503') }))).toBe('23503');
  });

  it('finds none in errors that are not the database’s', () => {
    expect(pgErrorCode(new Error('plain'))).toBeUndefined();
    expect(pgErrorCode(Object.assign(new Error('io'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(pgErrorCode(undefined)).toBeUndefined();
    expect(pgErrorCode('23505')).toBeUndefined();
  });

  it('names the violations the routes answer', () => {
    expect(isUniqueViolation(wrapped('23505'))).toBe(true);
    expect(isUniqueViolation(wrapped('23503'))).toBe(false);
    expect(isForeignKeyViolation(wrapped('23503'))).toBe(true);
    expect(isInputDataError(wrapped('22021'))).toBe(true);
    expect(isInputDataError(wrapped('23505'))).toBe(false);
  });
});
