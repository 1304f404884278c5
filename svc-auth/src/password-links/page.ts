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
  tooShort: `Ο κωδικός πρέπει να έχει τουλάχιστον ${MIN_PASSWORD_LENGTH} χαρακτήρες.`,
  mismatch: 'Οι δύο κωδικοί δεν ταιριάζουν.',
  done: 'Ο κωδικός σας αποθηκεύτηκε. Μπορείτε τώρα να συνδεθείτε.',
  login: 'Σύνδεση',
  invalid: 'Ο σύνδεσμος δεν είναι έγκυρος.',
  used: 'Ο σύνδεσμος έχει ήδη χρησιμοποιηθεί.',
  expired: 'Ο σύνδεσμος έχει λήξει. Ζητήστε νέο από τη σελίδα σύνδεσης ή από τον διαχειριστή.',
  void: 'Ο σύνδεσμος δεν ισχύει πια. Ζητήστε νέο από τον διαχειριστή.',
} as const;

const PASSWORD_PAGE_CSS = `label{display:block;font-weight:bold;margin:14px 0 6px}
input{box-sizing:border-box;width:100%;font:inherit;padding:10px;border:1px solid #c8ccd3;border-radius:6px}
button,a.button{display:inline-block;font:inherit;font-weight:bold;color:#fff;background:#2563eb;border:0;border-radius:6px;padding:12px 20px;margin-top:18px;cursor:pointer;text-decoration:none}
.error{background:#fdecec;color:#8a1c1c;border-radius:6px;padding:8px 10px}
@media (prefers-color-scheme: dark){body{background:#0f1115;color:#e6e6e6}main{background:#1a1d23}input{background:#0f1115;color:#e6e6e6;border-color:#3a3f48}.muted{color:#a0a4ab}}`;

const page = (title: string, body: string) =>
  standalonePage({ title, body, maxWidthPx: 420, css: PASSWORD_PAGE_CSS });

/** The form of a valid link: the e-mail it is for, two password fields, and an error to show again. */
export function passwordFormPage(purpose: 'invitation' | 'reset', email: string, error?: string): string {
  const title = purpose === 'invitation' ? PAGE_TEXTS.invitationTitle : PAGE_TEXTS.resetTitle;
  return page(
    title,
    `<p class="muted">${escapeHtml(email)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post">
<label for="password">${PAGE_TEXTS.password}</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" required>
<label for="confirm">${PAGE_TEXTS.confirm}</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" required>
<button type="submit">${PAGE_TEXTS.submit}</button>
</form>`,
  );
}

export function passwordDonePage(): string {
  return page(
    PAGE_TEXTS.resetTitle,
    `<p>${PAGE_TEXTS.done}</p><a class="button" href="/business/login">${PAGE_TEXTS.login}</a>`,
  );
}

export function passwordLinkErrorPage(state: LinkRefusal): string {
  return page(PAGE_TEXTS.resetTitle, `<p class="error">${PAGE_TEXTS[state]}</p>`);
}
