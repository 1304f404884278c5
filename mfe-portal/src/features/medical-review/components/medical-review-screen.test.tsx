// @vitest-environment happy-dom
import type { SignOffQueueItem } from '@studio/contracts';
import { fakeApi, refused, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { MedicalReviewScreen } from './medical-review-screen.tsx';

const snapshot = (text: string) => ({
  text,
  firstComment: 'Κλείστε ραντεβού στο 210 0000000',
  scheduledDate: '2026-06-11T06:00:00.000Z',
  imageIds: [3],
  images: [{ url: '/uploads/m3.jpg', altText: 'Η αίθουσα θεραπειών', imageText: 'Laser αποτρίχωση' }],
  targets: [{ platform: 'facebook', pageName: 'Κλινική Demo', instagramUsername: null }],
});

const item: SignOffQueueItem = {
  postId: 9,
  productName: 'Laser',
  signOff: {
    postId: 9,
    required: true,
    state: 'pending',
    changed: false,
    payloadHash: 'b'.repeat(64),
    version: 2,
    submittedBy: 'marketer@clinic.gr',
    submittedAt: '2026-06-10T09:00:00.000Z',
    reviewedBy: null,
    reviewedAt: null,
    comment: null,
  },
  current: snapshot('Η θεραπεία laser στο ιατρείο μας.'),
  previous: {
    version: 1,
    payloadHash: 'c'.repeat(64),
    snapshot: snapshot('Η ανώδυνη θεραπεία laser στο ιατρείο μας.'),
    submittedBy: 'marketer@clinic.gr',
    submittedAt: '2026-06-09T09:00:00.000Z',
    outcome: 'changes_requested',
    reviewedBy: 'doctor@clinic.gr',
    reviewedAt: '2026-06-09T10:00:00.000Z',
    comment: 'Όχι «ανώδυνη».',
  },
  textDiff: [
    { value: 'Η ', added: false, removed: false },
    { value: 'ανώδυνη ', added: false, removed: true },
    { value: 'θεραπεία laser στο ιατρείο μας.', added: false, removed: false },
  ],
  flags: [
    {
      phrase: 'laser',
      term: 'laser',
      ruleId: 'safety-claim',
      rule: 'Ισχυρισμός ασφάλειας',
      severity: 'warn',
      reason: 'Χρειάζεται τεκμηρίωση.',
    },
  ],
};

function open(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const calls = fakeApi({
    'GET /api/posts/signoff/queue': () => ({ body: { success: true, posts: [item] } }),
    'GET /api/selected-pages': () => ({ body: { success: true, selectedPages: [] } }),
    ...handlers,
  });
  renderWithProviders(
    '/portal/medical-review',
    <Route path="/:prefix/medical-review" element={<MedicalReviewScreen />} />,
  );
  return calls;
}

describe('the medical reviewer’s screen', () => {
  resetBrowserBetweenTests();
  beforeEach(() => localStorage.setItem('business_token', 'business-token'));

  it('shows a waiting post with its extras, the words in its images, its flags and the difference', async () => {
    open();
    const post = await screen.findByRole('article', { name: 'Ανάρτηση για Laser' });
    expect(post).toHaveTextContent('Κλείστε ραντεβού στο 210 0000000');
    expect(post).toHaveTextContent('Η αίθουσα θεραπειών');
    expect(post).toHaveTextContent('Laser αποτρίχωση');
    expect(post).toHaveTextContent('«laser» – Ισχυρισμός ασφάλειας');
    const diff = within(post).getByRole('region', {
      name: 'Αλλαγές από την προηγούμενη έκδοση που ελέγχθηκε',
    });
    expect(diff.querySelector('del')).toHaveTextContent('ανώδυνη');
    expect(diff).toHaveTextContent('Το σχόλιό σας τότε: Όχι «ανώδυνη».');
  });

  it('signs off the version shown, with its hash', async () => {
    const calls = open({
      'POST /api/bulk-posts/9/signoff/decision': () => ({
        body: { success: true, signOff: { ...item.signOff, state: 'signed_off' }, message: 'Εγκρίθηκε.' },
      }),
    });
    const post = await screen.findByRole('article', { name: 'Ανάρτηση για Laser' });
    fireEvent.click(within(post).getByRole('button', { name: 'Έγκριση' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/bulk-posts/9/signoff/decision')?.body).toEqual({
        decision: 'sign_off',
        payloadHash: 'b'.repeat(64),
      }),
    );
  });

  it('asks for changes only with a comment', async () => {
    const calls = open({
      'POST /api/bulk-posts/9/signoff/decision': () => ({
        body: {
          success: true,
          signOff: { ...item.signOff, state: 'changes_requested' },
          message: 'Ζητήθηκαν.',
        },
      }),
    });
    const post = await screen.findByRole('article', { name: 'Ανάρτηση για Laser' });
    fireEvent.click(within(post).getByRole('button', { name: 'Ζητήστε αλλαγές' }));
    const send = within(post).getByRole('button', { name: 'Αποστολή σχολίου' });
    expect(send).toBeDisabled();
    fireEvent.change(within(post).getByLabelText('Σχόλιο προς τον συντάκτη'), {
      target: { value: 'Αφαιρέστε το laser από τον τίτλο.' },
    });
    fireEvent.click(send);
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/bulk-posts/9/signoff/decision')?.body).toEqual({
        decision: 'request_changes',
        payloadHash: 'b'.repeat(64),
        comment: 'Αφαιρέστε το laser από τον τίτλο.',
      }),
    );
  });

  it('tells a marketer the review is not theirs, and an empty queue that nothing waits', async () => {
    open({ 'GET /api/posts/signoff/queue': () => refused(403, 'Μόνο ο ιατρικός ελεγκτής.') });
    expect(
      await screen.findByText('Τον ιατρικό έλεγχο κάνει ο ιατρικός ελεγκτής ή ο κάτοχος του λογαριασμού.'),
    ).toBeInTheDocument();
  });
});
