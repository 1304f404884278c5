import { describe, expect, it } from 'vitest';
import { resolveImageUrl } from './image-url.ts';

describe('resolveImageUrl', () => {
  const origin = 'https://studio.example.com';

  it('keeps http(s) addresses', () => {
    expect(resolveImageUrl('https://cdn.example.com/a.jpg', origin)).toBe('https://cdn.example.com/a.jpg');
    expect(resolveImageUrl('HTTP://cdn.example.com/a.jpg', origin)).toBe('HTTP://cdn.example.com/a.jpg');
  });

  it("resolves other paths against the site's origin", () => {
    expect(resolveImageUrl('/uploads/a.jpg', origin)).toBe('https://studio.example.com/uploads/a.jpg');
    expect(resolveImageUrl('uploads/a.jpg', origin)).toBe('https://studio.example.com/uploads/a.jpg');
  });

  it('has nothing for a missing image', () => {
    expect(resolveImageUrl(null, origin)).toBeNull();
    expect(resolveImageUrl('', origin)).toBeNull();
  });
});
