/**
 * The sign-in form painted with the page itself: before any JavaScript, a login page shows
 * its form (the SPEC's texts) instead of a blank page and a spinner while about 1 MB of code downloads.
 * It is plain HTML outside React's root, with no <form> (nothing can be sent before the real form is
 * there); the shell hands what was typed in it to the real form once that mounts, then removes it.
 */

type Skeleton = {
  lang: 'el' | 'en';
  title: string;
  subtitle: string;
  fields: { label: string; name: string; type: string; autocomplete: string; placeholder?: string }[];
  submit: string;
};

const business: Skeleton = {
  lang: 'el',
  title: 'Σύνδεση επιχείρησης',
  subtitle: 'Συνδεθείτε για να διαχειριστείτε τις αναρτήσεις της επιχείρησής σας.',
  fields: [
    {
      label: 'Email',
      name: 'email',
      type: 'email',
      autocomplete: 'username',
      placeholder: 'name@business.gr',
    },
    { label: 'Κωδικός πρόσβασης', name: 'password', type: 'password', autocomplete: 'current-password' },
  ],
  submit: 'Σύνδεση',
};

const admin: Skeleton = {
  lang: 'en',
  title: 'Admin Dashboard',
  subtitle: 'Sign in to your account',
  fields: [
    { label: 'Username', name: 'username', type: 'text', autocomplete: 'username' },
    { label: 'Password', name: 'password', type: 'password', autocomplete: 'current-password' },
  ],
  submit: 'Sign in',
};

/** The login pages (SPEC routes) and the form each shows. */
const SKELETONS: Record<string, Skeleton> = {
  '/': business,
  '/login': business,
  '/business/login': business,
  '/admin': admin,
  '/admin/': admin,
};

/** The user's theme as the shell keeps it in the `theme` cookie (libs/ui theme-mode.tsx); light by default. */
export type SkeletonTheme = 'light' | 'dark' | 'system';

/** The two themes' colours (libs/ui theme.ts) as the skeleton's custom properties. */
const LIGHT =
  '--bg:#f4f7f9;--surface:#fff;--text:#102a35;--muted:#4d6470;--border:#d3dee4;--primary:#0b7273;--on-primary:#fff;--focus:#1d74d8;--shadow:0 4px 12px rgba(16,42,53,.08),0 2px 4px rgba(16,42,53,.06);color-scheme:light';
const DARK =
  '--bg:#0c161c;--surface:#13212a;--text:#e4eef2;--muted:#9db2bd;--border:#2a3f4b;--primary:#3cc8c0;--on-primary:#04211f;--focus:#7cc4ff;--shadow:0 4px 14px rgba(0,0,0,.45);color-scheme:dark';

function themeStyle(theme: SkeletonTheme): string {
  if (theme === 'dark') return `body{background:#0c161c}#sign-in-skeleton{${DARK}}`;
  const light = `#sign-in-skeleton{${LIGHT}}`;
  return theme === 'system'
    ? `${light}@media (prefers-color-scheme:dark){body{background:#0c161c}#sign-in-skeleton{${DARK}}}`
    : light;
}

const STYLE = `
body{margin:0}
#sign-in-skeleton{min-height:100vh;box-sizing:border-box;display:grid;place-items:center;padding:24px 16px;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
#sign-in-skeleton .card{width:100%;max-width:420px;background:var(--surface);border:1px solid var(--border);border-radius:12px;padding:32px 28px;box-shadow:var(--shadow);box-sizing:border-box}
#sign-in-skeleton h1{margin:0 0 4px;font-size:24px;line-height:1.25}
#sign-in-skeleton p{margin:0 0 24px;color:var(--muted);font-size:15px}
#sign-in-skeleton label{display:block;margin:0 0 16px;font-weight:600;font-size:14px}
#sign-in-skeleton input{display:block;box-sizing:border-box;width:100%;margin-top:6px;padding:10px 12px;border:1px solid var(--border);border-radius:8px;font:inherit;font-weight:400;color:inherit;background:var(--surface)}
#sign-in-skeleton input:focus{outline:2px solid var(--focus);outline-offset:1px}
#sign-in-skeleton button{width:100%;margin-top:8px;padding:11px 16px;border:0;border-radius:8px;background:var(--primary);color:var(--on-primary);font:inherit;font-weight:600;opacity:.75;cursor:progress}
`;

/** The `theme` cookie's value, or light for none or anything else. */
export function skeletonTheme(cookie: string | undefined): SkeletonTheme {
  return cookie === 'dark' || cookie === 'system' ? cookie : 'light';
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/** The skeleton of a login page's path, or null for any other page. */
export function signInSkeleton(pathname: string, theme: SkeletonTheme = 'light'): string | null {
  const skeleton = SKELETONS[pathname];
  if (!skeleton) return null;
  const fields = skeleton.fields
    .map(
      (f) =>
        `<label>${escapeHtml(f.label)}<input name="${f.name}" type="${f.type}" autocomplete="${f.autocomplete}"${f.placeholder ? ` placeholder="${escapeHtml(f.placeholder)}"` : ''}></label>`,
    )
    .join('');
  return `<div id="sign-in-skeleton" lang="${skeleton.lang}"><style>${STYLE}${themeStyle(theme)}</style><main class="card" aria-busy="true"><h1 elementtiming="sign-in-form">${escapeHtml(skeleton.title)}</h1><p>${escapeHtml(skeleton.subtitle)}</p>${fields}<button type="button" disabled>${escapeHtml(skeleton.submit)}</button></main></div>`;
}

/** The page's HTML with the skeleton after React's root, for a login page. */
export function withSignInSkeleton(html: string, pathname: string, theme: SkeletonTheme = 'light'): string {
  const skeleton = signInSkeleton(pathname, theme);
  if (!skeleton) return html;
  // The built page is minified: `<div id=root></div>`.
  return html.replace(/<div id=("?)root\1><\/div>/, (root) => `${root}${skeleton}`);
}
