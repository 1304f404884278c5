import { MIN_PASSWORD_LENGTH } from '@studio/contracts';
import { escapeHtml, standalonePage, standalonePageCsp } from '@studio/kit';
import type { LinkRefusal } from './links.ts';

export const PASSWORD_PAGE_CSP = standalonePageCsp();

export const PAGE_TEXTS = {
  invitationTitle: 'Ορισμός κωδικού πρόσβασης',
  resetTitle: 'Νέος κωδικός πρόσβασης',
  password: 'Κωδικός πρόσβασης',
  confirm: 'Επιβεβαίωση κωδικού',
  submit: 'Αποθήκευση κωδικού',
  invitedTo: (business: string) => `Σας προσκάλεσαν στον λογαριασμό «${business}» στο Post Studio.`,
  accountOf: (business: string) => `Λογαριασμός «${business}»`,
  rules: `Τουλάχιστον ${MIN_PASSWORD_LENGTH} χαρακτήρες. Ένας μεγαλύτερος κωδικός, π.χ. μια φράση από λίγες λέξεις, είναι ασφαλέστερος.`,
  tooShort: `Ο κωδικός πρέπει να έχει τουλάχιστον ${MIN_PASSWORD_LENGTH} χαρακτήρες.`,
  mismatch: 'Οι δύο κωδικοί δεν ταιριάζουν.',
  done: 'Ο κωδικός σας αποθηκεύτηκε. Μπορείτε τώρα να συνδεθείτε.',
  login: 'Σύνδεση',
  invalid: 'Ο σύνδεσμος δεν είναι έγκυρος.',
  used: 'Ο σύνδεσμος έχει ήδη χρησιμοποιηθεί.',
  expired: 'Ο σύνδεσμος έχει λήξει. Ζητήστε νέο από τη σελίδα σύνδεσης ή από τον διαχειριστή.',
  void: 'Ο σύνδεσμος δεν ισχύει πια. Ζητήστε νέο από τον διαχειριστή.',
} as const;

/** The theme the user chose in the app (its `theme` cookie): light by default, as in the app. */
export type PageTheme = 'light' | 'dark' | 'system';
export const pageThemeOf = (cookie: string | undefined): PageTheme =>
  cookie === 'dark' || cookie === 'system' ? cookie : 'light';

const LIGHT_CSS = `label{display:block;font-weight:bold;margin:14px 0 6px}
input{box-sizing:border-box;width:100%;font:inherit;padding:10px;border:1px solid #c8ccd3;border-radius:6px}
button,a.button{display:inline-block;font:inherit;font-weight:bold;color:#fff;background:#2563eb;border:0;border-radius:6px;padding:12px 20px;margin-top:18px;cursor:pointer;text-decoration:none}
.error{background:#fdecec;color:#8a1c1c;border-radius:6px;padding:8px 10px}
.rules{margin:6px 0 0}`;
const DARK_CSS =
  'body{background:#0f1115;color:#e6e6e6}main{background:#1a1d23}input{background:#0f1115;color:#e6e6e6;border-color:#3a3f48}.muted{color:#a0a4ab}';
const themeCss = (theme: PageTheme) =>
  theme === 'dark'
    ? `${LIGHT_CSS}\nhtml{color-scheme:dark}${DARK_CSS}`
    : theme === 'system'
      ? `${LIGHT_CSS}\n@media (prefers-color-scheme: dark){html{color-scheme:dark}${DARK_CSS}}`
      : LIGHT_CSS;

const page = (title: string, body: string, theme: PageTheme = 'light') =>
  standalonePage({ title, body, maxWidthPx: 420, css: themeCss(theme) });

export type PasswordForm = {
  purpose: 'invitation' | 'reset';
  email: string;
  businessName: string;
  theme?: PageTheme;
  error?: string;
};

/**
 * The form of a valid link: the business and the e-mail it is for, two password fields with the rule
 * they follow, and an error to show again.
 */
export function passwordFormPage({ purpose, email, businessName, theme, error }: PasswordForm): string {
  const title = purpose === 'invitation' ? PAGE_TEXTS.invitationTitle : PAGE_TEXTS.resetTitle;
  const whose =
    purpose === 'invitation' ? PAGE_TEXTS.invitedTo(businessName) : PAGE_TEXTS.accountOf(businessName);
  return page(
    title,
    `<p>${escapeHtml(whose)}</p>
<p class="muted">${escapeHtml(email)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post">
<label for="password">${PAGE_TEXTS.password}</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" required aria-describedby="rules">
<p id="rules" class="muted rules">${PAGE_TEXTS.rules}</p>
<label for="confirm">${PAGE_TEXTS.confirm}</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" required>
<button type="submit">${PAGE_TEXTS.submit}</button>
</form>`,
    theme,
  );
}

export function passwordDonePage(theme?: PageTheme): string {
  return page(
    PAGE_TEXTS.resetTitle,
    `<p>${PAGE_TEXTS.done}</p><a class="button" href="/business/login">${PAGE_TEXTS.login}</a>`,
    theme,
  );
}

export function passwordLinkErrorPage(state: LinkRefusal, theme?: PageTheme): string {
  return page(PAGE_TEXTS.resetTitle, `<p class="error">${PAGE_TEXTS[state]}</p>`, theme);
}
