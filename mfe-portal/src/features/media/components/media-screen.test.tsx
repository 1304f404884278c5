// @vitest-environment happy-dom
import { type Consent, type MediaItem, mediaMessages } from '@studio/contracts';
import { toast } from '@studio/ui';
import { fakeApi, refused, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { bulkPost } from '../../../testing/bulk-post.ts';
import { mediaItem as item } from '../../../testing/media-item.ts';
import { MediaScreen } from './media-screen.tsx';

const consent = (id: number, fields: Partial<Consent> = {}): Consent => ({
  id,
  personRef: `ΦΑΚ-${id}`,
  purpose: 'social_media_promotion',
  channels: ['facebook', 'instagram'],
  startsOn: '2026-01-01',
  endsOn: '2099-12-31',
  formName: 'form.pdf',
  formType: 'application/pdf',
  createdBy: 'admin-user:1',
  createdAt: '2026-01-01T10:00:00.000Z',
  withdrawnAt: null,
  mediaIds: [],
  ...fields,
});

function openMedia(
  media: MediaItem[],
  handlers: Parameters<typeof fakeApi>[0] = {},
  consents: Consent[] = [],
) {
  const calls = fakeApi({
    'GET /api/media': () => ({ body: { success: true, media } }),
    'GET /api/consents': () => ({ body: { success: true, consents } }),
    'GET /api/bulk-posts': () => ({ body: { success: true, bulkPosts: [] } }),
    ...handlers,
  });
  renderWithProviders('/portal/media', <Route path="/:prefix/media" element={<MediaScreen />} />);
  return calls;
}

describe('the media library screen', () => {
  resetBrowserBetweenTests();

  it('shows every image, and how many of its own uploads the library holds of the 300', async () => {
    openMedia([item(1), item(2, { source: 'product', usedByProduct: true, altText: 'Ορός' })]);
    expect(await screen.findByRole('article', { name: 'Εικόνα 1' })).toBeInTheDocument();
    const product = screen.getByRole('article', { name: 'Ορός' });
    expect(within(product).queryByRole('button', { name: 'Διαγραφή' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Έχετε ανεβάσει 1 από τις 300 εικόνες που χωρά η βιβλιοθήκη.'),
    ).toBeInTheDocument();
  });

  it('shows the words read inside each image, or that reading them failed', async () => {
    openMedia([
      item(1, { imageText: 'Ενυδάτωση σε βάθος' }),
      item(2, { imageText: null, imageTextStatus: 'failed' }),
    ]);
    const read = within(await screen.findByRole('article', { name: 'Εικόνα 1' }));
    expect(read.getByRole('region', { name: 'Κείμενο στην εικόνα' })).toHaveTextContent(
      '«Ενυδάτωση σε βάθος»',
    );
    const failed = within(screen.getByRole('article', { name: 'Εικόνα 2' }));
    expect(failed.getByRole('region', { name: 'Κείμενο στην εικόνα' })).toHaveTextContent(
      'Η ανάγνωση απέτυχε: η εικόνα δεν ελέγχθηκε για κείμενο.',
    );
  });

  it('shows only the words the reading was sure of, never the shapes it read as letters', async () => {
    openMedia([
      item(1, { imageText: 'oO Ενυδάτωση Sra J Yr', imageTextSure: 'Ενυδάτωση' }),
      item(2, { imageText: 'a Veet] ολων', imageTextSure: null }),
    ]);
    const some = within(await screen.findByRole('article', { name: 'Εικόνα 1' }));
    expect(some.getByRole('region', { name: 'Κείμενο στην εικόνα' })).toHaveTextContent(
      /^Κείμενο στην εικόνα«Ενυδάτωση»$/,
    );
    // Nothing it was sure of: no words shown, and not «none found» either (the rules read what there was).
    const noise = within(screen.getByRole('article', { name: 'Εικόνα 2' }));
    expect(noise.getByRole('region', { name: 'Κείμενο στην εικόνα' })).toHaveTextContent(
      /^Κείμενο στην εικόναΔεν βρέθηκαν ευανάγνωστες λέξεις\.$/,
    );
  });

  it('says in Greek why an upload was refused when the library is full, and keeps the form', async () => {
    const error = vi.spyOn(toast, 'error');
    const calls = openMedia([item(1)], {
      'POST /api/media': () => refused(409, mediaMessages.uploadLimit, 'media_limit'),
    });
    const form = await screen.findByRole('form', { name: 'Νέα εικόνα ή βίντεο' });
    const file = new File([new Uint8Array([1, 2, 3])], 'photo.jpg', { type: 'image/jpeg' });
    fireEvent.change(form.querySelector('input[type=file]')!, { target: { files: [file] } });
    fireEvent.change(within(form).getByLabelText('Εναλλακτικό κείμενο'), { target: { value: 'Κρέμα' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ανέβασμα' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Σφάλμα', { description: mediaMessages.uploadLimit }),
    );
    expect(calls.filter((c) => c.key === 'POST /api/media')).toHaveLength(1);
    expect(within(form).getByLabelText('Εναλλακτικό κείμενο')).toHaveValue('Κρέμα');
  });

  it('refuses a 6 MB photo and a PDF in Greek before sending anything', async () => {
    const calls = openMedia([item(1)], {
      'POST /api/media': () => ({ status: 201, body: { success: true, media: item(9) } }),
    });
    const form = await screen.findByRole('form', { name: 'Νέα εικόνα ή βίντεο' });
    const input = form.querySelector('input[type=file]')!;
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'photo.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await within(form).findByText('Η φωτογραφία είναι 6 MB· το όριο είναι 5 MB.')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Ανέβασμα' }));

    const pdf = new File([new Uint8Array([37, 80, 68, 70])], 'τιμοκατάλογος.pdf', {
      type: 'application/pdf',
    });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(
      await within(form).findByText(
        'Το αρχείο «τιμοκατάλογος.pdf» δεν είναι φωτογραφία. Επιλέξτε εικόνα JPEG, PNG, WebP, GIF ή AVIF.',
      ),
    ).toBeInTheDocument();
    expect(within(form).queryByText(/όριο είναι 5 MB/)).toBeNull();
    expect(calls.filter((c) => c.key === 'POST /api/media')).toHaveLength(0);
  });

  it("says the server's size refusal in Greek", async () => {
    const error = vi.spyOn(toast, 'error');
    openMedia([item(1)], {
      'POST /api/media': () => refused(413, 'Request body is larger than 5767168 bytes', 'payload_too_large'),
    });
    const form = await screen.findByRole('form', { name: 'Νέα εικόνα ή βίντεο' });
    const file = new File([new Uint8Array([1, 2, 3])], 'photo.jpg', { type: 'image/jpeg' });
    fireEvent.change(form.querySelector('input[type=file]')!, { target: { files: [file] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ανέβασμα' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Σφάλμα', { description: 'Η φωτογραφία ξεπερνά το όριο των 5 MB.' }),
    );
  });

  it('deletes an unused image only after confirmation, then reads the library again', async () => {
    let media = [item(1), item(2)];
    const calls = openMedia([], {
      'GET /api/media': () => ({ body: { success: true, media } }),
      'DELETE /api/media/2': () => {
        media = [item(1)];
        return { body: { success: true, message: 'Η εικόνα διαγράφηκε.' } };
      },
    });
    const card = await screen.findByRole('article', { name: 'Εικόνα 2' });
    fireEvent.click(within(card).getByRole('button', { name: 'Διαγραφή' }));
    const dialog = await screen.findByRole('dialog', { name: 'Διαγραφή εικόνας;' });
    expect(calls.some((c) => c.key === 'DELETE /api/media/2')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Διαγραφή' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Εικόνα 2' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Εικόνα 1' })).toBeInTheDocument();
  });

  it('shows a face found in a photo, keeps it marked as a person, and makes a blurred copy in one click', async () => {
    const face = { x: 0.4, y: 0.2, width: 0.2, height: 0.3, score: 0.97 };
    let media = [item(1, { showsPerson: true, faces: [face, face], altText: 'Πελάτισσα' })];
    const calls = openMedia([], {
      'GET /api/media': () => ({ body: { success: true, media } }),
      'POST /api/media/1/blur-faces': () => {
        const copy = item(2, { altText: 'Πελάτισσα', imageTextStatus: 'pending' });
        media = [copy, ...media];
        return { status: 201, body: { success: true, media: copy, message: mediaMessages.blurred } };
      },
    });
    const card = await screen.findByRole('article', { name: 'Πελάτισσα' });
    expect(within(card).getByText('Εντοπίστηκαν 2 πρόσωπα')).toBeInTheDocument();
    expect(within(card).getAllByText('Χωρίς συναίνεση').length).toBeGreaterThan(0);
    const tick = within(card).getByLabelText('Δείχνει πρόσωπο (π.χ. ασθενή)');
    expect(tick).toBeChecked();
    expect(tick).toBeDisabled();
    fireEvent.click(within(card).getByRole('button', { name: 'Θόλωμα προσώπων (αντίγραφο)' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/media/1/blur-faces')).toBe(true));
    await waitFor(() => expect(screen.getAllByRole('article', { name: 'Πελάτισσα' })).toHaveLength(2));
  });

  it('says why a before/after composite needs the medical review, with the signs found and the law', async () => {
    openMedia([
      item(1, { altText: 'Σύνθεση', beforeAfter: { split: 'side-by-side', signs: ['words', 'seam'] } }),
      item(2, { altText: 'Ορός' }),
    ]);
    const card = await screen.findByRole('article', { name: 'Σύνθεση' });
    // The badge, and the note with the reason, the signs found and the law.
    expect(within(card).getAllByText('Πριν/μετά')).toHaveLength(2);
    const note = within(card).getByRole('region', { name: 'Πριν/μετά' });
    expect(
      within(note).getByText(/μοιάζει με σύνθεση «πριν και μετά».*χρειάζεται ιατρικό έλεγχο/),
    ).toBeInTheDocument();
    expect(
      within(note).getByText(
        'Ενδείξεις: γράφει «πριν/μετά»· ευθεία ένωση στη μέση ανάμεσα σε δύο όμοια μισά.',
      ),
    ).toBeInTheDocument();
    expect(within(note).getByText(/Οδηγία 2001\/83\/ΕΚ άρθρο 90· ν\. 3418\/2005/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Ορός' })).queryByText('Πριν/μετά'),
    ).not.toBeInTheDocument();
  });

  it('asks before a new alt text takes back the approval of the scheduled posts that use the image', async () => {
    const scheduled = [
      bulkPost({ id: 7, productName: 'Laser', isScheduled: true, postStatus: 'scheduled', imageIds: [2] }),
      bulkPost({ id: 8, productName: 'Ορός', isScheduled: true, postStatus: 'scheduled', imageIds: [2] }),
      bulkPost({ id: 9, productName: 'Πρόχειρη', imageIds: [2] }),
    ];
    const calls = openMedia([item(2, { usedByPostIds: [7, 8, 9], altText: 'Η αίθουσα' })], {
      'GET /api/bulk-posts': () => ({ body: { success: true, bulkPosts: scheduled } }),
      'PATCH /api/media/2': () => ({ body: { success: true, media: item(2, { altText: 'Η νέα αίθουσα' }) } }),
    });
    const card = await screen.findByRole('article', { name: 'Η αίθουσα' });
    fireEvent.change(within(card).getByLabelText('Εναλλακτικό κείμενο'), {
      target: { value: 'Η νέα αίθουσα' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Αποθήκευση' }));
    const ask = await screen.findByRole('dialog', { name: 'Αναρτήσεις που θα αποσυρθούν από το πρόγραμμα' });
    // The two approved posts, not the draft.
    expect(
      within(ask)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split(' · ')[0]),
    ).toEqual(['Laser', 'Ορός']);
    expect(calls.some((c) => c.key === 'PATCH /api/media/2')).toBe(false);
    fireEvent.click(within(ask).getByRole('button', { name: 'Αλλαγή και απόσυρση' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PATCH /api/media/2')?.body).toEqual({ altText: 'Η νέα αίθουσα' }),
    );
  });

  describe('the consent of a photo that shows a person', () => {
    const person = item(3, { showsPerson: true, altText: 'Ασθενής' });

    it('says a photo of a person has no consent, and records one with its signed form', async () => {
      let consents: Consent[] = [];
      const calls = openMedia([person], {
        'GET /api/consents': () => ({ body: { success: true, consents } }),
        'POST /api/consents': () => {
          consents = [consent(7, { mediaIds: [3], channels: ['facebook'] })];
          return {
            status: 201,
            body: { success: true, consent: consents[0], message: 'Η συναίνεση καταγράφηκε.' },
          };
        },
      });
      const card = await screen.findByRole('article', { name: 'Ασθενής' });
      expect(within(card).getAllByText('Χωρίς συναίνεση').length).toBeGreaterThan(0);
      fireEvent.click(within(card).getByRole('button', { name: 'Καταγραφή συναίνεσης' }));
      const dialog = await screen.findByRole('dialog', { name: 'Καταγραφή συναίνεσης' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Καταγραφή' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Συμπληρώστε τον κωδικό');
      fireEvent.change(within(dialog).getByLabelText(/Κωδικός προσώπου/), { target: { value: 'ΦΑΚ-7' } });
      fireEvent.click(within(dialog).getByLabelText('Instagram'));
      const form = new File([new Uint8Array([37, 80, 68, 70, 45])], 'συναίνεση.pdf', {
        type: 'application/pdf',
      });
      fireEvent.change(dialog.querySelector('input[type=file]')!, { target: { files: [form] } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Καταγραφή' }));
      await waitFor(() => expect(calls.filter((c) => c.key === 'POST /api/consents')).toHaveLength(1));
      const sent = vi
        .mocked(globalThis.fetch)
        .mock.calls.find(([, init]) => init?.method === 'POST' && init.body instanceof FormData)?.[1]
        ?.body as FormData;
      expect(sent.get('personRef')).toBe('ΦΑΚ-7');
      expect(sent.getAll('channels')).toEqual(['facebook']);
      expect(sent.get('mediaId')).toBe('3');
      expect((sent.get('form') as File).name).toBe('συναίνεση.pdf');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const updated = await screen.findByRole('article', { name: 'Ασθενής' });
      expect(await within(updated).findByText('Σε ισχύ έως 31/12/2099')).toBeInTheDocument();
      expect(within(updated).queryByText('Χωρίς συναίνεση')).not.toBeInTheDocument();
    });

    it('links an existing consent to the photo', async () => {
      const calls = openMedia(
        [person],
        {
          'POST /api/consents/8/images': () => ({
            body: { success: true, consent: consent(8, { mediaIds: [3] }), message: 'ok' },
          }),
        },
        [consent(8)],
      );
      const card = await screen.findByRole('article', { name: 'Ασθενής' });
      fireEvent.change(await within(card).findByLabelText('Υπάρχουσα συναίνεση'), { target: { value: '8' } });
      fireEvent.click(within(card).getByRole('button', { name: 'Σύνδεση' }));
      await waitFor(() =>
        expect(calls.filter((c) => c.key === 'POST /api/consents/8/images').map((c) => c.body)).toEqual([
          { mediaId: 3 },
        ]),
      );
    });

    it('lists the ledger, and withdraws a consent only after confirmation', async () => {
      let consents = [
        consent(9, { mediaIds: [3] }),
        consent(10, { endsOn: '2026-02-01', personRef: 'ΦΑΚ-old' }),
      ];
      const calls = openMedia([person], {
        'GET /api/consents': () => ({ body: { success: true, consents } }),
        'POST /api/consents/9/withdraw': () => {
          consents = consents.map((c) =>
            c.id === 9 ? { ...c, withdrawnAt: '2026-06-01T10:00:00.000Z' } : c,
          );
          return { body: { success: true, consent: consents[0], message: 'Η συναίνεση ανακλήθηκε.' } };
        },
      });
      const ledger = await screen.findByRole('table', { name: 'Συναινέσεις προσώπων' });
      expect(await within(ledger).findByText('ΦΑΚ-9')).toBeInTheDocument();
      expect(within(ledger).getByText('Έληξε στις 01/02/2026')).toBeInTheDocument();
      const card = screen.getByRole('article', { name: 'Ασθενής' });
      fireEvent.click(within(card).getByRole('button', { name: 'Ανάκληση' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ανάκληση συναίνεσης;' });
      expect(dialog).toHaveTextContent('Η συναίνεση «ΦΑΚ-9» θα ανακληθεί οριστικά');
      expect(calls.some((c) => c.key === 'POST /api/consents/9/withdraw')).toBe(false);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ανάκληση' }));
      await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/consents/9/withdraw')).toBe(true));
      expect(await within(card).findByText('Ανακλήθηκε')).toBeInTheDocument();
      expect(within(card).getAllByText('Χωρίς συναίνεση').length).toBeGreaterThan(0);
    });
  });
});
