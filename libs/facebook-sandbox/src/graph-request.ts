import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';

/** Graph takes parameters in the query or the body, form or JSON; so does the sandbox. */
export async function paramsOf(c: Context): Promise<Record<string, string>> {
  const params: Record<string, string> = { ...c.req.query() };
  const type = c.req.header('Content-Type') ?? '';
  if (type.includes('application/json')) {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    for (const [k, v] of Object.entries(body)) if (v !== undefined && v !== null) params[k] = String(v);
  } else if (type.includes('form')) {
    for (const [k, v] of Object.entries(await c.req.parseBody())) if (typeof v === 'string') params[k] = v;
  }
  const bearer = c.req.header('Authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) params.access_token = bearer;
  return params;
}

/** A new object id, as Graph's numeric ids look. */
export const newId = () => String(BigInt(`0x${randomBytes(6).toString('hex')}`));

/** Graph's time format: 2026-01-01T10:00:00+0000. */
export const graphTime = (iso: string) => iso.replace(/\.\d{3}Z$/, '+0000');
