import { HttpError } from '@studio/web';
import { describe, expect, it } from 'vitest';
import { failureDescription, fieldErrors } from './server-errors.ts';

const httpError = (status: number, body: unknown) => new HttpError(status, 'Status', JSON.stringify(body));

describe('failureDescription', () => {
  it("gives the server's message", () => {
    expect(failureDescription(httpError(409, { error: 'conflict', message: 'Email already in use' }))).toBe(
      'Email already in use',
    );
  });

  it('falls back to the status line when the server sent no message', () => {
    expect(failureDescription(new HttpError(502, 'Bad Gateway', ''))).toBe('502: Bad Gateway');
  });

  it('says what failed for a network error', () => {
    expect(failureDescription(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});

describe('fieldErrors', () => {
  it('puts validation issues on their fields', () => {
    const error = httpError(400, {
      error: 'validation',
      message: 'Valid email is required',
      issues: [
        { path: 'email', message: 'Valid email is required' },
        { path: 'other', message: 'ignored' },
      ],
    });
    expect(fieldErrors(error, ['email', 'password'])).toEqual({ email: 'Valid email is required' });
  });

  it('puts a taken email on the email field', () => {
    const error = httpError(409, { error: 'conflict', message: 'Email already in use' });
    expect(fieldErrors(error, ['accountId', 'email', 'password'])).toEqual({ email: 'Email already in use' });
    expect(fieldErrors(error, ['businessName'])).toEqual({});
  });

  it('leaves the fields alone for other failures', () => {
    expect(fieldErrors(httpError(500, { error: 'x', message: 'boom' }), ['email'])).toEqual({});
    expect(fieldErrors(new Error('offline'), ['email'])).toEqual({});
  });
});
