/**
 * @studio/web/testing: what the remotes' screen tests share. Test code only: no production module
 * imports this entry, so it never reaches a bundle.
 *
 * - renderWithProviders(url, routes): the shell's providers (theme, toasts, SWR with a fresh cache)
 *   around an in-memory react-router at `url`; `routes` are react-router <Route>s (the best match wins);
 *   the current location shows under the test id `location`.
 * - landing(path): a stub route that says 'landed on {path}'.
 * - resetBrowserBetweenTests(): empty storages before each test; unmount, unstub fetch, restore spies after.
 * - fakeApi({ 'METHOD /path': handler }): replaces fetch, returns the calls made (key, body, authorization).
 * - refused(status, message, error?): an error answer in the platform's one shape.
 * - catalogueProduct(id, name, fields): a catalogue product as the API answers it.
 */
export { catalogueProduct } from './catalogue-product.ts';
export { type Answer, type ApiCall, fakeApi, refused } from './fake-api.ts';
export { landing, renderWithProviders, resetBrowserBetweenTests } from './render-with-providers.tsx';
