/**
 * @studio/web: the browser's API client and the constants every front end shares.
 * A shared singleton of Module Federation: the shell and both remotes use one copy.
 *
 * - isExpiredToken(error): a 401 'Token expired' or 'Invalid token' (the session ended).
 * - isTokenRefusal(error): whether the server refused a token (401/403), as opposed to no answer at all.
 * - api(path, { method, json, body, as, signal }): fetch with credentials and the bearer token;
 *   as 'business' (default) sends the business token, else the admin one; as 'admin' sends only
 *   the admin token. Resolves to parsed JSON or null (204/empty). Throws HttpError.
 * - apiDownload(path, fallbackName, options) / downloadRoute(key, fallbackName, parts): fetch a file
 *   (a CSV or PDF export) with the token and have the browser save it under its Content-Disposition name.
 * - HttpError: status, body, serverMessage, retryAfterSeconds; message is '{status}: {body text or status text}'.
 * - errorMessage(error, fallback): the server's message for a toast, else the fallback.
 * - onUnauthorized(area, handler): called after a call of that area ('admin' or 'business') got 401
 *   'Token expired' or 'Invalid token' (its token is already cleared); each area's guard leaves for
 *   its sign-in with sessionEndedState(), and the sign-in says so (isSessionEnded(location.state)).
 * - useUnsavedWork(label, unsaved): an open dialog with typed input names itself, so a session that
 *   ends meanwhile tells the user what was not saved.
 * - Tokens: getAdminToken, getBusinessToken, setAdminToken, setBusinessToken(t, { perTab }),
 *   clearAdminToken (a refused admin token), clearBusinessToken, clearTabBusinessToken (an admin
 *   stops acting for a business in this tab), clearAllTokens (logout),
 *   saveReturnPath(area, path) / takeReturnPath(area) (the guards, then the sign-in).
 * - SWR: swrConfig (the platform's settings, default fetcher; the shell provides it at the root),
 *   fetcher (GET the key, or key[0]); the admin's screens call apiRequest(key, { as: 'admin' }).
 * - Routes: paths, adminSections / isAdminSection, portalPrefixes, portalSteps, portalStep(prefix, step),
 *   portalPages / portalPage(prefix, page) (screens beside the steps: the calendar, the media library),
 *   usePortalPrefix() ('/portal' or '/business' from the current location), prefixOf(pathname).
 * - browserClock(): the time now, the one read of the browser's clock.
 * - Contacts: SUPPORT_EMAIL, PRIVACY_EMAIL.
 * - useDocumentTitle(title): the tab reads '{title} · Post Studio' while the screen is shown.
 * - useDebouncedValue(value, ms): a value once it has stopped changing (search boxes that ask the server).
 * - useCountdown({ seconds, started }): the seconds left of a wait (a 429's Retry-After, which
 *   HttpError's retryAfterSeconds holds), counting down to 0; the sign-in screens show it.
 * - Module Federation contract (types only): AdminScreens, PortalScreens, RemoteScreens: the named
 *   components each remote's `./screens` module must export.
 */
export {
  type ApiOptions,
  api,
  apiDownload,
  endReasonOf,
  errorMessage,
  expiredTokenMessages,
  HttpError,
  isExpiredToken,
  isTokenRefusal,
  onUnauthorized,
  type SessionEnd,
} from './api.ts';
export { apiRequest, downloadRoute, type RequestParts, routePath } from './api-request.ts';
export { browserClock } from './clock.ts';
export { PRIVACY_EMAIL, SUPPORT_EMAIL } from './contacts.ts';
export { useCountdown } from './countdown.ts';
export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './debounced-value.ts';
export { useDocumentTitle } from './document-title.ts';
export {
  type AdminSection,
  adminSections,
  isAdminSection,
  type PortalPage,
  type PortalPrefix,
  type PortalStep,
  paths,
  portalPage,
  portalPages,
  portalPrefixes,
  portalStep,
  portalSteps,
  prefixOf,
  usePortalPrefix,
} from './paths.ts';
export type { AdminScreens, PortalScreens, RemoteScreens } from './remote-contract.ts';
export {
  isSessionEnded,
  type SessionEnded,
  type SessionEndReason,
  sessionEndedState,
  useUnsavedWork,
} from './session-end.ts';
export { fetcher, type QueryKey, swrConfig } from './swr.ts';
export {
  type Area,
  clearAdminToken,
  clearAllTokens,
  clearBusinessToken,
  clearTabBusinessToken,
  getAdminToken,
  getBusinessToken,
  saveReturnPath,
  setAdminToken,
  setBusinessToken,
  takeReturnPath,
  tokenKeys,
} from './tokens.ts';
