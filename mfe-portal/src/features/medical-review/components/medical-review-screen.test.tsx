// @vitest-environment happy-dom
import type { InboxPendingRepliesResponse, SignOffQueueItem } from '@studio/contracts';
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

const pendingReply: InboxPendingRepliesResponse['replies'][number] = {
  reply: {
    id: 31,
    threadId: 4,
    itemId: 11,
    text: 'Στείλτε μας μήνυμα για ραντεβού. Η θεραπεία είναι ανώδυνη.',
    visibility: 'public',
    state: 'awaiting_signoff',
    sentBy: { userId: 3, name: 'Ελένη' },
    createdAt: '2026-06-10T09:00:00.000Z',
    sentAt: null,
    sentItemId: null,
    error: null,
    reviewedBy: null,
    reviewedAt: null,
    reviewComment: null,
    flags: [
      {
        phrase: 'ανώδυνη',
        term: 'ανώδυνη',
        ruleId: 'safety-claim',
        rule: 'Ισχυρισμός ασφάλειας',
        severity: 'warn',
        reason: 'Χρειάζεται τεκμηρίωση.',
      },
    ],
  },
  thread: {
    id: 4,
    kind: 'comment',
    network: 'facebook',
    pageId: 'page-1',
    pageName: 'Κλινική Demo',
    account: null,
    post: {
      externalId: 'p1',
      postId: 9,
      permalink: 'https://facebook.test/p1',
      excerpt: 'Η θεραπεία laser στο ιατρείο μας.',
    },
    author: { id: 'u1', name: 'Μαρία Κ.' },
    lastItemExcerpt: 'Πονάει;',
    lastItemAt: '2026-06-10T08:00:00.000Z',
    unread: false,
    answered: true,
    waitingSince: null,
    category: 'question',
    counts: { items: 1, unread: 0, replies: 1 },
    pendingSignOff: 1,
  },
  answers: {
    id: 11,
    externalId: 'c11',
    parentId: null,
    direction: 'incoming',
    author: { id: 'u1', name: 'Μαρία Κ.' },
    text: 'Πονάει;',
    createdAt: '2026-06-10T08:00:00.000Z',
    visibility: 'public',
    category: 'question',
    hidden: false,
    deleted: false,
    sentBy: null,
  },
};

