import { CONTRACT_BREACH } from '../answer-check.ts';

type RequestingApp = {
  request: (
    input: Request | string | URL,
    init?: RequestInit,
    ...rest: never[]
  ) => Response | Promise<Response>;
};

/**
 * Makes the app's `request` throw when an answer broke its route's contract: the service's own check
 * (`answerChecksOn`, on in tests) replaced it by 500 `contract`, which a test that does not look at the
 * answer would not notice. The error names the route and what differs. The app itself is changed, so the
 * tests that call `service.app.request` directly are held to it too.
 */
export function throwOnContractBreaches<A extends RequestingApp>(app: A): A {
  const request = app.request.bind(app);
  app.request = (async (input: Request | string | URL, init?: RequestInit, ...rest: never[]) => {
    const res = await request(input, init, ...rest);
    if (res.status !== 500) return res;
    const body = (await res
      .clone()
      .json()
      .catch(() => null)) as { error?: string; message?: string } | null;
    if (body?.error === CONTRACT_BREACH) throw new Error(body.message);
    return res;
  }) as A['request'];
  return app;
}
