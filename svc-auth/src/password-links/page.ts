import { MIN_PASSWORD_LENGTH } from '@studio/contracts';
import { escapeHtml } from '@studio/kit';
import type { LinkRefusal } from './links.ts';

export const PASSWORD_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "form-action 'self'",
].join('; ');

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

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="el">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Post Studio</title>
<style>
body{font-family:Arial,Helvetica,sans-serif;color:#222;background:#f5f6f8;margin:0;padding:24px}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:8px;padding:24px 28px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:22px;margin:0 0 16px}
label{display:block;font-weight:bold;margin:14px 0 6px}
input{box-sizing:border-box;width:100%;font:inherit;padding:10px;border:1px solid #c8ccd3;border-radius:6px}
button,a.button{display:inline-block;font:inherit;font-weight:bold;color:#fff;background:#2563eb;border:0;border-radius:6px;padding:12px 20px;margin-top:18px;cursor:pointer;text-decoration:none}
.error{background:#fdecec;color:#8a1c1c;border-radius:6px;padding:8px 10px}
.muted{color:#666;font-size:14px}
@media (prefers-color-scheme: dark){body{background:#0f1115;color:#e6e6e6}main{background:#1a1d23}input{background:#0f1115;color:#e6e6e6;border-color:#3a3f48}.muted{color:#a0a4ab}}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

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
