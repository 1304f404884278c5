import { describe, expect, it } from 'vitest';
import { shortLogLine } from './logger.ts';

describe('short log lines, for a terminal', () => {
  it('gives a request its time, level, method, path, status and duration', () => {
    const request = {
      level: 30,
      time: '2026-11-25T11:19:05.950Z',
      service: 'svc-auth',
      msg: 'request',
      method: 'GET',
      path: '/api/x',
      status: 200,
      ms: 3,
    };
    expect(shortLogLine(JSON.stringify(request))).toBe('11:19:05 INFO request GET /api/x 200 3 ms');
  });

  it('gives an error its message without the stack, and leaves a line that is not JSON as it is', () => {
    const failed = {
      level: 50,
      time: '2026-11-25T11:19:06.000Z',
      msg: 'publishing failed',
      err: { message: 'boom', stack: 'Error: boom\n    at x' },
    };
    expect(shortLogLine(JSON.stringify(failed))).toBe('11:19:06 ERROR publishing failed — boom');
    expect(shortLogLine('Seeded admin login: admin / x at /admin')).toBe(
      'Seeded admin login: admin / x at /admin',
    );
  });
});
