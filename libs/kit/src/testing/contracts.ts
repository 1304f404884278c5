import { ErrorBody, routeOf } from '@studio/contracts';
import type { z } from 'zod';

type RequestingApp = {
  request: (
    input: Request | string | URL,
    init?: RequestInit,
    ...rest: never[]
  ) => Response | Promise<Response>;
};

/**
 * Makes every answer of the app's `request` checked against its route's contract (libs/contracts'
 * route table): a success answer with the route's response schema, an error with ErrorBody. An answer
 * of another shape throws, so the test that asked fails, naming the route and what differs. The app
 * itself is changed, so the tests that call `service.app.request` directly are checked too.
 */
export function checkAnswersAgainstContracts<A extends RequestingApp>(app: A): A {
  const request = app.request.bind(app);
  app.request = (async (input: Request | string | URL, init?: RequestInit, ...rest: never[]) => {
    const res = await request(input, init, ...rest);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const url = input instanceof Request ? input.url : String(input);
    await checkAnswer(method.toUpperCase(), new URL(url, 'http://service.test').pathname, res);
    return res;
  }) as A['request'];
  return app;
}

async function checkAnswer(method: string, path: string, res: Response): Promise<void> {
  const route = routeOf(method, path);
  if (!route || (res.status >= 300 && res.status < 400)) return;
  const json = (res.headers.get('Content-Type') ?? '').includes('application/json');
  const { response } = route.entry;
  const where = `${method} ${path} (${route.key}) answered ${res.status}`;
  if (res.status >= 400) {
    // A page's refusal is a page (an expired link's): only a JSON route must refuse in JSON.
    if (json) return parse(ErrorBody, await res.clone().json(), `${where}: not the error contract`);
    if (typeof response !== 'string') throw new Error(`${where} with no JSON error body`);
    return;
  }
  if (typeof response === 'string') {
    if (json) throw new Error(`${where} with JSON where its contract says ${response}`);
    return;
  }
  if (!json) throw new Error(`${where} with ${res.headers.get('Content-Type')} where its contract says JSON`);
  return parse(response, await res.clone().json(), `${where}: not its response contract`);
}

function parse(schema: z.ZodType, body: unknown, what: string): void {
  const result = schema.safeParse(body);
  if (result.success) return;
  const issues = result.error.issues.map((i) => `  ${i.path.join('.') || '(body)'}: ${i.message}`).join('\n');
  throw new Error(`${what}\n${issues}\nbody: ${JSON.stringify(body).slice(0, 500)}`);
}
