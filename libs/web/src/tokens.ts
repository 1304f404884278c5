/**
 * Where the browser keeps sign-in tokens.
 *
 * The admin token lives in localStorage under `auth_token`. The business token lives under
 * `business_token` (older clients wrote `businessToken`, so it is still read). When an admin opens a
 * business portal in a new tab, that tab's business token is kept in sessionStorage so it never
 * leaks into the admin's other tabs.
 */
export const tokenKeys = {
  admin: 'auth_token',
  business: 'business_token',
  legacyBusiness: 'businessToken',
} as const;

/** The two signed-in areas, each with its own token and sign-in. */
export type Area = 'admin' | 'business';

const returnPathKeys: Record<Area, string> = {
  admin: 'admin_return_path',
  business: 'business_return_path',
};

function read(storage: Storage, key: string): string | null {
  const value = storage.getItem(key);
  return value ? value : null;
}

export function getAdminToken(): string | null {
  return read(localStorage, tokenKeys.admin);
}

/** The token a business call sends: this tab's own business token first, then the shared ones. */
export function getBusinessToken(): string | null {
  return (
    read(sessionStorage, tokenKeys.business) ??
    read(localStorage, tokenKeys.business) ??
    read(localStorage, tokenKeys.legacyBusiness) ??
    read(localStorage, tokenKeys.admin)
  );
}

export function setAdminToken(token: string): void {
  localStorage.setItem(tokenKeys.admin, token);
}

/** Forgets the admin token (one the server refused), leaving any business token in place. */
export function clearAdminToken(): void {
  localStorage.removeItem(tokenKeys.admin);
}

/** `perTab` keeps the token in this tab only (an admin acting for a business). */
export function setBusinessToken(token: string, options: { perTab?: boolean } = {}): void {
  if (options.perTab) {
    sessionStorage.setItem(tokenKeys.business, token);
    return;
  }
  // A stale per-tab token would otherwise win over the one just issued.
  sessionStorage.removeItem(tokenKeys.business);
  localStorage.setItem(tokenKeys.business, token);
}

/** Ends acting for a business in this tab: its per-tab token goes, the tokens of other tabs stay. */
export function clearTabBusinessToken(): void {
  sessionStorage.removeItem(tokenKeys.business);
}

export function clearBusinessToken(): void {
  sessionStorage.removeItem(tokenKeys.business);
  localStorage.removeItem(tokenKeys.business);
  localStorage.removeItem(tokenKeys.legacyBusiness);
}

/** Logout: every token in both storages and all session data. The theme choice stays. */
export function clearAllTokens(): void {
  for (const key of Object.values(tokenKeys)) localStorage.removeItem(key);
  sessionStorage.clear();
}

/** A guard remembers where the user was going, so signing in can send them back. */
export function saveReturnPath(area: Area, path: string): void {
  sessionStorage.setItem(returnPathKeys[area], path);
}

/** Reads the remembered path once: a second sign-in must not jump back to an old page. */
export function takeReturnPath(area: Area): string | null {
  const key = returnPathKeys[area];
  const path = sessionStorage.getItem(key);
  sessionStorage.removeItem(key);
  return path;
}
