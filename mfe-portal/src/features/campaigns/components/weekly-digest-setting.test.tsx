// @vitest-environment happy-dom
import type { WeeklyDigestResponse } from '@studio/contracts';
import { toast } from '@studio/ui';
import { fakeApi, refused, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { WeeklyDigestSetting } from './weekly-digest-setting.tsx';

const setting = (fields: Partial<WeeklyDigestResponse> = {}): WeeklyDigestResponse => ({
  success: true,
  enabled: true,
  time: '08:00',
  timeZone: 'Europe/Athens',
  nextAt: '2026-04-06T05:00:00.000Z',
  lastSentAt: '2026-03-30T05:00:02.000Z',
  ...fields,
});

type Handlers = Parameters<typeof fakeApi>[0];

function openSetting(handlers: Handlers = {}) {
  const calls = fakeApi({ 'GET /api/posts/weekly-digest': () => ({ body: setting() }), ...handlers });
  renderWithProviders(
    '/portal/campaigns',
    <Route path="/:prefix/campaigns" element={<WeeklyDigestSetting />} />,
  );
  return calls;
}

const LABEL = 'Εβδομαδιαία σύνοψη με email';
const SEND = 'Αποστολή σύνοψης τώρα';

describe('the weekly digest setting', () => {
  resetBrowserBetweenTests();

  it('is on, and says when the digest goes next and went last, on the company’s clock', async () => {
    openSetting();
    const box = (await screen.findByLabelText(LABEL)) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(screen.getByText('Επόμενη αποστολή: Δευτέρα 06/04/2026 08:00')).toBeInTheDocument();
    expect(screen.getByText('Τελευταία αποστολή: Δευτέρα 30/03/2026 08:00')).toBeInTheDocument();
    expect(
      screen.getByText(/^Κάθε Δευτέρα στις 08:00, ώρα Ευρώπη\/Αθήνα \(UTC\+[23]\), οι διαχειριστές/),
    ).toBeInTheDocument();
  });

  it('is turned off, and then tells no next time', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = openSetting({
      'PUT /api/posts/weekly-digest': () => ({ body: setting({ enabled: false }) }),
    });
    const box = (await screen.findByLabelText(LABEL)) as HTMLInputElement;
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(false));
    expect(calls.find((c) => c.key === 'PUT /api/posts/weekly-digest')?.body).toEqual({ enabled: false });
    expect(success).toHaveBeenCalledWith('Η εβδομαδιαία σύνοψη απενεργοποιήθηκε.');
    expect(screen.queryByText(/^Επόμενη αποστολή/)).not.toBeInTheDocument();
  });

  it('sends it now and, with no mail server, shows the kept mail and its approval link', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = openSetting({
      'POST /api/posts/weekly-digest/test': () => ({
        body: {
          success: true,
          message: 'Η αποστολή email δεν έχει ενεργοποιηθεί ακόμη: το μήνυμα δεν στάλθηκε.',
          delivery: 'kept',
          recipients: ['owner@clinic.gr'],
          approvalUrl: 'http://localhost:8080/api/email-scheduling/secret',
          html: '<!doctype html><html lang="el"><head><title>Σύνοψη</title></head><body><h1>Αισθητική Λάμψη</h1></body></html>',
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: SEND }));
    const dialog = await screen.findByRole('dialog', { name: 'Η σύνοψη δεν στάλθηκε' });
    const frame = within(dialog).getByTitle('Προεπισκόπηση της εβδομαδιαίας σύνοψης') as HTMLIFrameElement;
    expect(frame.getAttribute('srcdoc')).toContain('<head><base target="_blank"><title>Σύνοψη</title>');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    expect(within(dialog).getByRole('link', { name: 'Άνοιγμα συνδέσμου έγκρισης' })).toHaveAttribute(
      'href',
      'http://localhost:8080/api/email-scheduling/secret',
    );
    expect(success).toHaveBeenCalledWith(
      'Η αποστολή email δεν έχει ενεργοποιηθεί ακόμη: το μήνυμα δεν στάλθηκε.',
    );
    expect(calls.filter((c) => c.key === 'POST /api/posts/weekly-digest/test')).toHaveLength(1);
  });

  it('says it was sent when a mail server took it, with no preview', async () => {
    const success = vi.spyOn(toast, 'success');
    openSetting({
      'POST /api/posts/weekly-digest/test': () => ({
        body: {
          success: true,
          message: 'Η σύνοψη στάλθηκε στο owner@clinic.gr.',
          delivery: 'smtp',
          recipients: ['owner@clinic.gr'],
          approvalUrl: null,
          html: null,
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: SEND }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Η σύνοψη στάλθηκε στο owner@clinic.gr.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s reason when there is nothing to send', async () => {
    const error = vi.spyOn(toast, 'error');
    const reason =
      'Δεν υπάρχει τίποτα για τη σύνοψη: καμία ανάρτηση δεν δημοσιεύτηκε τις τελευταίες 7 ημέρες και καμία δεν έρχεται τις επόμενες 7.';
    openSetting({ 'POST /api/posts/weekly-digest/test': () => refused(409, reason, 'conflict') });
    fireEvent.click(await screen.findByRole('button', { name: SEND }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Σφάλμα', { description: reason }));
  });
});
