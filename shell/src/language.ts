import { prefixOf } from '@studio/web';

/** The shell speaks the language of the page it frames. */
export type Language = 'en' | 'el';

/** Greek in the business area (the login at / and /login included), English everywhere else. */
export function languageOf(pathname: string): Language {
  if (pathname === '/' || pathname === '/login') return 'el';
  const businessArea =
    prefixOf(pathname) === '/portal' || pathname === '/business' || pathname.startsWith('/business/');
  return businessArea ? 'el' : 'en';
}
