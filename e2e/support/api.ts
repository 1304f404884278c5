import { expect } from 'vitest';

export type CallInit = { method?: string; json?: unknown; form?: FormData };

/** Calls the platform through the gateway, as a screen would: the status and the JSON body. */
export async function callApi(baseUrl: string, path: string, token: string, init: CallInit = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the answers' fields freely
  return { status: res.status, body: (await res.json()) as any };
}

/** The same call, which must succeed: the JSON body. */
export async function okApi(baseUrl: string, path: string, token: string, init: CallInit = {}) {
  const { status, body } = await callApi(baseUrl, path, token, init);
  expect(status, `${init.method ?? 'GET'} ${path}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return body;
}
