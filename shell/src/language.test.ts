import { describe, expect, it } from 'vitest';
import { languageOf } from './language.ts';

describe('the language of a page', () => {
  it.each([
    '/',
    '/login',
    '/business',
    '/business/login',
    '/business/setup',
    '/portal',
    '/portal/facebook-pages',
  ])('is Greek in the business area: %s', (path) => expect(languageOf(path)).toBe('el'));

  it.each([
    '/admin',
    '/admin/dashboard/accounts',
    '/terms-of-service',
    '/facebook-test',
    '/businessx',
    '/nowhere',
  ])('is English elsewhere: %s', (path) => expect(languageOf(path)).toBe('en'));
});
