import type { KitEnv } from '@studio/kit';
import type { Context } from 'hono';
import { refuseBlockedFields } from '../compliance/blocked-fields.ts';
import type { Scope } from './queries.ts';

/** The admin works on the catalogue's library (in English), a business on its own (in Greek). */
export const scopeOf = (c: Context<KitEnv>): Scope => c.get('auth').accountId;

/** An alt text is published with the image: a `block` term in it is refused, in the library's language. */
export const refuseBlockedAltText = (scope: Scope, altText: string | null | undefined) =>
  refuseBlockedFields([{ field: 'altText', text: altText }], scope === null ? 'en' : 'el');
