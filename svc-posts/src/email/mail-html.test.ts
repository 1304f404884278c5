import type { ComplianceFlag } from '@studio/contracts';
import { mailLogo } from '@studio/kit';
import { describe, expect, it } from 'vitest';
import {
  flagBoxHtml,
  flagLine,
  mailButton,
  mailDocument,
  mailLink,
  mailNote,
  mailParagraph,
} from './mail-html.ts';

const flag = (over: Partial<ComplianceFlag>): ComplianceFlag =>
  ({ phrase: 'εγγυημένα', rule: 'Εγγύηση αποτελέσματος', severity: 'warn', ...over }) as ComplianceFlag;

describe("the mails' HTML pieces", () => {
  it('draws a whole Greek mail with its title as the heading, escaped, and the stylesheet when given one', () => {
    const html = mailDocument({ title: 'Α & <Β>', body: '<p>σώμα</p>', css: '.x{color:red}' });
    expect(html.startsWith('<!doctype html>\n<html lang="el">')).toBe(true);
    expect(html).toContain('<meta charset="utf-8"><style>.x{color:red}</style></head>');
    expect(html).toContain('<h1 style="font-size:20px">Α &amp; &lt;Β&gt;</h1>\n<p>σώμα</p>\n</body>');
    expect(mailDocument({ title: 't', body: '' })).not.toContain('<style>');
  });

  it("puts the clinic's logo above the title, when it has one", () => {
    const logo = mailLogo('/uploads/logo.png', 'Λάμψη', 'https://studio.example/');
    expect(logo).toContain('src="https://studio.example/uploads/logo.png" alt="Λογότυπο: Λάμψη"');
    expect(mailDocument({ title: 'Τίτλος', body: '', logo })).toContain(`${logo}<h1`);
    // Only the platform's uploads and web addresses: anything else draws nothing.
    expect(mailLogo('javascript:alert(1)', 'Λάμψη', 'https://studio.example')).toBe('');
    expect(mailLogo(null, 'Λάμψη', 'https://studio.example')).toBe('');
  });

  it('escapes what the business or its visitors wrote wherever it lands: address, label, paragraph, note', () => {
    const button = mailButton('https://x.test/a?b=1&c="2"', '<Έγκριση>', 'small');
    expect(button).toContain('href="https://x.test/a?b=1&amp;c=&quot;2&quot;"');
    expect(button).toContain('padding:8px 14px');
    expect(button).toContain('>&lt;Έγκριση&gt;</a>');
    expect(mailParagraph('<script>')).toBe('<p>&lt;script&gt;</p>');
    expect(mailNote('a & b')).toContain('>a &amp; b</p>');
    expect(mailLink('/x"y', 'Όλα')).toBe('<p><a href="/x&quot;y">Όλα</a></p>');
  });

  it('says a flag with its field when not the text, and boxes it red when it blocks, amber when it warns', () => {
    expect(flagLine(flag({}))).toBe('«εγγυημένα» – Εγγύηση αποτελέσματος (χρειάζεται επιβεβαίωση)');
    expect(flagLine(flag({ severity: 'block', field: 'firstComment' }))).toBe(
      '«εγγυημένα» (Πρώτο σχόλιο) – Εγγύηση αποτελέσματος (απαγορεύεται, δεν θα προγραμματιστεί)',
    );
    expect(flagBoxHtml(flag({ severity: 'block' }))).toContain('background:#fdecec');
    expect(flagBoxHtml(flag({ phrase: '<b>' }))).toContain('background:#fff4e0">⚠ «&lt;b&gt;»');
  });
});
