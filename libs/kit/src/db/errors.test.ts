import { describe, expect, it } from 'vitest';
import {
  isDatabaseUnavailable,
  isForeignKeyViolation,
  isInputDataError,
  isUniqueViolation,
  pgErrorCode,
} from './errors.ts';

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

describe('a database that cannot be reached', () => {
  const coded = (code: string, cause?: unknown) => Object.assign(new Error(code), { code, cause });

  it('is told by the connection failures of postgres.js, the system and the server', () => {
    for (const code of [
      'ECONNREFUSED',
      'CONNECT_TIMEOUT',
      'CONNECTION_CLOSED',
      '57P01',
      '57P03',
      '08006',
      '53300',
    ])
      expect(isDatabaseUnavailable(new Error('query failed', { cause: coded(code) })), code).toBe(true);
  });

  it('is not told by a wrong statement, a wrong password, or another server fetch did not reach', async () => {
    for (const code of ['23505', '42P01', '28P01', '3D000'])
      expect(isDatabaseUnavailable(coded(code)), code).toBe(false);
    const refused = await fetch('http://127.0.0.1:1/').catch((error: unknown) => error);
    expect(isDatabaseUnavailable(refused)).toBe(false);
  });
});
