// @vitest-environment happy-dom
import type {
  GoogleReview,
  InboxItem,
  InboxReply,
  InboxThreadResponse,
  InboxThreadSummary,
} from '@studio/contracts';
import { fakeApi, refused, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { BusinessSessionContext } from '../../../session.ts';
import { InboxBadge } from './inbox-badge.tsx';
import { InboxScreen } from './inbox-screen.tsx';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const summary = (id: number, fields: Partial<InboxThreadSummary>): InboxThreadSummary => ({
  id,
  kind: 'comment',
  network: 'facebook',
  pageId: 'page-1',
  pageName: 'Κλινική Demo',
  account: null,
  post: {
    externalId: 'p1',
    postId: 7,
    permalink: 'https://facebook.test/p1',
    excerpt: 'Νέα θεραπεία ενυδάτωσης',
  },
  author: { id: 'u1', name: 'Μαρία Κ.' },
  lastItemExcerpt: 'Πόσο κοστίζει;',
  lastItemAt: hoursAgo(3),
  unread: true,
  answered: false,
  waitingSince: hoursAgo(3),
  category: 'question',
  counts: { items: 1, unread: 1, replies: 0 },
  pendingSignOff: 0,
  ...fields,
});

const waiting = summary(1, {});
const older = summary(2, {
  author: { id: 'u2', name: 'Γιώργος Π.' },
  lastItemExcerpt: 'Ευχαριστώ πολύ!',
  unread: false,
  answered: true,
  waitingSince: null,
  category: 'other',
  network: 'instagram',
  account: 'klinikidemo',
  post: { externalId: 'm2', postId: null, permalink: null, excerpt: 'Το καλοκαίρι στο ιατρείο' },
});

const comment: InboxItem = {
  id: 11,
  externalId: 'c11',
  parentId: null,
  direction: 'incoming',
  author: { id: 'u1', name: 'Μαρία Κ.' },
  text: 'Πόσο κοστίζει;',
  createdAt: hoursAgo(3),
  visibility: 'public',
  category: 'question',
  hidden: false,
  deleted: false,
  sentBy: null,
};

const sentReply = (fields: Partial<InboxReply>): InboxReply => ({
  id: 31,
  threadId: 1,
  itemId: 11,
  text: '',
  visibility: 'public',
  state: 'sending',
  sentBy: { userId: 3, name: 'Ελένη' },
  createdAt: new Date().toISOString(),
  sentAt: null,
  sentItemId: null,
  error: null,
  reviewedBy: null,
  reviewedAt: null,
  reviewComment: null,
  flags: [],
  ...fields,
});

const review = (fields: Partial<GoogleReview>): GoogleReview => ({
  name: 'accounts/101/locations/201/reviews/r1',
  locationName: 'accounts/101/locations/201',
  locationTitle: 'Ιατρείο Κέντρο',
  reviewer: 'Ελένη Μ.',
  stars: 5,
  comment: 'Πολύ ευγενικό προσωπικό.',
  createdAt: hoursAgo(5),
  reply: null,
  pending: null,
  answerable: true,
  ...fields,
});

function open(
  handlers: Parameters<typeof fakeApi>[0] = {},
  {
    url = '/portal/inbox',
    memberRole,
    replies = [],
    reviews = [],
  }: {
    url?: string;
    memberRole?: 'owner' | 'medical_reviewer' | 'marketer';
    replies?: InboxReply[];
    reviews?: GoogleReview[];
  } = {},
) {
  const state: { thread: InboxThreadResponse } = {
    thread: { success: true, thread: waiting, items: [comment], replies },
  };
  const calls = fakeApi({
    'GET /api/inbox/threads': () => ({
      body: {
        success: true,
        threads: [waiting, older],
        page: 1,
        pageSize: 30,
        total: 2,
        counts: { all: 2, unanswered: 1, questions: 1, complaints: 0, spam: 0 },
      },
    }),
    'GET /api/inbox/settings': () => ({
      body: {
        success: true,
        settings: {
          waitAlertHours: 4,
          openingHours: null,
          dailyMail: true,
          replySignOff: 'off',
          collection: 'sandbox',
          timeZone: 'Europe/Athens',
        },
      },
    }),
    'GET /api/inbox/count': () => ({ body: { success: true, unread: 1, waiting: 0, reviews: 0 } }),
    'GET /api/google/reviews': () => ({ body: { success: true, reviews } }),
    'GET /api/inbox/threads/1': () => ({ body: state.thread }),
    'POST /api/inbox/threads/1/read': () => ({ body: { success: true, thread: waiting, unread: 0 } }),
    ...handlers,
  });
  const session = {
    role: 'business_admin' as const,
    accountId: 1,
    actingAdmin: null,
    memberRole: memberRole ?? 'owner',
  };
  renderWithProviders(
    url,
    <Route
      path="/:prefix/inbox"
      element={
        <BusinessSessionContext.Provider value={session as never}>
          <InboxScreen />
        </BusinessSessionContext.Provider>
      }
    />,
  );
  return { calls, state };
}

const rows = async () => screen.findAllByTestId('inbox-thread');

describe('the inbox', () => {
  resetBrowserBetweenTests();
  beforeEach(() => localStorage.setItem('business_token', 'business-token'));

  it('lists the threads in the server’s order, each with its person, post, network and wait', async () => {
    open();
    const [first, second] = await rows();
    expect(first).toHaveTextContent('Μαρία Κ.');
    expect(first).toHaveTextContent('Πόσο κοστίζει;');
    expect(first).toHaveTextContent('Στην ανάρτηση: «Νέα θεραπεία ενυδάτωσης»');
    expect(first).toHaveTextContent('περιμένει 3 ώρες');
    expect(first).toHaveTextContent('Ερώτηση');
    expect(within(first!).getByRole('img', { name: 'Μη αναγνωσμένο' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Γιώργος Π.');
    expect(second).toHaveTextContent('Instagram');
    expect(second).toHaveTextContent('Απαντήθηκε');
    expect(second).not.toHaveTextContent('περιμένει');
    expect(screen.getByRole('button', { name: 'Αναπάντητα 1' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks the server for the filter and the network chosen', async () => {
    const asked: string[] = [];
    open({
      'GET /api/inbox/threads': ({ url }) => {
        asked.push(url.search);
        return {
          body: {
            success: true,
            threads: url.searchParams.get('filter') === 'unanswered' ? [waiting] : [waiting, older],
            page: 1,
            pageSize: 30,
            total: 2,
            counts: { all: 2, unanswered: 1, questions: 1, complaints: 0, spam: 0 },
          },
        };
      },
    });
    expect(await rows()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Αναπάντητα 1' }));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Αναπάντητα 1' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.change(screen.getByLabelText('Δίκτυο'), { target: { value: 'instagram' } });
    await waitFor(() => expect(asked.at(-1)).toBe('?filter=unanswered&network=instagram&page=1'));
  });

  it('opens a thread with its post and comment, and marks it read', async () => {
    const { calls } = open();
    fireEvent.click((await rows())[0]!);
    const thread = await screen.findByRole('region', { name: 'Συνομιλία με Μαρία Κ.' });
    expect(within(thread).getByRole('region', { name: 'Η ανάρτηση' })).toHaveTextContent(
      'Νέα θεραπεία ενυδάτωσης',
    );
    expect(within(thread).getByRole('link', { name: /Άνοιγμα στο δίκτυο/ })).toHaveAttribute(
      'href',
      'https://facebook.test/p1',
    );
    expect(within(thread).getByTestId('inbox-item')).toHaveTextContent('Πόσο κοστίζει;');
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/inbox/threads/1/read')).toBe(true));
    expect(screen.getByTestId('location')).toHaveTextContent('/portal/inbox?thread=1');
  });

  it('counts an Instagram message in bytes, says what is left and when the 24 hours end', async () => {
    const { state } = open({}, { url: '/portal/inbox?thread=1' });
    const dm = summary(1, { kind: 'message', network: 'instagram', account: 'klinikidemo', post: null });
    state.thread = {
      success: true,
      thread: dm,
      items: [{ ...comment, visibility: 'private', createdAt: hoursAgo(3) }],
      replies: [],
    };
    const box = await screen.findByRole('form', { name: 'Η απάντησή σας' });
    expect(box).toHaveTextContent(/Μπορείτε να απαντήσετε έως .*24 ώρες μετά το τελευταίο μήνυμα/);
    const field = within(box).getByRole('textbox');
    // 400 Greek letters are 800 bytes of Instagram's 1,000.
    fireEvent.change(field, { target: { value: 'α'.repeat(400) } });
    expect(box).toHaveTextContent('Απομένουν 200 bytes');
    fireEvent.change(field, { target: { value: 'α'.repeat(600) } });
    expect(box).toHaveTextContent('200 bytes πάνω από το όριο του Instagram');
    expect(within(box).getByRole('button', { name: 'Αποστολή' })).toBeDisabled();
  });

  it('says a message past 24 hours is answered only with the Human Agent permission', async () => {
    const { state } = open({}, { url: '/portal/inbox?thread=1' });
    state.thread = {
      success: true,
      thread: summary(1, { kind: 'message', post: null }),
      items: [{ ...comment, visibility: 'private', createdAt: hoursAgo(30) }],
      replies: [],
    };
    const box = await screen.findByRole('form', { name: 'Η απάντησή σας' });
    expect(box).toHaveTextContent('Πέρασαν 24 ώρες από το τελευταίο μήνυμα του ατόμου');
    fireEvent.change(within(box).getByRole('textbox'), { target: { value: 'α'.repeat(600) } });
    // Messenger counts characters: 600 of 2,000.
    expect(box).toHaveTextContent('Απομένουν 1400 χαρακτήρες');
  });

  it('shows the gate’s reason for a refused reply and keeps the text', async () => {
    open(
      {
        'POST /api/inbox/threads/1/replies': () =>
          refused(
            422,
            'Η απάντηση δεν μπορεί να σταλεί: περιέχει «Botox» (φάρμακο με συνταγή).',
            'compliance',
          ),
      },
      { url: '/portal/inbox?thread=1' },
    );
    const box = await screen.findByRole('form', { name: 'Η απάντησή σας' });
    fireEvent.change(within(box).getByRole('textbox'), { target: { value: 'Δοκιμάστε το Botox μας!' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Αποστολή' }));
    const alert = await within(box).findByRole('alert');
    expect(alert).toHaveTextContent('Η απάντηση δεν στάλθηκε');
    expect(alert).toHaveTextContent('περιέχει «Botox» (φάρμακο με συνταγή)');
    expect(within(box).getByRole('textbox')).toHaveValue('Δοκιμάστε το Botox μας!');
  });

  it('holds a public reply with a warn flag until its flags are ticked, then sends it with the rules ticked', async () => {
    const text = 'Οι θεραπείες μας είναι ανώδυνες.';
    const flag = {
      field: 'content' as const,
      phrase: 'ανώδυνες',
      term: 'ανώδυν*',
      ruleId: 'painless',
      rule: 'Ισχυρισμός «ανώδυνο»',
      severity: 'warn' as const,
      reason: 'Κάθε ιατρική πράξη έχει κινδύνους.',
    };
    const { calls, state } = open(
      {
        'POST /api/inbox/threads/1/replies': ({ body }) => {
          const request = body as { acknowledgedRuleIds?: string[] };
          if (!request.acknowledgedRuleIds)
            return {
              status: 422,
              body: {
                error: 'acknowledgement_required',
                message:
                  'Η δημόσια απάντηση δεν στάλθηκε χωρίς επιβεβαίωση: περιέχει «ανώδυνες» (Ισχυρισμός «ανώδυνο»).',
                flags: [flag],
              },
            };
          const reply = sentReply({ text, flags: [flag] });
          state.thread = { ...state.thread, replies: [reply] };
          return { status: 201, body: { success: true, reply, message: 'Η απάντηση στέλνεται.' } };
        },
      },
      { url: '/portal/inbox?thread=1' },
    );
    const box = await screen.findByRole('form', { name: 'Η απάντησή σας' });
    fireEvent.change(within(box).getByRole('textbox'), { target: { value: text } });
    fireEvent.click(within(box).getByRole('button', { name: 'Αποστολή' }));
    const alert = await within(box).findByRole('alert');
    expect(alert).toHaveTextContent('Ελέγξτε τις επισημάνσεις πριν από τη δημόσια απάντηση');
    expect(alert).toHaveTextContent('«ανώδυνες» (Ισχυρισμός «ανώδυνο»)');
    const send = within(box).getByRole('button', { name: 'Αποστολή' });
    expect(send).toBeDisabled();
    fireEvent.click(within(alert).getByRole('checkbox', { name: /Έλεγξα τις επισημάνσεις/ }));
    expect(send).toBeEnabled();
    fireEvent.click(send);
    await screen.findByTestId('inbox-reply');
    expect(calls.filter((c) => c.key === 'POST /api/inbox/threads/1/replies').at(-1)?.body).toEqual({
      text,
      visibility: 'public',
      acknowledgedRuleIds: ['painless'],
    });
    expect(within(box).queryByRole('alert')).toBeNull();
  });

  it('offers the private answer the API steers to, sends it with the public line, and shows it on its way', async () => {
    const text = 'Το κόστος εξαρτάται από την αξιολόγηση του γιατρού.';
    const { calls, state } = open(
      {
        'POST /api/inbox/threads/1/replies': ({ body }) => {
          const request = body as { visibility: string };
          if (request.visibility === 'public')
            return {
              status: 409,
              body: {
                error: 'answer_privately',
                message:
                  'Η ερώτηση αφορά τιμή: απαντήστε με ιδιωτικό μήνυμα, όχι δημόσια. Δημόσια μπορείτε να γράψετε «Σας στείλαμε μήνυμα».',
                suggestedVisibility: 'private',
                suggestedPublicText: 'Σας στείλαμε μήνυμα',
                reason: 'price',
              },
            };
          const reply = sentReply({ text, visibility: 'private' });
          state.thread = { ...state.thread, replies: [reply] };
          return { status: 201, body: { success: true, reply, message: 'Η απάντηση στέλνεται.' } };
        },
      },
      { url: '/portal/inbox?thread=1' },
    );
    const box = await screen.findByRole('form', { name: 'Η απάντησή σας' });
    fireEvent.change(within(box).getByRole('textbox'), { target: { value: text } });
    fireEvent.click(within(box).getByRole('button', { name: 'Αποστολή' }));
    const offer = await within(box).findByRole('alert');
    expect(offer).toHaveTextContent('Η ερώτηση αφορά τιμή: απαντήστε με ιδιωτικό μήνυμα');
    fireEvent.click(within(offer).getByRole('button', { name: 'Απάντηση με μήνυμα' }));

    const pending = await screen.findByTestId('inbox-reply');
    expect(pending).toHaveTextContent(text);
    expect(pending).toHaveTextContent('Στέλνεται...');
    expect(pending).toHaveTextContent('Ιδιωτικό μήνυμα');
    expect(pending).toHaveTextContent('Γράφτηκε από Ελένη');
    expect(calls.filter((c) => c.key === 'POST /api/inbox/threads/1/replies').at(-1)?.body).toEqual({
      text,
      visibility: 'private',
      publicNote: true,
    });
    expect(within(box).getByRole('textbox')).toHaveValue('');
    expect(within(box).queryByRole('alert')).toBeNull();
  });

  it('fills the box with the suggested reply, private when the question is about a price', async () => {
    open(
      {
        'POST /api/inbox/threads/1/suggest': () => ({
          body: {
            success: true,
            text: 'Γεια σας Μαρία, το κόστος εξαρτάται από την αξιολόγηση.',
            visibility: 'private',
            steered: 'price',
          },
        }),
      },
      { url: '/portal/inbox?thread=1' },
    );
    const box = await screen.findByRole('form', { name: 'Η απάντησή σας' });
    fireEvent.click(within(box).getByRole('button', { name: 'Πρόταση απάντησης' }));
    await waitFor(() =>
      expect(within(box).getByRole('textbox')).toHaveValue(
        'Γεια σας Μαρία, το κόστος εξαρτάται από την αξιολόγηση.',
      ),
    );
    expect(within(box).getByRole('radio', { name: 'Με ιδιωτικό μήνυμα' })).toBeChecked();
    expect(box).toHaveTextContent('Η πρόταση γράφτηκε ως ιδιωτικό μήνυμα, γιατί η ερώτηση αφορά τιμή.');
  });

  it('says beside a suggestion that the AI writer drafted it, and nothing new for a template', async () => {
    const drafters: ('writer' | 'template')[] = ['writer', 'template'];
    open(
      {
        'POST /api/inbox/threads/1/suggest': () => ({
          body: {
            success: true,
            text: 'Ευχαριστούμε για το μήνυμά σας, Μαρία!',
            visibility: 'public',
            steered: null,
            drafter: drafters.shift(),
          },
        }),
      },
      { url: '/portal/inbox?thread=1' },
    );
    const note = 'Πρόταση του βοηθού AI — ελέγξτε την πριν την αποστολή.';
    const box = await screen.findByRole('form', { name: 'Η απάντησή σας' });
    expect(within(box).queryByRole('note')).toBeNull();
    fireEvent.click(within(box).getByRole('button', { name: 'Πρόταση απάντησης' }));
    const shown = await within(box).findByRole('note');
    expect(shown).toHaveTextContent(note);
    // The box's description carries it to a screen reader too.
    expect(within(box).getByRole('textbox')).toHaveAccessibleDescription(expect.stringContaining(note));
    // A second suggestion, by the templates: the note goes.
    fireEvent.click(within(box).getByRole('button', { name: 'Πρόταση απάντησης' }));
    await waitFor(() => expect(within(box).queryByRole('note')).toBeNull());
    expect(within(box).getByRole('textbox')).toHaveValue('Ευχαριστούμε για το μήνυμά σας, Μαρία!');
    expect(box).not.toHaveTextContent('βοηθού AI');
  });

  it('shows a sent reply under the comment with who sent it', async () => {
    const { state } = open(
      {
        'POST /api/inbox/threads/1/replies': () => {
          state.thread = {
            ...state.thread,
            thread: { ...waiting, answered: true, waitingSince: null, unread: false },
            items: [
              comment,
              {
                ...comment,
                id: 12,
                externalId: 'c12',
                parentId: 11,
                direction: 'outgoing',
                author: { id: 'page-1', name: 'Κλινική Demo' },
                text: 'Σας ευχαριστούμε!',
                category: 'other',
                sentBy: { userId: 3, name: 'Ελένη' },
              },
            ],
          };
          const reply = sentReply({ text: 'Σας ευχαριστούμε!' });
          return { status: 201, body: { success: true, reply, message: 'Η απάντηση στέλνεται.' } };
        },
      },
      { url: '/portal/inbox?thread=1' },
    );
    const box = await screen.findByRole('form', { name: 'Η απάντησή σας' });
    fireEvent.change(within(box).getByRole('textbox'), { target: { value: 'Σας ευχαριστούμε!' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Αποστολή' }));
    await waitFor(() => expect(screen.getAllByTestId('inbox-item')).toHaveLength(2));
    const sent = screen.getAllByTestId('inbox-item')[1]!;
    expect(sent).toHaveTextContent('Σας ευχαριστούμε!');
    expect(sent).toHaveTextContent('Στάλθηκε από Ελένη');
  });

  it('lets the medical reviewer sign off a reply waiting for it', async () => {
    const { calls, state } = open(
      {
        'POST /api/inbox/replies/31/signoff': () => {
          state.thread = {
            ...state.thread,
            replies: [sentReply({ text: 'Κλείστε ραντεβού.', state: 'sending' })],
          };
          return {
            body: { success: true, reply: sentReply({}), message: 'Η απάντηση εγκρίθηκε και στέλνεται.' },
          };
        },
      },
      {
        url: '/portal/inbox?thread=1',
        memberRole: 'medical_reviewer',
        replies: [sentReply({ text: 'Κλείστε ραντεβού.', state: 'awaiting_signoff' })],
      },
    );
    const pending = await screen.findByTestId('inbox-reply');
    expect(pending).toHaveTextContent('Περιμένει την έγκριση του ιατρικού υπευθύνου');
    // A reviewer does not hide or delete comments.
    expect(screen.queryByRole('button', { name: 'Διαγραφή' })).toBeNull();
    fireEvent.click(within(pending).getByRole('button', { name: 'Έγκριση και αποστολή' }));
    await waitFor(() => expect(screen.getByTestId('inbox-reply')).toHaveTextContent('Στέλνεται...'));
    expect(calls.some((c) => c.key === 'POST /api/inbox/replies/31/signoff')).toBe(true);
  });

  it('deletes a spam comment only once confirmed', async () => {
    const { calls } = open(
      { 'DELETE /api/inbox/items/11': () => ({ body: { success: true, message: 'Το σχόλιο διαγράφηκε.' } }) },
      { url: '/portal/inbox?thread=1' },
    );
    const item = await screen.findByTestId('inbox-item');
    fireEvent.click(within(item).getByRole('button', { name: 'Διαγραφή' }));
    const dialog = await screen.findByRole('dialog', { name: 'Διαγραφή σχολίου' });
    expect(calls.some((c) => c.key === 'DELETE /api/inbox/items/11')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Διαγραφή' }));
    expect(await screen.findByText('Το σχόλιο διαγράφηκε.')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'DELETE /api/inbox/items/11')).toBe(true);
  });
});

describe('the inbox badge', () => {
  resetBrowserBetweenTests();
  beforeEach(() => localStorage.setItem('business_token', 'business-token'));

  it('counts the unread threads and leads to the inbox', async () => {
    fakeApi({
      'GET /api/inbox/count': () => ({ body: { success: true, unread: 3, waiting: 1, reviews: 0 } }),
    });
    renderWithProviders('/portal/campaigns', <Route path="/:prefix/campaigns" element={<InboxBadge />} />);
    const badge = await screen.findByRole('link', {
      name: 'Εισερχόμενα: 3 μη αναγνωσμένες συνομιλίες, 1 περιμένει απάντηση',
    });
    expect(badge).toHaveTextContent('3');
    expect(badge).toHaveAttribute('href', '/portal/inbox');
  });

  it('counts the Google reviews waiting for an answer beside the unread threads', async () => {
    fakeApi({
      'GET /api/inbox/count': () => ({ body: { success: true, unread: 1, waiting: 0, reviews: 2 } }),
    });
    renderWithProviders('/portal/campaigns', <Route path="/:prefix/campaigns" element={<InboxBadge />} />);
    const badge = await screen.findByRole('link', {
      name: 'Εισερχόμενα: 1 μη αναγνωσμένη συνομιλία, 2 κριτικές Google χωρίς απάντηση',
    });
    expect(badge).toHaveTextContent('3');
  });
});

describe('Google reviews in the inbox', () => {
  resetBrowserBetweenTests();
  beforeEach(() => localStorage.setItem('business_token', 'business-token'));

  const answered = review({
    name: 'accounts/101/locations/201/reviews/r2',
    reviewer: 'Ανώνυμος',
    stars: 2,
    comment: 'Περίμενα πολύ.',
    reply: { text: 'Λυπούμαστε για την αναμονή.', sentAt: hoursAgo(1), by: 'Ελένη' },
  });

  it('lists the reviews beside the threads, unanswered first, with their stars and location', async () => {
    open({}, { reviews: [answered, review({})] });
    await rows();
    const list = await screen.findByRole('list', { name: 'Κριτικές Google' });
    const [first, second] = within(list).getAllByTestId('google-review');
    expect(first).toHaveTextContent('Ελένη Μ.');
    expect(within(first!).getByRole('img', { name: '5 αστέρια από 5' })).toBeInTheDocument();
    expect(first).toHaveTextContent('στην τοποθεσία Ιατρείο Κέντρο');
    expect(first).toHaveTextContent('Χωρίς απάντηση');
    expect(within(second!).getByRole('img', { name: '2 αστέρια από 5' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Απαντήθηκε');
    // The filters count the reviews with the threads: under «Αναπάντητα» only the review still waiting;
    // under «Ερωτήσεις» none.
    expect(screen.getByRole('button', { name: 'Όλα 4' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Αναπάντητα 2' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Κριτικές Google' })).getAllByTestId('google-review'),
      ).toHaveLength(1),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ερωτήσεις 1' }));
    await waitFor(() => expect(screen.queryByTestId('google-review')).toBeNull());
  });

  it('shows only the reviews under «Κριτικές Google», with a reply already sent and who sent it', async () => {
    open({}, { url: '/portal/inbox?network=google', reviews: [answered] });
    fireEvent.click(await screen.findByTestId('google-review'));
    // Only the filters a review can be under, counting the reviews.
    expect(screen.getByRole('button', { name: 'Όλα 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Αναπάντητα 0' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Ερωτήσεις/ })).toBeNull();
    const view = await screen.findByRole('region', { name: 'Κριτική: Ανώνυμος' });
    expect(screen.queryByTestId('inbox-thread')).toBeNull();
    expect(within(view).getByTestId('google-review-reply')).toHaveTextContent('Λυπούμαστε για την αναμονή.');
    expect(within(view).getByTestId('google-review-reply')).toHaveTextContent('Στάλθηκε από Ελένη');
    expect(within(view).queryByRole('form', { name: 'Η απάντησή σας' })).toBeNull();
  });

  it('fills in the suggested reply and sends it through the reply route', async () => {
    const state = { reviews: [review({})] };
    const calls = open(
      {
        'GET /api/google/reviews': () => ({ body: { success: true, reviews: state.reviews } }),
        'GET /api/google/reviews/suggestion': ({ url }) => ({
          body: {
            success: true,
            review: url.searchParams.get('review'),
            text: 'Ελένη, ευχαριστούμε για τα καλά σας λόγια!',
          },
        }),
        'POST /api/google/reviews/reply': ({ body }) => {
          const { review: name, text } = body as { review: string; text: string };
          state.reviews = [review({ reply: { text, sentAt: new Date().toISOString(), by: 'Ελένη' } })];
          return { body: { success: true, review: name, text } };
        },
      },
      { url: '/portal/inbox?network=google&review=accounts%2F101%2Flocations%2F201%2Freviews%2Fr1' },
    ).calls;
    const view = await screen.findByRole('region', { name: 'Κριτική: Ελένη Μ.' });
    fireEvent.click(within(view).getByRole('button', { name: 'Πρόταση απάντησης' }));
    const box = within(view).getByLabelText('Η απάντησή σας', { selector: 'textarea' });
    await waitFor(() => expect(box).toHaveValue('Ελένη, ευχαριστούμε για τα καλά σας λόγια!'));
    fireEvent.click(within(view).getByRole('button', { name: 'Αποστολή' }));
    expect(await within(view).findByTestId('google-review-reply')).toHaveTextContent(
      'Ελένη, ευχαριστούμε για τα καλά σας λόγια!',
    );
    expect(calls.find((c) => c.key === 'POST /api/google/reviews/reply')?.body).toEqual({
      review: 'accounts/101/locations/201/reviews/r1',
      text: 'Ελένη, ευχαριστούμε για τα καλά σας λόγια!',
    });
  });

  it('shows the gate’s Greek reason when a reply names a treatment, and keeps the text', async () => {
    const reason =
      'Η απάντηση δεν μπορεί να σταλεί: επιβεβαιώνει ότι ο συντάκτης είναι ασθενής. Εντοπίστηκε: «η θεραπεία».';
    open(
      {
        'POST /api/google/reviews/reply': () => ({
          status: 422,
          body: {
            error: 'compliance',
            message: reason,
            flags: [
              {
                ruleId: 'confidentiality',
                term: 'θεραπεία',
                rule: 'Ιατρικό απόρρητο',
                phrase: 'η θεραπεία',
                reason: 'Ονομάζει θεραπεία.',
                severity: 'block',
              },
            ],
          },
        }),
      },
      { url: '/portal/inbox?network=google', reviews: [review({})] },
    );
    fireEvent.click(await screen.findByTestId('google-review'));
    const view = await screen.findByRole('region', { name: 'Κριτική: Ελένη Μ.' });
    const box = within(view).getByLabelText('Η απάντησή σας', { selector: 'textarea' });
    fireEvent.change(box, { target: { value: 'Χαιρόμαστε που η θεραπεία σας βοήθησε!' } });
    fireEvent.click(within(view).getByRole('button', { name: 'Αποστολή' }));
    const alert = await within(view).findByRole('alert');
    expect(alert).toHaveTextContent('Η απάντηση δεν στάλθηκε');
    expect(alert).toHaveTextContent(reason);
    expect(alert).toHaveTextContent('«η θεραπεία»');
    expect(box).toHaveValue('Χαιρόμαστε που η θεραπεία σας βοήθησε!');
  });

  it('offers no reply box for a location Google has not verified', async () => {
    open({}, { url: '/portal/inbox?network=google', reviews: [review({ answerable: false })] });
    fireEvent.click(await screen.findByTestId('google-review'));
    const view = await screen.findByRole('region', { name: 'Κριτική: Ελένη Μ.' });
    expect(view).toHaveTextContent('Η τοποθεσία δεν έχει επαληθευτεί από τη Google');
    expect(view).toHaveTextContent('Μη επαληθευμένη τοποθεσία');
    expect(view).not.toHaveTextContent('Χωρίς απάντηση');
    expect(within(view).queryByRole('button', { name: 'Αποστολή' })).toBeNull();
  });

  it('reads the reviews from Google again on «Ανανέωση κριτικών»', async () => {
    const state = { reviews: [review({})] };
    const { calls } = open(
      {
        'GET /api/google/reviews': () => ({ body: { success: true, reviews: state.reviews } }),
        'POST /api/google/reviews/refresh': () => {
          state.reviews = [
            review({}),
            review({ name: 'accounts/101/locations/201/reviews/r2', reviewer: 'Νίκος Π.' }),
          ];
          return { body: { success: true, reviews: state.reviews } };
        },
      },
      { url: '/portal/inbox?network=google' },
    );
    expect(await screen.findAllByTestId('google-review')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Ανανέωση κριτικών' }));
    await waitFor(() => expect(screen.getAllByTestId('google-review')).toHaveLength(2));
    expect(calls.some((c) => c.key === 'POST /api/google/reviews/refresh')).toBe(true);
  });
});

describe('a Google review’s reply held for sign-off', () => {
  resetBrowserBetweenTests();
  beforeEach(() => localStorage.setItem('business_token', 'business-token'));

  const url = '/portal/inbox?network=google&review=accounts%2F101%2Flocations%2F201%2Freviews%2Fr1';
  const held = review({
    pending: {
      text: 'Ευχαριστούμε για τα καλά σας λόγια!',
      by: 'Νίκος',
      state: 'awaiting_signoff',
      comment: null,
    },
  });

  it('shows the reviewer the held reply with «Έγκριση και αποστολή», which sends it on', async () => {
    const state = { reviews: [held] };
    const { calls } = open(
      {
        'GET /api/google/reviews': () => ({ body: { success: true, reviews: state.reviews } }),
        'POST /api/google/reviews/signoff': ({ body }) => {
          const { review: name } = body as { review: string };
          state.reviews = [
            review({
              reply: {
                text: 'Ευχαριστούμε για τα καλά σας λόγια!',
                sentAt: new Date().toISOString(),
                by: 'Νίκος',
              },
            }),
          ];
          return {
            body: { success: true, review: name, text: 'Ευχαριστούμε για τα καλά σας λόγια!', state: 'sent' },
          };
        },
      },
      { url, memberRole: 'medical_reviewer' },
    );
    const view = await screen.findByRole('region', { name: 'Κριτική: Ελένη Μ.' });
    const pending = within(view).getByTestId('google-review-pending');
    expect(pending).toHaveTextContent('Ευχαριστούμε για τα καλά σας λόγια!');
    expect(pending).toHaveTextContent('Περιμένει έγκριση');
    expect(pending).toHaveTextContent('Γράφτηκε από Νίκος');
    expect(within(view).getByRole('button', { name: 'Επιστροφή για αλλαγές' })).toBeEnabled();
    expect(within(view).queryByRole('form', { name: 'Η απάντησή σας' })).toBeNull();
    fireEvent.click(within(view).getByRole('button', { name: 'Έγκριση και αποστολή' }));
    expect(await within(view).findByTestId('google-review-reply')).toHaveTextContent(
      'Ευχαριστούμε για τα καλά σας λόγια!',
    );
    expect(calls.find((c) => c.key === 'POST /api/google/reviews/signoff')?.body).toEqual({
      review: 'accounts/101/locations/201/reviews/r1',
      decision: 'sign_off',
    });
    expect(within(view).queryByTestId('google-review-pending')).toBeNull();
  });

  it('shows a marketer the held reply without the reviewer’s buttons', async () => {
    open({}, { url, memberRole: 'marketer', reviews: [held] });
    const view = await screen.findByRole('region', { name: 'Κριτική: Ελένη Μ.' });
    expect(within(view).getByTestId('google-review-pending')).toHaveTextContent('Περιμένει έγκριση');
    expect(within(view).queryByRole('button', { name: 'Έγκριση και αποστολή' })).toBeNull();
    expect(within(view).queryByRole('button', { name: 'Επιστροφή για αλλαγές' })).toBeNull();
  });

  it('shows a reply sent back with the reviewer’s comment, and no decision to make', async () => {
    const back = review({
      pending: { text: 'Ευχαριστούμε!', by: 'Νίκος', state: 'changes_requested', comment: 'Πιο ζεστά.' },
    });
    open({}, { url, memberRole: 'medical_reviewer', reviews: [back] });
    const view = await screen.findByRole('region', { name: 'Κριτική: Ελένη Μ.' });
    const pending = within(view).getByTestId('google-review-pending');
    expect(pending).toHaveTextContent('Επιστράφηκε για αλλαγές');
    expect(pending).toHaveTextContent('Σχόλιο ελεγκτή: Πιο ζεστά.');
    expect(within(view).queryByRole('button', { name: 'Έγκριση και αποστολή' })).toBeNull();
  });
});
