import { type FakeSmtp, headerOf, partOf, startFakeSmtp } from '@studio/fakes/smtp';
import { ApiError, createKeptMailer, createSmtpMailer, type Logger, MAIL_FAILED } from '@studio/kit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const LINK = 'http://localhost:8080/api/email-scheduling/Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
const mail = {
  to: ['maria@example.com', 'nikos@example.com'],
  subject: 'Οι επόμενες αναρτήσεις σας – Αισθητική Λάμψη',
  text: `Αυτές είναι οι αναρτήσεις σας.\n\nΠρογραμματισμός όλων με ένα κλικ: ${LINK}`,
  html: `<p>Αυτές είναι οι αναρτήσεις σας.</p><p><a href="${LINK}">Προγραμματισμός όλων με ένα κλικ</a></p>`,
};

describe('the SMTP mailer', () => {
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());

  it('hands the mail to the SMTP server, to every recipient, with the link in its text', async () => {
    const mailer = createSmtpMailer(smtp.url, 'Post Studio <no-reply@localhost>');
    expect(mailer.delivery).toBe('smtp');
    const { messageId } = await mailer.send(mail);
    expect(messageId).toMatch(/^<.+@.+>$/);
    const [received] = smtp.received.splice(0);
    expect(received?.to).toEqual(mail.to);
    expect(received?.from).toBe('no-reply@localhost');
    expect(headerOf(received!.raw, 'subject')).toBe(mail.subject);
    expect(headerOf(received!.raw, 'message-id')).toBe(messageId);
    expect(partOf(received!.raw, 'text/plain')).toContain(LINK);
    expect(partOf(received!.raw, 'text/html')).toContain(`href="${LINK}"`);
  });

  it('sends the Message-ID it is given, so a copy sent again carries the same one', async () => {
    const mailer = createSmtpMailer(smtp.url, 'Post Studio <no-reply@localhost>');
    const messageId = '<weekly-digest.7.2026-03-30@studio.example.com>';
    expect(await mailer.send({ ...mail, messageId })).toEqual({ messageId });
    const [received] = smtp.received.splice(0);
    expect(headerOf(received!.raw, 'message-id')).toBe(messageId);
  });

  it('is a 502 that says why when the server refuses the mail', async () => {
    smtp.refuse(true);
    try {
      const failure = await createSmtpMailer(smtp.url, 'no-reply@localhost')
        .send(mail)
        .catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 502, code: 'mail_failed' });
      expect((failure as ApiError).message).toMatch(new RegExp(`^${MAIL_FAILED}: .*Mailbox unavailable`));
      expect(smtp.received).toEqual([]);
    } finally {
      smtp.refuse(false);
    }
  });

  it('is a 502 when no server answers', async () => {
    const gone = await startFakeSmtp();
    await gone.close();
    await expect(createSmtpMailer(gone.url, 'no-reply@localhost').send(mail)).rejects.toMatchObject({
      status: 502,
      message: expect.stringMatching(new RegExp(`^${MAIL_FAILED}: `)),
    });
  });
});

describe('the kept mailer', () => {
  it('sends nothing and writes the recipients, the subject and the text to the log, the link’s secret redacted', async () => {
    const info = vi.fn();
    const mailer = createKeptMailer({ info } as unknown as Logger);
    expect(mailer.delivery).toBe('kept');
    expect(await mailer.send(mail)).toEqual({ messageId: null });
    const secret = new URL(LINK).pathname.split('/').pop()!;
    expect(info).toHaveBeenCalledWith(
      {
        to: mail.to,
        subject: mail.subject,
        text: mail.text.replace(secret, '[redacted]'),
      },
      expect.any(String),
    );
    expect(JSON.stringify(info.mock.calls)).not.toContain(secret);
  });
});