function open(handlers: Parameters<typeof fakeApi>[0] = {}, url = '/portal/medical-review') {
  const calls = fakeApi({
    'GET /api/posts/signoff/queue': () => ({ body: { success: true, posts: [item] } }),
    'GET /api/inbox/replies/pending': () => ({
      body: { success: true, replies: [pendingReply], reviews: [] },
    }),
    'GET /api/selected-pages': () => ({ body: { success: true, selectedPages: [] } }),
    ...handlers,
  });
  renderWithProviders(url, <Route path="/:prefix/medical-review" element={<MedicalReviewScreen />} />);
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

  it('shows a Reel as the phone shows it, with its video’s cover, not as a feed post', async () => {
    const reel: SignOffQueueItem = {
      ...item,
      current: {
        ...snapshot('Ένα Reel από το ιατρείο μας.'),
        images: [],
        format: 'reel',
        video: {
          url: '/uploads/v1.mp4',
          coverUrl: '/uploads/v1-cover.jpg',
          durationSeconds: 12,
          width: 1080,
          height: 1920,
          hasAudio: true,
          altText: 'Η αίθουσα',
        },
      },
    };
    open({ 'GET /api/posts/signoff/queue': () => ({ body: { success: true, posts: [reel] } }) });
    const post = await screen.findByRole('article', { name: 'Ανάρτηση για Laser' });
    const phone = await within(post).findByRole('figure', { name: 'Reel στο Instagram' });
    expect(
      phone.querySelector('img, video')?.getAttribute(phone.querySelector('video') ? 'poster' : 'src'),
    ).toBe('/uploads/v1-cover.jpg');
    expect(within(post).queryByText('Χωρίς εικόνα')).toBeNull();
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

  it('counts what waits in each tab, and shows a reply with its comment, post and flags', async () => {
    open();
    expect(
      await screen.findByRole('tab', { name: /^Απαντήσεις προς έλεγχο.* 1 σε αναμονή$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Αναρτήσεις.* 1 σε αναμονή$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    fireEvent.click(screen.getByRole('tab', { name: /Απαντήσεις προς έλεγχο/ }));
    const reply = await screen.findByRole('article', { name: 'Απάντηση προς Μαρία Κ.' });
    expect(reply).toHaveTextContent('Πονάει;');
    expect(reply).toHaveTextContent('«Η θεραπεία laser στο ιατρείο μας.»');
    expect(reply).toHaveTextContent('Στείλτε μας μήνυμα για ραντεβού. Η θεραπεία είναι ανώδυνη.');
    expect(reply).toHaveTextContent('«ανώδυνη» – Ισχυρισμός ασφάλειας');
    expect(reply).toHaveTextContent('Γράφτηκε από Ελένη');
    expect(within(reply).getByRole('link', { name: 'Άνοιγμα συνομιλίας' })).toHaveAttribute(
      'href',
      '/portal/inbox?thread=4',
    );
    expect(screen.queryByRole('article', { name: 'Ανάρτηση για Laser' })).toBeNull();
  });

  it('asks changes of a reply through the inbox’s route, and counts it gone', async () => {
    let replies = [pendingReply];
    const calls = open(
      {
        'GET /api/inbox/replies/pending': () => ({ body: { success: true, replies, reviews: [] } }),
        'POST /api/inbox/replies/31/request-changes': () => {
          replies = [];
          return {
            body: {
              success: true,
              reply: { ...pendingReply.reply, state: 'changes_requested' },
              message: 'Ζητήθηκαν αλλαγές στην απάντηση.',
            },
          };
        },
      },
      '/portal/medical-review?tab=replies',
    );
    const reply = await screen.findByRole('article', { name: 'Απάντηση προς Μαρία Κ.' });
    fireEvent.click(within(reply).getByRole('button', { name: 'Ζητήστε αλλαγές' }));
    fireEvent.change(within(reply).getByLabelText('Σχόλιο προς τον συντάκτη'), {
      target: { value: 'Χωρίς «ανώδυνη».' },
    });
    fireEvent.click(within(reply).getByRole('button', { name: 'Αποστολή σχολίου' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/inbox/replies/31/request-changes')?.body).toEqual({
        comment: 'Χωρίς «ανώδυνη».',
      }),
    );
    expect(
      await screen.findByText(
        'Καμία απάντηση σε σχόλιο, μήνυμα ή κριτική Google δεν περιμένει ιατρικό έλεγχο.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Απαντήσεις προς έλεγχο.* 0 σε αναμονή$/ })).toBeInTheDocument();
  });

  it('signs off a reply, and opens on the replies when only they wait', async () => {
    const calls = open({
      'GET /api/posts/signoff/queue': () => ({ body: { success: true, posts: [] } }),
      'POST /api/inbox/replies/31/signoff': () => ({
        body: {
          success: true,
          reply: { ...pendingReply.reply, state: 'sending' },
          message: 'Η απάντηση εγκρίθηκε και στέλνεται.',
        },
      }),
    });
    const reply = await screen.findByRole('article', { name: 'Απάντηση προς Μαρία Κ.' });
    fireEvent.click(within(reply).getByRole('button', { name: 'Έγκριση και αποστολή' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/inbox/replies/31/signoff')).toBe(true));
  });

  it('tells a marketer the review is not theirs, and an empty queue that nothing waits', async () => {
    open({ 'GET /api/posts/signoff/queue': () => refused(403, 'Μόνο ο ιατρικός ελεγκτής.') });
    expect(
      await screen.findByText('Τον ιατρικό έλεγχο κάνει ο ιατρικός ελεγκτής ή ο κάτοχος του λογαριασμού.'),
    ).toBeInTheDocument();
  });

  it('lists a reply to a Google review held for sign-off beside the inbox’s, and sends it back with a comment', async () => {
    const heldReview = {
      name: 'accounts/101/locations/201/reviews/r1',
      locationName: 'accounts/101/locations/201',
      locationTitle: 'Ιατρείο Κέντρο',
      reviewer: 'Ελένη Μ.',
      stars: 4,
      comment: 'Πολύ ευγενικό προσωπικό.',
      createdAt: '2026-06-10T08:00:00.000Z',
      reply: null,
      pending: {
        text: 'Ευχαριστούμε για τα καλά σας λόγια!',
        by: 'Νίκος',
        state: 'awaiting_signoff',
        comment: null,
      },
      answerable: true,
    };
    let reviews = [heldReview];
    const calls = open(
      {
        'GET /api/inbox/replies/pending': () => ({
          body: { success: true, replies: [pendingReply], reviews },
        }),
        'POST /api/google/reviews/signoff': () => {
          reviews = [];
          return {
            body: {
              success: true,
              review: heldReview.name,
              text: heldReview.pending.text,
              state: 'changes_requested',
              message: 'Η απάντηση επιστράφηκε για αλλαγές.',
            },
          };
        },
      },
      '/portal/medical-review?tab=replies',
    );
    expect(
      await screen.findByRole('tab', { name: /^Απαντήσεις προς έλεγχο.* 2 σε αναμονή$/ }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('article', {
      name: 'Απάντηση σε κριτική Google: Ελένη Μ.',
    });
    expect(card).toHaveTextContent('Πολύ ευγενικό προσωπικό.');
    expect(card).toHaveTextContent('Ευχαριστούμε για τα καλά σας λόγια!');
    expect(card).toHaveTextContent('Γράφτηκε από Νίκος · Ιατρείο Κέντρο');
    expect(within(card).getByLabelText('4 από 5 αστέρια')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Άνοιγμα κριτικής' })).toHaveAttribute(
      'href',
      '/portal/inbox?network=google&review=accounts%2F101%2Flocations%2F201%2Freviews%2Fr1',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Ζητήστε αλλαγές' }));
    fireEvent.change(within(card).getByLabelText('Σχόλιο προς τον συντάκτη'), {
      target: { value: 'Πιο ζεστά.' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Αποστολή σχολίου' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/google/reviews/signoff')?.body).toEqual({
        review: heldReview.name,
        decision: 'request_changes',
        comment: 'Πιο ζεστά.',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('google-reply-review')).toBeNull());
  });
});
