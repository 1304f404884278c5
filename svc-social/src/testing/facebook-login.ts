import { MetaFeature } from '@studio/contracts';

/** Where Facebook sends the browser back to after its login dialog. */
export const CALLBACK_PATH = '/api/auth/facebook/callback';
/** The platform's address a test's browser uses unless it names another. */
export const PUBLIC_URL = 'http://portal.test';

/** A call to svc-social as the gateway forwards it: a business's token, a JSON body, the browser's cookie and address. */
export type HarnessRequest = (
  method: string,
  path: string,
  options?: { token?: string; json?: unknown; cookie?: string; origin?: string },
) => Promise<Response>;

const unescapeHtml = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/**
 * The Facebook login as a business's browser goes through it: the connect ticket, Facebook's consent
 * page (its links and its "Edit access" form), the callback with the browser's login cookie, and the
 * choice of pages. `browse` fetches a page of the dialog wherever it is served.
 */
export function facebookLogin(request: HarnessRequest, browse: (url: string) => Promise<Response>) {
  /** The login cookie each started login's browser holds, by its state. */
  const browserCookies = new Map<string, string>();

  const login = {
    /**
     * A one-time connect ticket (turning `features` on; default every one, as most tests need the
     * inbox's and the insights' permissions), then GET /connect with it from the browser at `origin`
     * (default PUBLIC_URL): where it sends the browser, as an absolute URL (its cookie kept).
     */
    async startLogin(
      token: string,
      origin = PUBLIC_URL,
      features: MetaFeature[] = [...MetaFeature.options],
    ): Promise<string> {
      const ticket = await request('POST', '/api/auth/facebook/connect-ticket', {
        token,
        origin,
        json: { features },
      });
      if (ticket.status !== 200) throw new Error(`connect-ticket answered ${ticket.status}`);
      // The ticket's cookie, which the browser sends back to /connect.
      const browser = ticket.headers.get('Set-Cookie')?.split(';')[0];
      const res = await request('GET', (await ticket.json()).url, { origin, cookie: browser });
      if (res.status !== 302) throw new Error(`connect answered ${res.status}`);
      const location = new URL(res.headers.get('Location')!, origin).toString();
      const state = new URL(location).searchParams.get('state');
      const cookie = res.headers
        .getSetCookie()
        .find((c) => c.startsWith('ps_fb_login='))
        ?.split(';')[0];
      if (state && cookie) browserCookies.set(state, cookie);
      return location;
    },
    /** The consent page's choice: the callback URL Facebook sends the browser back to. */
    async consent(
      dialogUrl: string,
      choice: 'allow' | 'deny',
      { declined = [] }: { declined?: string[] } = {},
    ): Promise<string> {
      const page = await browse(dialogUrl);
      const html = await page.text();
      const link =
        declined.length > 0 && choice === 'allow'
          ? editedAccessLink(html, declined)
          : [...html.matchAll(/href="([^"]+)"/g)]
              .map((m) => unescapeHtml(m[1]!))
              .find((l) => l.includes(`decision=${choice}`));
      if (!link) throw new Error(`no ${choice} link on the consent page (${page.status})`);
      const decided = await browse(new URL(link, dialogUrl).toString());
      return decided.headers.get('Location')!;
    },
    /**
     * Follows the callback inside the service, from the browser that started that login (its cookie)
     * unless another cookie is given: where the browser ends up.
     */
    async callback(callbackUrl: string, cookie?: string): Promise<string> {
      const url = new URL(callbackUrl);
      if (url.pathname !== CALLBACK_PATH) throw new Error(`unexpected callback ${callbackUrl}`);
      const res = await request('GET', `${url.pathname}${url.search}`, {
        cookie: cookie ?? browserCookies.get(url.searchParams.get('state') ?? ''),
        origin: url.origin,
      });
      return res.headers.get('Location')!;
    },
    /**
     * The whole Facebook login, consented (less the `declined` permissions, unticked on the consent
     * page), from the browser at `origin`: where the browser ends up.
     */
    async connect(token: string, origin = PUBLIC_URL, declined: string[] = []): Promise<string> {
      return login.callback(
        await login.consent(await login.startLogin(token, origin), 'allow', { declined }),
      );
    },
    /**
     * Connects Facebook (unless `connect` is false: already connected) and selects the first page (and its
     * Instagram account, and the second page inactive).
     */
    async selectPages(
      token: string,
      {
        instagram = true,
        inactiveSecond = false,
        declined = [],
        connect = true,
      }: { instagram?: boolean; inactiveSecond?: boolean; declined?: string[]; connect?: boolean } = {},
    ) {
      if (connect) await login.connect(token, PUBLIC_URL, declined);
      const { facebookPages, instagramAccounts } = await (
        await request('GET', '/api/facebook/pages', { token })
      ).json();
      const [first, second] = facebookPages as { id: string; name: string }[];
      const ig = (instagramAccounts as { id: string; name: string; username: string; pageId: string }[])[0]!;
      const pages = [
        { pageId: first!.id, pageName: first!.name, platform: 'facebook' },
        ...(instagram
          ? [
              {
                pageId: ig.pageId,
                pageName: ig.name,
                platform: 'instagram',
                instagramId: ig.id,
                instagramUsername: ig.username,
              },
            ]
          : []),
        ...(inactiveSecond
          ? [{ pageId: second!.id, pageName: second!.name, platform: 'facebook', isActive: false }]
          : []),
      ];
      const res = await request('POST', '/api/selected-pages', { token, json: { pages } });
      if (res.status !== 200) throw new Error(`saving pages answered ${res.status}`);
      return { page: first!, instagram: ig, second: second! };
    },
  };
  return login;
}

/** "Edit access" on the consent page: its form's address with the permissions left ticked. */
function editedAccessLink(html: string, declined: string[]): string | undefined {
  const action = unescapeHtml(html.match(/<form method="get" action="([^"]+)"/)?.[1] ?? '');
  const query = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    query.append(unescapeHtml(name!), unescapeHtml(value!));
  for (const [, value] of html.matchAll(/<input type="checkbox" name="granted" value="([^"]+)"/g))
    if (!declined.includes(unescapeHtml(value!))) query.append('granted', unescapeHtml(value!));
  return action ? `${action}?${query}` : undefined;
}
