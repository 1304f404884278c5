import { escapeHtml } from '@studio/kit';
import { SANDBOX_USER_NAME } from './sample-pages.ts';

const PAGE_STYLE = `
  body { font-family: system-ui, sans-serif; background: #f0f2f5; color: #050505; margin: 0; display: grid; place-items: center; min-height: 100vh; padding: 16px; box-sizing: border-box; }
  main { background: #fff; border-radius: 8px; box-shadow: 0 2px 12px rgba(0,0,0,.12); padding: 32px; max-width: 420px; }
  h1 { color: #1877f2; font-size: 22px; margin-top: 0; }
  @media (prefers-color-scheme: dark) {
    body { background: #18191a; color: #e4e6eb; }
    main { background: #242526; box-shadow: none; }
  }`;

/** A page the dialog shows instead of asking, when it cannot go on (its text is escaped). */
export function sandboxNotice(message: string) {
  return `<!doctype html>
<html lang="el">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Facebook Sandbox</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
  <h1>Facebook Sandbox</h1>
  <p>${escapeHtml(message)}</p>
</main>
</body>
</html>`;
}

/**
 * The sandbox's stand-in for Facebook's login dialog: one button to allow, one to cancel, and, as
 * Facebook's "Edit access", a form that allows only the ticked permissions.
 */
export function consentPage({
  allowUrl,
  denyUrl,
  choose,
  scopes,
  publishedUrl,
}: {
  publishedUrl: string;
  allowUrl: string;
  denyUrl: string;
  /** Where the "Edit access" form goes (GET), with the login's fields as hidden inputs. */
  choose: { action: string; fields: Record<string, string> };
  scopes: string[];
}) {
  const scopeItems = scopes.map((s) => `<li><code>${escapeHtml(s)}</code></li>`).join('');
  const hidden = Object.entries({ ...choose.fields, chosen: '1' })
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const boxes = scopes
    .map(
      (s) =>
        `<label><input type="checkbox" name="granted" value="${escapeHtml(s)}" checked> <code>${escapeHtml(s)}</code></label>`,
    )
    .join('');
  return `<!doctype html>
<html lang="el">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Facebook Sandbox – Σύνδεση</title>
<style>${PAGE_STYLE}
  .note { background: #fff8e1; border: 1px solid #ffe082; padding: 8px 12px; border-radius: 6px; font-size: 13px; }
  a.button { display: block; text-align: center; padding: 10px; border-radius: 6px; text-decoration: none; margin-top: 12px; font-weight: 600; }
  a.allow { background: #1877f2; color: #fff; }
  a.deny { background: #e4e6eb; color: #050505; }
  details { margin-top: 16px; }
  summary { cursor: pointer; font-weight: 600; }
  fieldset { border: 1px solid #ccd0d5; border-radius: 6px; margin: 8px 0; display: grid; gap: 4px; }
  form button { width: 100%; padding: 10px; border-radius: 6px; border: 0; background: #1877f2; color: #fff; font-weight: 600; font: inherit; }
  @media (prefers-color-scheme: dark) {
    .note { background: #3a3000; border-color: #665200; color: #f5e6a8; }
    a.deny { background: #3a3b3c; color: #e4e6eb; }
    a { color: #8ab4f8; }
    a.allow { color: #fff; }
  }
</style>
</head>
<body>
<main>
  <h1>Facebook Sandbox</h1>
  <p class="note">Τοπική προσομοίωση του Facebook: δεν γίνεται καμία πραγματική σύνδεση.<br>
  A local stand-in for Facebook: nothing is sent to Facebook.</p>
  <p>Η εφαρμογή Post Studio ζητά πρόσβαση στις σελίδες σας και στους λογαριασμούς Instagram.<br>
  Post Studio asks to manage your pages and Instagram accounts:</p>
  <ul>${scopeItems}</ul>
  <a class="button allow" href="${escapeHtml(allowUrl)}">Συνέχεια ως ${escapeHtml(SANDBOX_USER_NAME)}</a>
  <a class="button deny" href="${escapeHtml(denyUrl)}">Cancel</a>
  <details>
    <summary>Επεξεργασία πρόσβασης / Edit access</summary>
    <form method="get" action="${escapeHtml(choose.action)}">
      ${hidden}
      <fieldset>
        <legend>Άδειες που δίνετε / Permissions you give</legend>
        ${boxes}
      </fieldset>
      <button type="submit">Συνέχεια με τις επιλεγμένες άδειες</button>
    </form>
  </details>
  <p><a href="${escapeHtml(publishedUrl)}">Τι δημοσιεύτηκε στις σελίδες / What was published</a></p>
</main>
</body>
</html>`;
}
