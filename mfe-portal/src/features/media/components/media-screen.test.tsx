// @vitest-environment happy-dom
import { type MediaItem, mediaMessages } from '@studio/contracts';
import { toast } from '@studio/ui';
import { fakeApi, refused, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MediaScreen } from './media-screen.tsx';

const item = (id: number, fields: Partial<MediaItem> = {}): MediaItem => ({
  id,
  url: `/uploads/${id}.jpg`,
  altText: `Εικόνα ${id}`,
  showsPerson: false,
  personConsent: false,
  source: 'upload',
  createdAt: '2026-11-20T10:00:00.000Z',
  usedByPostIds: [],
  usedByProduct: false,
  imageText: null,
  imageTextStatus: 'read',
  imageTextFlags: [],
  ...fields,
});

function openMedia(media: MediaItem[], handlers: Parameters<typeof fakeApi>[0] = {}) {
  const calls = fakeApi({
    'GET /api/media': () => ({ body: { success: true, media } }),
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

  it('says in Greek why an upload was refused when the library is full, and keeps the form', async () => {
    const error = vi.spyOn(toast, 'error');
    const calls = openMedia([item(1)], {
      'POST /api/media': () => refused(409, mediaMessages.uploadLimit, 'media_limit'),
    });
    const form = await screen.findByRole('form', { name: 'Νέα εικόνα' });
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
    const form = await screen.findByRole('form', { name: 'Νέα εικόνα' });
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
    const form = await screen.findByRole('form', { name: 'Νέα εικόνα' });
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
});
