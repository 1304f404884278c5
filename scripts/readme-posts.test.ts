import { describe, expect, it } from 'vitest';
import { readmePosts, readmeSection } from './readme-posts.ts';

describe("README's posts of each kind of product", () => {
  it('are the posts the offline writer writes today (npx tsx scripts/readme-posts.ts --write)', () => {
    expect(readmeSection()).toBe(readmePosts());
  });
});
