import { describe, expect, it } from 'vitest';
import type { PostRow } from '../posts/queries.ts';
import type { DigestContent } from './content.ts';
import { digestMail } from './digest-mail.ts';
import { changeOf, number } from './digest-words.ts';
import { digestPeriods } from './week.ts';

const AT = new Date('2026-03-30T05:00:00Z');
const none = { published: 0, views: 0, reach: 0, engagement: 0, clicks: 0 };

const content = (fields: Partial<DigestContent> = {}): DigestContent => ({
  companyName: 'Κλινική <Λάμψη> & Σία',
  timeZone: 'Europe/Athens',
  periods: digestPeriods(AT, 'Europe/Athens'),
  lastWeek: none,
  weekBefore: none,
  topPosts: [],
  coming: [],
  pages: [{ network: 'facebook', name: 'Κλινική Demo' }],
  ...fields,
});

const draft = {
  id: 1,
  productName: 'Ορός',
  content: 'Κείμενο <b>με</b> "εισαγωγικά"',
  scheduledDate: new Date('2026-03-31T06:00:00Z'),
  isScheduled: false,
} as PostRow;

describe('the weekly digest mail', () => {
  it('writes the change from the week before as +/−% and numbers as Greek writes them', () => {
    expect(changeOf(120, 100)).toBe('+20%');
    expect(changeOf(75, 100)).toBe('−25%');
    expect(changeOf(100, 100)).toBe('0%');
    expect(changeOf(2_500_000, 1000)).toBe('+249.900%');
    expect(changeOf(5, 0)).toBeNull();
    expect(number(1234567)).toBe('1.234.567');
  });

  it('escapes what the business wrote, and holds no script', () => {
    const { html, subject } = digestMail({
      content: content({ coming: [{ post: draft, images: [], flags: [], blocked: false }] }),
      approvalUrl: 'https://studio.example.com/api/email-scheduling/abc',
      publicUrl: 'https://studio.example.com',
    });
    expect(subject).toBe('Εβδομαδιαία σύνοψη 23/03 – 29/03/2026 – Κλινική <Λάμψη> & Σία');
    expect(html).toContain('Κλινική &lt;Λάμψη&gt; &amp; Σία');
    expect(html).toContain('Κείμενο &lt;b&gt;με&lt;/b&gt; &quot;εισαγωγικά&quot;');
    expect(html).not.toMatch(/<script|<style|<link/i);
    expect(html).toContain('href="https://studio.example.com/portal/campaigns"');
  });

  it('lists the posts waiting for the medical reviewer, with the way to the review screen', () => {
    const { text, html } = digestMail({
      content: content({ pendingSignOffs: 2 }),
      approvalUrl: null,
      publicUrl: 'https://studio.example.com',
    });
    const note = 'Ιατρικός έλεγχος: 2 αναρτήσεις περιμένουν την έγκριση του ιατρικού ελεγκτή:';
    expect(text).toContain(`${note} https://studio.example.com/portal/medical-review`);
    expect(html).toContain('href="https://studio.example.com/portal/medical-review"');
    const none = digestMail({
      content: content(),
      approvalUrl: null,
      publicUrl: 'https://studio.example.com',
    });
    expect(none.text).not.toContain('Ιατρικός έλεγχος');
  });

  it('says when nothing was published, and that a digest sent on request is a test', () => {
    const { text, html } = digestMail({
      content: content({ coming: [{ post: draft, images: [], flags: [], blocked: false }] }),
      approvalUrl: null,
      publicUrl: 'http://localhost:8080',
      test: true,
    });
    expect(text).toMatch(
      /^Δοκιμαστική αποστολή: έτσι θα είναι η σύνοψη που λαμβάνετε κάθε Δευτέρα στις 08:00\./,
    );
    expect(text).toContain('Δεν δημοσιεύτηκε καμία ανάρτηση.');
    expect(text).not.toContain('Η μεταβολή συγκρίνει');
    expect(html).toContain('Δοκιμαστική αποστολή');
  });

  it('says all is scheduled when it is, with no button', () => {
    const { text, html } = digestMail({
      content: content({
        coming: [{ post: { ...draft, isScheduled: true }, images: [], flags: [], blocked: false }],
      }),
      approvalUrl: null,
      publicUrl: 'http://localhost:8080',
    });
    expect(text).toContain('1 ανάρτηση: 1 προγραμματισμένη.');
    expect(text).toContain('Όλες οι αναρτήσεις της εβδομάδας είναι ήδη προγραμματισμένες.');
    expect(html).not.toContain('Έγκριση αναρτήσεων της εβδομάδας');
  });
});
