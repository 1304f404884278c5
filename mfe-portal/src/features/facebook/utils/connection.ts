import type {
  FacebookPage,
  FacebookPagesResponse,
  InstagramAccount,
  SaveSelectedPagesRequest,
  SelectedPagesResponse,
} from '@studio/contracts';

/** Placeholder entries the client ignores. */
const SAMPLE_IDS = new Set(['sample', 'ig_sample']);

export type Connection = {
  connected: boolean;
  pages: FacebookPage[];
  accounts: InstagramAccount[];
  source: string | null;
  reconnectRequired: boolean;
  /** The Facebook user whose login is connected, when the server knows it. */
  userName: string | null;
};

export const notConnected: Connection = {
  connected: false,
  pages: [],
  accounts: [],
  source: null,
  reconnectRequired: false,
  userName: null,
};

/**
 * What the pages answer means: sample entries dropped; no token, or only a sample page,
 * is not connected; a refused token asks for a reconnection.
 */
export function connectionOf(response: FacebookPagesResponse | undefined): Connection {
  if (!response) return notConnected;
  const pages = response.facebookPages.filter((page) => !SAMPLE_IDS.has(page.id));
  const accounts = response.instagramAccounts.filter((account) => !SAMPLE_IDS.has(account.id));
  const onlySamples = response.facebookPages.length > 0 && pages.length === 0;
  const reconnectRequired = response.reconnectRequired === true;
  const connected =
    response.success &&
    response.connected &&
    response.source !== 'no_token' &&
    !onlySamples &&
    !reconnectRequired;
  return {
    connected,
    pages: connected ? pages : [],
    accounts: connected ? accounts : [],
    source: response.source,
    reconnectRequired,
    userName: connected ? (response.facebookUserName ?? null) : null,
  };
}

/** A checkbox's key: a page and an Instagram account may share an id. */
export const pageKey = (id: string) => `facebook:${id}`;
export const accountKey = (id: string) => `instagram:${id}`;

/** The checkboxes ticked from what was saved before, limited to what the connection still offers. */
export function savedSelection(
  saved: SelectedPagesResponse['selectedPages'] | undefined,
  connection: Connection,
): ReadonlySet<string> {
  const offered = new Set([
    ...connection.pages.map((page) => pageKey(page.id)),
    ...connection.accounts.map((account) => accountKey(account.id)),
  ]);
  const keys = (saved ?? [])
    .filter((page) => page.isActive !== false)
    .map((page) =>
      page.platform === 'instagram' ? accountKey(page.instagramId ?? page.pageId) : pageKey(page.pageId),
    );
  return new Set(keys.filter((key) => offered.has(key)));
}

/** What POST /api/selected-pages receives for the ticked pages and accounts. */
export function selectedPagesPayload(
  selection: ReadonlySet<string>,
  connection: Connection,
): SaveSelectedPagesRequest['pages'] {
  const pages = connection.pages
    .filter((page) => selection.has(pageKey(page.id)))
    .map((page) => ({
      pageId: page.id,
      pageName: page.name,
      pageCategory: page.category,
      platform: 'facebook' as const,
      isActive: true,
      instagramId: null,
      instagramUsername: null,
    }));
  const accounts = connection.accounts
    .filter((account) => selection.has(accountKey(account.id)))
    .map((account) => ({
      pageId: account.pageId ?? account.id,
      pageName: account.name,
      pageCategory: 'Instagram',
      platform: 'instagram' as const,
      isActive: true,
      instagramId: account.id,
      instagramUsername: account.username,
    }));
  return [...pages, ...accounts];
}
