import { describe, expect, it } from 'vitest';
import { localOrigins, publicOrigins } from './public-origins.ts';

const from = (origin: string) => {
  const { protocol, host } = new URL(origin);
  return new Request('http://127.0.0.1:4003/api/x', {
    headers: { 'X-Forwarded-Proto': protocol.slice(0, -1), 'X-Forwarded-Host': host },
  });
};

describe('public origins', () => {
  const origins = publicOrigins('https://studio.example/, http://127.0.0.1:8080');

  it('keeps the listed origins in order, the first being the canonical one', () => {
    expect(origins.all).toEqual(['https://studio.example', 'http://127.0.0.1:8080']);
    expect(origins.canonical).toBe('https://studio.example');
  });

  it('answers the address the browser used when it is listed', () => {
    expect(origins.of(from('http://127.0.0.1:8080'))).toBe('http://127.0.0.1:8080');
    expect(origins.of(from('https://studio.example'))).toBe('https://studio.example');
  });

  it('answers the canonical origin for any other Host, so a forged one never makes a link', () => {
    expect(origins.of(from('https://attacker.example'))).toBe('https://studio.example');
    expect(origins.of(from('http://studio.example'))).toBe('https://studio.example');
    expect(origins.knows(from('https://attacker.example'))).toBe(false);
    expect(origins.of(new Request('http://localhost/api/x'))).toBe('https://studio.example');
  });

  it('reads the request URL itself when no gateway forwarded it', () => {
    expect(origins.of(new Request('http://127.0.0.1:8080/api/x'))).toBe('http://127.0.0.1:8080');
  });

  it('turns a URL on one of its origins into a path, and leaves others alone', () => {
    expect(origins.local('http://127.0.0.1:8080/uploads/a.jpg?v=1')).toBe('/uploads/a.jpg?v=1');
    expect(origins.local('https://studio.example/uploads/a.jpg')).toBe('/uploads/a.jpg');
    expect(origins.local('https://images.example/a.jpg')).toBe('https://images.example/a.jpg');
  });

  it("lists this machine's loopback addresses on the port, localhost first", () => {
    const local = localOrigins(8080);
    expect(local[0]).toBe('http://localhost:8080');
    expect(local).toEqual(expect.arrayContaining(['http://127.0.0.1:8080', 'http://[::1]:8080']));
  });
});
