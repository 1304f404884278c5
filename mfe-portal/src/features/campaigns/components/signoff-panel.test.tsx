// @vitest-environment happy-dom
import type { PostSignOff } from '@studio/contracts';
import { fakeApi, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { bulkPost } from '../../../testing/bulk-post.ts';
import { SignOffPanel } from './signoff-panel.tsx';
import { SignOffSetting } from './signoff-setting.tsx';

const post = bulkPost({ id: 7, productName: 'Laser', scheduledDate: '2026-06-11T06:00:00.000Z' });
const signOff = (fields: Partial<PostSignOff> = {}): PostSignOff => ({
  postId: 7,
  required: true,
  state: 'none',
  changed: false,
  payloadHash: 'a'.repeat(64),
  version: null,
  submittedBy: null,
  submittedAt: null,
  reviewedBy: null,
  reviewedAt: null,
  comment: null,
  ...fields,
});

function open(states: PostSignOff[], handlers: Parameters<typeof fakeApi>[0] = {}) {
  const calls = fakeApi({
    'GET /api/posts/signoff/states': () => ({ body: { success: true, mode: 'all', states } }),
    'GET /api/posts/clinical-signoff': () => ({ body: { success: true, mode: 'off' } }),
    ...handlers,
  });
  renderWithProviders(
    '/portal/campaigns',
    <Route
      path="/:prefix/campaigns"
      element={
        <>
          <SignOffSetting />
          <SignOffPanel post={post} disabled={false} />
        </>
      }
    />,
  );
  return calls;
}

describe('clinical sign-off on a post’s card', () => {
  resetBrowserBetweenTests();
  beforeEach(() => localStorage.setItem('business_token', 'business-token'));

  it('says a post needs the medical review and sends it', async () => {
    const calls = open([signOff()], {
      'POST /api/bulk-posts/7/signoff': () => ({
        body: { success: true, signOff: signOff({ state: 'pending', version: 1 }), message: 'Στάλθηκε.' },
      }),
    });
    const panel = await screen.findByRole('region', { name: 'Ιατρικός έλεγχος πριν τον προγραμματισμό' });
    expect(within(panel).getByText('Χρειάζεται ιατρικό έλεγχο')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Αποστολή για ιατρικό έλεγχο' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/bulk-posts/7/signoff')).toBe(true));
  });

  it('shows the reviewer’s comment when changes were asked', async () => {
    open([
      signOff({
        state: 'changes_requested',
        reviewedBy: 'doctor@clinic.gr',
        comment: 'Αφαιρέστε το «χωρίς πόνο».',
      }),
    ]);
    const panel = await screen.findByRole('region', { name: 'Ιατρικός έλεγχος πριν τον προγραμματισμό' });
    expect(within(panel).getByText('Ζητήθηκαν αλλαγές')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Σχόλιο ιατρικού ελέγχου (doctor@clinic.gr): Αφαιρέστε το «χωρίς πόνο».');
    expect(within(panel).getByRole('button', { name: 'Αποστολή για ιατρικό έλεγχο' })).toBeInTheDocument();
  });

  it('shows a signed-off post without a button, and nothing for a post that needs none', async () => {
    open([
      signOff({
        state: 'signed_off',
        reviewedBy: 'doctor@clinic.gr',
        reviewedAt: '2026-06-10T09:00:00.000Z',
      }),
    ]);
    const panel = await screen.findByRole('region', { name: 'Ιατρικός έλεγχος πριν τον προγραμματισμό' });
    expect(within(panel).getByText('Εγκρίθηκε ιατρικά')).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('changes the account’s setting at once when it pulls no scheduled post back', async () => {
    const calls = open([], {
      'GET /api/posts/clinical-signoff/impact': () => ({
        body: { success: true, mode: 'flagged', posts: [] },
      }),
      'PUT /api/posts/clinical-signoff': ({ body }) => ({
        body: {
          success: true,
          mode: (body as { mode: string }).mode,
          pulledBack: 0,
          submitted: 0,
          message: 'Η ρύθμιση του ιατρικού ελέγχου αποθηκεύτηκε.',
        },
      }),
    });
    const select = (await screen.findByLabelText(
      'Ιατρικός έλεγχος πριν τον προγραμματισμό',
    )) as HTMLSelectElement;
    expect(select.value).toBe('off');
    fireEvent.change(select, { target: { value: 'flagged' } });
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/posts/clinical-signoff')?.body).toEqual({
        mode: 'flagged',
        sendForSignOff: false,
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the scheduled posts a setting pulls back before saving it, and sends them for sign-off', async () => {
    const calls = open([], {
      'GET /api/posts/clinical-signoff/impact': () => ({
        body: {
          success: true,
          mode: 'all',
          posts: [
            { id: 5, productName: 'Reel λέιζερ', scheduledDate: '2026-06-20T06:00:00.000Z', format: 'reel' },
          ],
        },
      }),
      'PUT /api/posts/clinical-signoff': ({ body }) => ({
        body: {
          success: true,
          mode: (body as { mode: string }).mode,
          pulledBack: 1,
          submitted: 1,
          message: 'Η ρύθμιση του ιατρικού ελέγχου αποθηκεύτηκε.',
        },
      }),
    });
    const select = (await screen.findByLabelText(
      'Ιατρικός έλεγχος πριν τον προγραμματισμό',
    )) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'all' } });
    const dialog = await screen.findByRole('dialog', {
      name: 'Αναρτήσεις που θα αποσυρθούν από το πρόγραμμα',
    });
    expect(within(dialog).getByText('Reel λέιζερ')).toBeInTheDocument();
    expect(within(dialog).getByText(/Reel$/)).toBeInTheDocument();
    // Nothing is saved until the owner confirms.
    expect(calls.some((c) => c.key === 'PUT /api/posts/clinical-signoff')).toBe(false);
    expect(
      within(dialog).getByRole('checkbox', { name: 'Αποστολή τους για ιατρικό έλεγχο αμέσως' }),
    ).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Αποθήκευση και απόσυρση' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/posts/clinical-signoff')?.body).toEqual({
        mode: 'all',
        sendForSignOff: true,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
