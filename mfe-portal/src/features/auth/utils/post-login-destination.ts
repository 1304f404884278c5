import { type MemberRole, type SetupStatus, SetupStep } from '@studio/contracts';
import { paths, portalPage, portalPrefixes, portalStep } from '@studio/web';

/** Pages that lead back to a login form: never a destination after signing in. */
const loginPaths: readonly string[] = [paths.home, paths.login, paths.businessLogin, paths.admin];

// Any fixed origin works: a path stays on it only when it names a page of the same site.
const probeOrigin = 'https://same-site.invalid';

/**
 * The path itself when it is a page of the business portal, else null. Refuses absolute and
 * protocol-relative URLs ('//evil.example', '/\evil.example', '/\t/evil.example') so a crafted link
 * cannot send a user who just signed in to another site (an open redirect), and any path outside the
 * portal's pages (`/api/...`, `/uploads/...`, the admin area): a link cannot make the browser call the API.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    // Not parseable as a URL at all: not a page to go to.
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  if (loginPaths.includes(url.pathname)) return null;
  if (!portalPrefixes.some((prefix) => url.pathname.startsWith(`${prefix}/`))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export type DestinationSources = {
  /** The `redirect` query parameter of the login page. */
  redirect: string | null;
  /** Reads (and forgets) the path the business guard saved. */
  takeReturnPath: () => string | null;
  getSetupStatus: () => Promise<SetupStatus>;
  /** The signed-in user's role in the account (owner when it cannot tell). */
  getMemberRole?: () => Promise<MemberRole | undefined>;
};

/**
 * Where a business goes after signing in: the redirect parameter, else the stored return
 * path, else its own work: a medical reviewer's is «Ιατρικός έλεγχος»; anyone else's the first setup step
 * not done yet (when that check fails, the setup step).
 */
export async function postLoginDestination(sources: DestinationSources): Promise<string> {
  const redirect = sameSitePath(sources.redirect);
  // Read the stored path even when the redirect wins, so it cannot resurface at a later login.
  const returnPath = sameSitePath(sources.takeReturnPath());
  const chosen = redirect ?? returnPath;
  if (chosen) return chosen;

  const role = await sources.getMemberRole?.().catch(() => undefined);
  if (role === 'medical_reviewer') return portalPage('/business', 'medical-review');

  try {
    const status = await sources.getSetupStatus();
    const step = SetupStep.safeParse(status?.nextStep);
    return portalStep('/business', step.success ? step.data : 'setup');
  } catch {
    // An error in this check leads to the setup step.
    return portalStep('/business', 'setup');
  }
}
