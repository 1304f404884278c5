// @vitest-environment happy-dom
import type { BulkPost, MemberRole, ScheduledPeriod } from '@studio/contracts';
import { toast } from '@studio/ui';
import {
  fakeApi,
  landing,
  refused,
  renderWithProviders,
  resetBrowserBetweenTests,
} from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessSessionContext } from '../../../session.ts';
import { bulkPost } from '../../../testing/bulk-post.ts';
import { EMPTY_SHEET } from '../../../testing/fact-sheet.ts';
import { campaignsTexts } from '../texts.ts';
import { CampaignsScreen } from './campaigns-screen.tsx';

/** Wednesday 10 June 2026, noon, in the browser's time zone. */
const now = new Date(2026, 5, 10, 12, 0);
const at = (day: number, hours = 9, minutes = 0) => new Date(2026, 5, day, hours, minutes).toISOString();

const post = (
  id: number,
  productName: string,
  scheduledDate: string | null,
  overrides: Partial<BulkPost> = {},
) => bulkPost({ id, productName, scheduledDate, ...overrides });

const posts = [
  post(2, 'Filler', at(15), { isScheduled: true, postStatus: 'scheduled', scheduledAt: at(9) }),
  post(1, 'Botox', at(12), {
    complianceFlags: [
      {
        phrase: 'εγγυημένα',
        term: 'εγγυημένο',
        ruleId: 'guaranteed-result',
        rule: 'Εγγυημένο αποτέλεσμα',
        severity: 'block',
        reason: 'Υπόσχεση αποτελέσματος',
      },
    ],
  }),
  post(4, 'Peeling', at(5)),
  post(3, 'Serum', at(18)),
];

const period = (overrides: Partial<ScheduledPeriod> = {}): ScheduledPeriod => ({
  id: 7,
  isActive: true,
  nextScheduledDate: at(22, 9, 0),
  postFrequencyDays: 3,
  ...overrides,
});

type Handlers = Parameters<typeof fakeApi>[0];

const product = (id: number, name: string) => ({
  id,
  originalProductId: id,
  originalName: name,
  customName: null,
  originalDescription: 'Περιγραφή.',
  customDescription: null,
  originalImagePath: null,
  customImagePath: null,
  categoryId: null,
  categoryName: null,
  status: 'active',
  factSheet: EMPTY_SHEET,
  factSheetEdited: false,
});

function openCampaigns(
  handlers: Handlers = {},
  list: BulkPost[] = posts,
  url = '/portal/campaigns',
  memberRole: MemberRole = 'owner',
) {
  const calls = fakeApi({
    'GET /api/bulk-posts': () => ({ body: { success: true, bulkPosts: list } }),
    'GET /api/scheduled-periods': () => ({ body: { success: true, scheduledPeriod: null } }),
    'GET /api/posts/settings': () => ({
      body: { writer: { kind: 'offline', model: null }, email: { delivery: 'kept' } },
    }),
    'GET /api/v2/setup-status': () => ({
      body: { hasSettings: true, hasProducts: true, hasPlatforms: true, nextStep: 'campaigns' },
    }),
    'GET /api/posts/ai-disclosure': () => ({
      body: {
        success: true,
        enabled: false,
        line: 'Κείμενο με τη βοήθεια τεχνητής νοημοσύνης (AI-assisted).',
      },
    }),
    'GET /api/posts/ai-budget': () => ({
      body: {
        success: true,
        month: '2026-06',
        monthlyBudgetUsd: 20,
        spentUsd: 1.2,
        autoPause: true,
        paused: false,
        notice: null,
      },
    }),
    'GET /api/posts/weekly-digest': () => ({
      body: {
        success: true,
        enabled: true,
        time: '08:00',
        timeZone: 'Europe/Athens',
        nextAt: '2026-06-15T05:00:00.000Z',
        lastSentAt: null,
      },
    }),
    ...handlers,
  });
  renderWithProviders(
    url,
    <>
      <Route
        path="/:prefix/campaigns"
        element={
          <BusinessSessionContext.Provider
            value={{ role: 'business_admin', accountId: 1, actingAdmin: false, memberRole }}
          >
            <CampaignsScreen />
          </BusinessSessionContext.Provider>
        }
      />
      {landing('/portal/platforms')}
    </>,
  );
  return calls;
}

const card = (name: string) => screen.findByRole('article', { name });
const button = (name: string | RegExp, within_: HTMLElement | typeof screen = screen) =>
  within_ === screen
    ? (screen.getByRole('button', { name }) as HTMLButtonElement)
    : (within(within_ as HTMLElement).getByRole('button', { name }) as HTMLButtonElement);
const puts = (calls: ReturnType<typeof fakeApi>) => calls.filter((call) => call.key.startsWith('PUT'));

async function openMenuItem(article: HTMLElement, item: string) {
  fireEvent.click(within(article).getByRole('button', { name: 'Ενέργειες ανάρτησης' }));
  fireEvent.click(within(article).getByRole('menuitem', { name: item }));
}

describe('campaigns step', () => {
  resetBrowserBetweenTests();
  beforeEach(() => {
    localStorage.setItem('business_token', 'business-token');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());

  it('shows a medical reviewer the posts and their flags with nothing to change', async () => {
    const calls = openCampaigns({}, posts, '/portal/campaigns', 'medical_reviewer');
    const botox = await screen.findByRole('article', { name: /Botox/ });
    expect(within(botox).getByRole('region', { name: campaignsTexts.post.compliance })).toHaveTextContent(
      'εγγυημένα',
    );
    // Only the menu (which holds the post's record alone) and «Περισσότερα» of the text are left to press.
    expect(
      within(botox)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['⋮', campaignsTexts.post.showMore]);
    fireEvent.click(within(botox).getByText('⋮'));
    expect(
      within(botox)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([campaignsTexts.record.menu]);
    expect(
      within(await screen.findByRole('article', { name: /Filler/ })).getByText(
        campaignsTexts.post.scheduledBadge,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: campaignsTexts.bulk.label })).toBeNull();
    expect(screen.getByText(campaignsTexts.notices.reviewerReadsOnly)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: campaignsTexts.openCalendar })).toBeInTheDocument();
    expect(calls.filter((call) => !call.key.startsWith('GET'))).toEqual([]);
  });

  it('shows the post an alert leads to (?post=): its list and page, the card marked', async () => {
    openCampaigns({}, posts, '/portal/campaigns?post=4');
    const peeling = await card('Peeling 05/06/2026 09:00');
    expect(button('Παρελθοντικές (1)').getAttribute('aria-pressed')).toBe('true');
    expect(peeling.getAttribute('data-focused')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(peeling));
    fireEvent.click(button('Μελλοντικές (3)'));
    const botox = await card('Botox 12/06/2026 09:00');
    expect(botox.getAttribute('data-focused')).toBeNull();
  });

  it('splits the posts into future and past with their counts, dates, day numbers and flags', async () => {
    openCampaigns();
    const botox = await card('Botox 12/06/2026 09:00');
    expect(screen.getByRole('heading', { name: 'Create Post' })).toBeInTheDocument();
    expect(button('Μελλοντικές (3)').getAttribute('aria-pressed')).toBe('true');
    expect(button('Παρελθοντικές (1)').getAttribute('aria-pressed')).toBe('false');
    const names = screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'));
    expect(names).toEqual(['Botox 12/06/2026 09:00', 'Filler 15/06/2026 09:00', 'Serum 18/06/2026 09:00']);
    expect(within(botox).getByText('Ημέρα 1 από 3')).toBeInTheDocument();
    expect(within(botox).getByText('Ενέσιμα')).toBeInTheDocument();
    expect(within(botox).getByText('Έλεγχος συμμόρφωσης')).toBeInTheDocument();
    expect(within(botox).getByText('εγγυημένα')).toBeInTheDocument();
    expect(within(botox).getByText('Απαγορεύεται')).toBeInTheDocument();
    expect(within(botox).getByText('Πρόχειρη')).toBeInTheDocument();
    const filler = await card('Filler 15/06/2026 09:00');
    expect(within(filler).getByText('Προγραμματισμένη')).toBeInTheDocument();
    expect(button('Αναίρεση προγραμματισμού', filler)).toBeInTheDocument();
    expect(screen.getByText(/ενσωματωμένο συντάκτη/)).toBeInTheDocument();

    fireEvent.click(button('Παρελθοντικές (1)'));
    const peeling = await card('Peeling 05/06/2026 09:00');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    // A draft past its moment is not scheduled at it: it says why, and offers a new moment instead.
    expect(button('Προγραμματισμός', peeling)).toBeDisabled();
    expect(button('Προγραμματισμός', peeling)).toHaveAttribute(
      'title',
      'Η ημερομηνία της ανάρτησης έχει περάσει· δεν μπορεί να προγραμματιστεί.',
    );
    expect(button('Νέα ημερομηνία', peeling)).toBeEnabled();
    fireEvent.click(within(peeling).getByRole('button', { name: 'Ενέργειες ανάρτησης' }));
    expect(within(peeling).getByRole('menuitem', { name: 'Αλλαγή ώρας' })).toBeEnabled();
    expect(within(peeling).getByRole('menuitem', { name: 'Αναδημιουργία' })).toBeInTheDocument();
  });

  it('warns that scheduled posts will not go out while no page is selected, and leads to Platforms', async () => {
    openCampaigns({
      'GET /api/v2/setup-status': () => ({
        body: { hasSettings: true, hasProducts: true, hasPlatforms: false, nextStep: 'platforms' },
      }),
    });
    const warning = await screen.findByTestId('no-pages-warning');
    expect(warning.textContent).toContain('Δεν έχει επιλεγεί σελίδα για δημοσίευση');
    expect(within(warning).getByRole('link', { name: 'Επιλογή σελίδων' }).getAttribute('href')).toBe(
      '/portal/platforms',
    );
  });

  it('has no such warning once a page is selected', async () => {
    openCampaigns();
    await screen.findAllByRole('article');
    expect(screen.queryByTestId('no-pages-warning')).toBeNull();
  });

  it('pages the past posts ten at a time and says how many are shown', async () => {
    const past = Array.from({ length: 12 }, (_, i) => post(i + 1, `Προϊόν ${i + 1}`, at(1 + (i % 9), 8 + i)));
    openCampaigns({}, past);
    expect(await screen.findByText('Δεν υπάρχουν μελλοντικές αναρτήσεις')).toBeInTheDocument();
    fireEvent.click(button('Προβολή παρελθοντικών αναρτήσεων'));
    expect(await screen.findByText('Εμφανίζονται 10 από 12 παρελθοντικές αναρτήσεις')).toBeInTheDocument();
    expect(screen.getByText('Σελίδα 1 από 2')).toBeInTheDocument();
    expect(button('Προηγούμενη').disabled).toBe(true);
    fireEvent.click(button('Επόμενη'));
    expect(screen.getByText('Σελίδα 2 από 2')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('schedules a post with the body of the specification', async () => {
    const calls = openCampaigns({
      'PUT /api/bulk-posts/3': () => ({
        body: { success: true, bulkPost: posts[3], message: 'Η ανάρτηση προγραμματίστηκε.' },
      }),
    });
    const success = vi.spyOn(toast, 'success');
    fireEvent.click(button('Προγραμματισμός', await card('Serum 18/06/2026 09:00')));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Η ανάρτηση προγραμματίστηκε.'));
    expect(puts(calls)).toEqual([
      {
        key: 'PUT /api/bulk-posts/3',
        body: { isScheduled: true, postStatus: 'scheduled', scheduledAt: now.toISOString() },
        authorization: 'Bearer business-token',
      },
    ]);
  });

  it('edits the content inline, Save disabled while the text is blank', async () => {
    const calls = openCampaigns({
      'PUT /api/bulk-posts/1': () => ({
        body: { success: true, bulkPost: posts[1], message: 'Η ανάρτηση ενημερώθηκε.' },
      }),
    });
    const botox = await card('Botox 12/06/2026 09:00');
    await openMenuItem(botox, 'Επεξεργασία');
    const textarea = within(botox).getByLabelText('Περιεχόμενο ανάρτησης');
    expect(button('Ενέργειες ανάρτησης', await card('Serum 18/06/2026 09:00')).disabled).toBe(true);
    fireEvent.change(textarea, { target: { value: '   ' } });
    expect(button('Αποθήκευση', botox).disabled).toBe(true);
    expect(
      within(botox).getByText('Το περιεχόμενο της ανάρτησης δεν μπορεί να είναι κενό.'),
    ).toBeInTheDocument();
    fireEvent.change(textarea, { target: { value: 'Νέο κείμενο' } });
    fireEvent.click(button('Αποθήκευση', botox));
    await waitFor(() => expect(within(botox).queryByLabelText('Περιεχόμενο ανάρτησης')).toBeNull());
    expect(puts(calls)[0]?.body).toEqual({ content: 'Νέο κείμενο', updatedAt: now.toISOString() });
  });

  it('saves only the first comment when the text is unchanged, and refuses one over 2,200 characters', async () => {
    const calls = openCampaigns({
      'PUT /api/bulk-posts/1': () => ({
        body: { success: true, bulkPost: posts[1], message: 'Το πρώτο σχόλιο αποθηκεύτηκε.' },
      }),
    });
    const botox = await card('Botox 12/06/2026 09:00');
    await openMenuItem(botox, 'Επεξεργασία');
    const comment = within(botox).getByLabelText('Πρώτο σχόλιο (προαιρετικό)');
    fireEvent.change(comment, { target: { value: 'α'.repeat(2_201) } });
    expect(button('Αποθήκευση', botox).disabled).toBe(true);
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    expect(within(botox).queryByText('Το πρώτο σχόλιο μπορεί να έχει έως 2.200 χαρακτήρες.')).not.toBeNull();
    fireEvent.change(comment, { target: { value: '  #δέρμα #φροντίδα  ' } });
    fireEvent.click(button('Αποθήκευση', botox));
    await waitFor(() => expect(within(botox).queryByLabelText('Πρώτο σχόλιο (προαιρετικό)')).toBeNull());
    expect(puts(calls).map((call) => call.body)).toEqual([{ firstComment: '#δέρμα #φροντίδα' }]);
  });

  it('edits the time: Save waits for date and time and a past moment is refused', async () => {
    const calls = openCampaigns({
      'PUT /api/bulk-posts/1': () => ({
        body: {
          success: true,
          bulkPost: posts[1],
          message: 'Η ημερομηνία και ώρα της ανάρτησης ενημερώθηκαν.',
        },
      }),
    });
    const success = vi.spyOn(toast, 'success');
    const botox = await card('Botox 12/06/2026 09:00');
    await openMenuItem(botox, 'Αλλαγή ώρας');
    const save = () => button('Αποθήκευση', botox);
    const time = within(botox).getByLabelText('Ώρα') as HTMLInputElement;
    // It opens on the post's own day and time.
    expect(within(botox).getByText('Επιλεγμένη ημερομηνία: 12/06/2026')).toBeInTheDocument();
    expect(time.value).toBe('09:00');
    expect(save().disabled).toBe(false);
    fireEvent.change(time, { target: { value: '' } });
    expect(save().disabled).toBe(true);

    const days = within(within(botox).getByRole('grid')).getAllByRole('button');
    expect(days.find((day) => day.textContent === '9')?.hasAttribute('disabled')).toBe(true);
    fireEvent.click(days.find((day) => day.textContent === '10') as HTMLElement);
    expect(within(botox).getByText('Επιλεγμένη ημερομηνία: 10/06/2026')).toBeInTheDocument();
    expect(save().disabled).toBe(true);

    // 24-hour ΩΩ:ΛΛ typed as text, never the browser's AM/PM field.
    expect(time.type).toBe('text');
    expect(time.placeholder).toBe('ΩΩ:ΛΛ');
    fireEvent.change(time, { target: { value: '7:5' } });
    fireEvent.click(save());
    expect(
      within(botox).getByText('Μη έγκυρος χρόνος. Χρησιμοποιήστε τη μορφή ΩΩ:ΛΛ (π.χ. 14:30).'),
    ).toBeInTheDocument();
    fireEvent.change(time, { target: { value: '11:00' } });
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    expect(
      within(botox).getByText('Η ημερομηνία και ώρα προγραμματισμού πρέπει να είναι στο μέλλον.'),
    ).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);

    fireEvent.change(time, { target: { value: '14:30' } });
    fireEvent.click(save());
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Επιτυχία', {
        description: 'Ο προγραμματισμός ενημερώθηκε για 10/06/2026 14:30.',
      }),
    );
    expect(puts(calls)[0]?.body).toEqual({ scheduledDate: at(10, 14, 30) });
    await waitFor(() => expect(calls.filter((call) => call.key === 'GET /api/bulk-posts')).toHaveLength(2));
  });

  it('warns when a moved post has a line of another day, and offers to rewrite it for its new day', async () => {
    const offDay =
      'Η ημερομηνία και ώρα της ανάρτησης ενημερώθηκαν. Προσοχή: η ανάρτηση έχει γραμμή για άλλη μέρα (Χριστούγεννα). Μπορείτε να την προσαρμόσετε στη νέα ημερομηνία.';
    const calls = openCampaigns({
      'PUT /api/bulk-posts/1': ({ body }) => ({
        body:
          (body as { redate?: boolean }).redate === true
            ? { success: true, bulkPost: posts[1], message: 'Η ανάρτηση ενημερώθηκε.' }
            : { success: true, bulkPost: posts[1], message: offDay, misplacedLines: ['Καλά Χριστούγεννα!'] },
      }),
    });
    const warning = vi.spyOn(toast, 'warning');
    const botox = await card('Botox 12/06/2026 09:00');
    await openMenuItem(botox, 'Αλλαγή ώρας');
    fireEvent.change(within(botox).getByLabelText('Ώρα'), { target: { value: '14:30' } });
    fireEvent.click(button('Αποθήκευση', botox));
    await waitFor(() => expect(warning).toHaveBeenCalled());
    const [title, options] = warning.mock.calls[0]! as [
      string,
      { description: string; action: { label: string; onClick: () => void } },
    ];
    expect(title).toBe('Η ανάρτηση γράφτηκε για άλλη μέρα');
    expect(options.description).toBe(offDay);
    expect(options.action.label).toBe('Προσαρμογή στη νέα ημερομηνία');
    options.action.onClick();
    await waitFor(() => expect(puts(calls).map((call) => call.body)).toContainEqual({ redate: true }));
  });

  it('shows the server message when a time update fails', async () => {
    openCampaigns({ 'PUT /api/bulk-posts/1': () => refused(409, 'Μόνο μελλοντικές αναρτήσεις.') });
    const error = vi.spyOn(toast, 'error');
    const botox = await card('Botox 12/06/2026 09:00');
    await openMenuItem(botox, 'Αλλαγή ώρας');
    const days = within(within(botox).getByRole('grid')).getAllByRole('button');
    fireEvent.click(days.find((day) => day.textContent === '20') as HTMLElement);
    fireEvent.change(within(botox).getByLabelText('Ώρα'), { target: { value: '10:00' } });
    fireEvent.click(button('Αποθήκευση', botox));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Error', { description: 'Μόνο μελλοντικές αναρτήσεις.' }),
    );
  });

  it('schedules all future posts the rules let go, one call each, and warns with the counts held and failed', async () => {
    const calls = openCampaigns(
      {
        'PUT /api/bulk-posts/5': () => ({ body: { success: true, bulkPost: posts[1], message: 'ok' } }),
        'PUT /api/bulk-posts/3': () => refused(409, 'Η ανάρτηση είναι ήδη προγραμματισμένη.'),
      },
      [...posts, post(5, 'Hydra', at(20))],
    );
    const warning = vi.spyOn(toast, 'warning');
    await card('Botox 12/06/2026 09:00');
    fireEvent.click(button('Προγραμματισμός όλων'));
    // The Botox post has a block flag: it is not even sent.
    expect(warning).toHaveBeenCalledWith(
      '1 ανάρτηση δεν προγραμματίστηκε: οι επισημάνσεις τους χρειάζονται επιβεβαίωση ή αλλαγή κειμένου.',
    );
    await waitFor(() =>
      expect(warning).toHaveBeenCalledWith('Ο προγραμματισμός απέτυχε για 1 από 2 αναρτήσεις.', {
        description: 'Η ανάρτηση είναι ήδη προγραμματισμένη.',
      }),
    );
    expect(puts(calls).map((call) => call.key)).toEqual(['PUT /api/bulk-posts/3', 'PUT /api/bulk-posts/5']);
    await waitFor(() => expect(calls.filter((call) => call.key === 'GET /api/bulk-posts')).toHaveLength(2));
  });

  it('asks for an acknowledgement of a warn flag before scheduling, and says who approved a post', async () => {
    const painless = post(6, 'Laser', at(21), {
      complianceFlags: [
        {
          phrase: 'Ανώδυνη',
          term: 'ανώδυνο',
          ruleId: 'painless',
          rule: 'Ισχυρισμός «ανώδυνο»',
          severity: 'warn',
          reason: 'Ο πόνος διαφέρει.',
        },
      ],
    });
    const approved = post(7, 'Serum', at(22), {
      isScheduled: true,
      postStatus: 'scheduled',
      approval: { by: 'σύνδεσμος email (owner@clinic.gr)', at: at(10), via: 'email-link', contentHash: 'h' },
    });
    const calls = openCampaigns(
      {
        'POST /api/bulk-posts/6/acknowledge': () => ({
          body: {
            success: true,
            bulkPost: painless,
            message: 'Οι επισημάνσεις επιβεβαιώθηκαν για αυτό το κείμενο.',
          },
        }),
      },
      [painless, approved],
    );
    const laser = await card('Laser 21/06/2026 09:00');
    expect(within(laser).getByText('Χρειάζεται επιβεβαίωση')).toBeInTheDocument();
    const confirm = within(laser).getByRole('button', { name: 'Επιβεβαίωση' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(
      within(laser).getByLabelText('Έλεγξα τις επισημάνσεις και αναλαμβάνω την ευθύνη αυτού του κειμένου'),
    );
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/bulk-posts/6/acknowledge')?.body).toEqual({
        ruleIds: ['painless'],
      }),
    );
    const serum = await card('Serum 22/06/2026 09:00');
    expect(
      within(serum).getByText(/^Εγκρίθηκε μέσω συνδέσμου email \(owner@clinic\.gr\) στις/),
    ).toBeInTheDocument();
  });

  it('marks a confirmed warning as confirmed, and keeps Schedule off on a blocked post', async () => {
    const flag = {
      phrase: 'Ανώδυνη',
      term: 'ανώδυνο',
      ruleId: 'painless',
      rule: 'Ισχυρισμός «ανώδυνο»',
      severity: 'warn' as const,
      reason: 'Ο πόνος διαφέρει.',
    };
    const confirmed = post(6, 'Laser', at(21), {
      complianceFlags: [flag],
      acknowledgement: { by: 'owner@clinic.gr', at: at(10), ruleIds: ['painless'], contentHash: 'h' },
    });
    openCampaigns({}, [confirmed, posts[1] as BulkPost]);
    const laser = await card('Laser 21/06/2026 09:00');
    expect(within(laser).getByText('Επιβεβαιώθηκε')).toBeInTheDocument();
    expect(within(laser).queryByText('Χρειάζεται επιβεβαίωση')).toBeNull();
    expect((button('Προγραμματισμός', laser) as HTMLButtonElement).disabled).toBe(false);
    const botox = await card('Botox 12/06/2026 09:00');
    expect((button('Προγραμματισμός', botox) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the bulk buttons off while there is no post at all, and says why', async () => {
    openCampaigns({}, []);
    const group = await screen.findByRole('group', { name: campaignsTexts.bulk.label });
    await screen.findByText(
      'Δεν υπάρχουν ακόμη αναρτήσεις για προγραμματισμό. Δημιουργήστε πρώτα τις αναρτήσεις μιας περιόδου.',
    );
    const buttons = within(group).getAllByRole('button') as HTMLButtonElement[];
    expect(buttons.map((b) => [b.textContent, b.disabled])).toEqual([
      ['Προγραμματισμός όλων', true],
      ['Αναίρεση όλων', true],
      ['Διαγραφή μελλοντικών', true],
      ['Δοκιμαστικό email', true],
    ]);
  });

  it('says there is nothing to schedule when there is no future post', async () => {
    const info = vi.spyOn(toast, 'info');
    openCampaigns({}, [posts[2] as BulkPost]);
    // Only a past post: the buttons are on (the list is not empty), with no future post to schedule.
    await waitFor(() => expect(button('Προγραμματισμός όλων').disabled).toBe(false));
    fireEvent.click(button('Προγραμματισμός όλων'));
    expect(info).toHaveBeenCalledWith('Δεν υπάρχουν μελλοντικές αναρτήσεις για προγραμματισμό.');
  });

  it('does not call future posts being published "already scheduled"', async () => {
    const info = vi.spyOn(toast, 'info');
    openCampaigns({}, [post(6, 'Laser', at(16), { isScheduled: true, postStatus: 'publishing' })]);
    await card('Laser 16/06/2026 09:00');
    fireEvent.click(button('Προγραμματισμός όλων'));
    expect(info).toHaveBeenCalledWith('Δεν υπάρχουν πρόχειρες μελλοντικές αναρτήσεις για προγραμματισμό.');
  });

  it("shows the month's AI use against the budget, and why writing stopped once it is spent", async () => {
    openCampaigns();
    const use = await screen.findByTestId('ai-budget-use');
    expect(within(use).getByText('Χρήση τεχνητής νοημοσύνης αυτόν τον μήνα')).toBeInTheDocument();
    expect(use.textContent).toMatch(/1,20\s\$ από 20,00\s\$/);
    expect(within(use).getByRole('meter').getAttribute('aria-valuenow')).toBe('6');
    expect(
      within(use).getByText(/η συγγραφή νέων αναρτήσεων σταματά μέχρι τον επόμενο μήνα/),
    ).toBeInTheDocument();
  });

  it('says in Greek that writing is paused when the budget is spent', async () => {
    const notice =
      'Συμπληρώθηκε ο μηνιαίος προϋπολογισμός τεχνητής νοημοσύνης του λογαριασμού σας (0.3 $) και η συγγραφή αναρτήσεων σταμάτησε για αυτόν τον μήνα.';
    openCampaigns({
      'GET /api/posts/ai-budget': () => ({
        body: {
          success: true,
          month: '2026-06',
          monthlyBudgetUsd: 0.3,
          spentUsd: 0.31,
          autoPause: true,
          paused: true,
          notice,
        },
      }),
    });
    const use = await screen.findByTestId('ai-budget-use');
    expect(within(use).getByRole('status').textContent).toBe(notice);
    expect(within(use).getByRole('meter').getAttribute('aria-valuenow')).toBe('100');
  });

  it('turns the AI disclosure line on', async () => {
    const calls = openCampaigns({
      'PUT /api/posts/ai-disclosure': () => ({
        body: {
          success: true,
          enabled: true,
          line: 'Κείμενο με τη βοήθεια τεχνητής νοημοσύνης (AI-assisted).',
        },
      }),
    });
    const box = (await screen.findByLabelText('Σήμανση «AI-assisted» στις αναρτήσεις')) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(calls.find((c) => c.key === 'PUT /api/posts/ai-disclosure')?.body).toEqual({ enabled: true });
  });

  it('shows the post the intro promises, from the last product added, when there are no posts yet', async () => {
    const calls = openCampaigns(
      {
        'GET /api/v2/account-products': () => ({
          body: {
            success: true,
            products: [
              { ...product(1, 'Παλιό'), createdAt: '2026-06-01T10:00:00.000Z' },
              { ...product(2, 'Ορός Λάμψης'), createdAt: '2026-06-05T10:00:00.000Z' },
            ],
          },
        }),
        'POST /api/generate-post': () => ({
          body: { success: true, post: { content: 'Καλημέρα από την ομάδα μας!', complianceFlags: [] } },
        }),
      },
      [],
    );
    const intro = await screen.findByRole('region', {
      name: 'Η ανάρτηση από το τελευταίο προϊόν που προσθέσατε',
    });
    expect(within(intro).getByText('Καλημέρα από την ομάδα μας!')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/generate-post')?.body).toEqual({
      productId: 2,
      platform: 'instagram',
    });
  });

  it('says so when every future post is already scheduled', async () => {
    const info = vi.spyOn(toast, 'info');
    const calls = openCampaigns({}, [posts[0] as BulkPost]);
    await card('Filler 15/06/2026 09:00');
    fireEvent.click(button('Προγραμματισμός όλων'));
    expect(info).toHaveBeenCalledWith('Όλες οι μελλοντικές αναρτήσεις είναι ήδη προγραμματισμένες.');
    expect(puts(calls)).toEqual([]);
  });

  it('unschedules then deletes the future posts after confirmation', async () => {
    const ok = () => ({ body: { success: true, bulkPost: posts[0], message: 'ok' } });
    const gone = () => ({ body: { success: true, message: 'Η ανάρτηση διαγράφηκε.' } });
    const calls = openCampaigns({
      'PUT /api/bulk-posts/2': ok,
      'DELETE /api/bulk-posts/1': gone,
      'DELETE /api/bulk-posts/2': gone,
      'DELETE /api/bulk-posts/3': gone,
    });
    const success = vi.spyOn(toast, 'success');
    await card('Botox 12/06/2026 09:00');
    fireEvent.click(button('Διαγραφή μελλοντικών'));
    const dialog = await screen.findByRole('dialog', { name: 'Διαγραφή μελλοντικών αναρτήσεων' });
    fireEvent.click(button('Διαγραφή', dialog));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Διαγράφηκαν 3 αναρτήσεις.'));
    const writes = calls.filter((call) => !call.key.startsWith('GET')).map((call) => call.key);
    expect(writes).toContain('PUT /api/bulk-posts/2');
    expect(writes.indexOf('PUT /api/bulk-posts/2')).toBeLessThan(writes.indexOf('DELETE /api/bulk-posts/2'));
    expect(puts(calls)[0]?.body).toEqual({ isScheduled: false, postStatus: 'draft', scheduledAt: null });
    await waitFor(() => expect(calls.filter((call) => call.key === 'GET /api/bulk-posts')).toHaveLength(2));
  });

  it('puts the posts before the settings, and brings the first new draft into view after a period is written', async () => {
    let list: BulkPost[] = posts;
    const fresh = [post(21, 'Peeling', at(20)), post(20, 'Laser', at(19))];
    openCampaigns({
      'GET /api/bulk-posts': () => ({ body: { success: true, bulkPosts: list } }),
      'POST /api/generate-period-posts': () => {
        list = [...posts, ...fresh];
        return { body: { success: true, posts: fresh, message: 'Δημιουργήθηκαν 2 αναρτήσεις.' } };
      },
    });
    const first = await card('Botox 12/06/2026 09:00');
    const settings = screen.getByRole('heading', { name: 'Ρυθμίσεις αναρτήσεων' });
    // The first card comes before the settings and the bulk explanations are a click away.
    expect(first.compareDocumentPosition(settings) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Τι κάνουν οι μαζικές ενέργειες;').closest('details')?.open).toBe(false);

    fireEvent.click(button('Προγραμματισμός περιόδου'));
    const laser = await card('Laser 19/06/2026 09:00');
    await waitFor(() => expect(laser.hasAttribute('data-focused')).toBe(true));
    expect((await card('Peeling 20/06/2026 09:00')).hasAttribute('data-focused')).toBe(false);
  });

  it('shows the info message when the period already has its posts', async () => {
    const message = 'Η τρέχουσα και η επόμενη εβδομάδα έχουν ήδη αναρτήσεις.';
    const calls = openCampaigns({
      'POST /api/generate-period-posts': () => ({ body: { success: true, posts: [], message } }),
    });
    const info = vi.spyOn(toast, 'info');
    await card('Botox 12/06/2026 09:00');
    fireEvent.click(button('Προγραμματισμός περιόδου'));
    await waitFor(() => expect(info).toHaveBeenCalledWith(message));
    expect(calls.some((call) => call.key === 'POST /api/generate-period-posts')).toBe(true);
  });

  it('shows the period failure with its fallback text', async () => {
    openCampaigns({ 'POST /api/generate-period-posts': () => ({ status: 500 }) });
    const error = vi.spyOn(toast, 'error');
    await card('Botox 12/06/2026 09:00');
    fireEvent.click(button('Προγραμματισμός περιόδου'));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Σφάλμα', {
        description: 'Αποτυχία δημιουργίας αναρτήσεων περιόδου.',
      }),
    );
  });

  it('stops the automatic period from the green box', async () => {
    let active = true;
    const calls = openCampaigns({
      'GET /api/scheduled-periods': () => ({
        body: { success: true, scheduledPeriod: period({ isActive: active }) },
      }),
      'PUT /api/scheduled-periods/7': () => {
        active = false;
        return {
          body: {
            success: true,
            scheduledPeriod: period({ isActive: false }),
            message: 'Η αυτόματη σύνταξη πρόχειρων αναρτήσεων σταμάτησε.',
          },
        };
      },
    });
    const success = vi.spyOn(toast, 'success');
    const box = await screen.findByRole('status', {
      name: 'Η αυτόματη σύνταξη πρόχειρων αναρτήσεων είναι ενεργή',
    });
    expect(within(box).getByText(/09:00/)).toBeInTheDocument();
    fireEvent.click(button('Διακοπή', box));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Η αυτόματη σύνταξη πρόχειρων αναρτήσεων σταμάτησε.'),
    );
    expect(calls.find((call) => call.key === 'PUT /api/scheduled-periods/7')?.body).toEqual({
      isActive: false,
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('status', { name: 'Η αυτόματη σύνταξη πρόχειρων αναρτήσεων είναι ενεργή' }),
      ).toBeNull(),
    );
  });

  it('shows the approval link when the test email was only kept', async () => {
    openCampaigns({
      'POST /api/test-email': () => ({
        body: {
          success: true,
          message: 'Το δοκιμαστικό email ετοιμάστηκε.',
          delivery: 'kept',
          recipients: ['admin@clinic.gr'],
          postCount: 3,
          approvalUrl: 'http://localhost/approve?token=abc',
        },
      }),
    });
    const success = vi.spyOn(toast, 'success');
    await card('Botox 12/06/2026 09:00');
    fireEvent.click(button('Δοκιμαστικό email'));
    const link = await screen.findByRole('link', { name: 'Άνοιγμα συνδέσμου έγκρισης' });
    expect(link.getAttribute('href')).toBe('http://localhost/approve?token=abc');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(success).toHaveBeenCalledWith('Το δοκιμαστικό email ετοιμάστηκε.');
  });

  describe('publication', () => {
    const facebookPage = {
      pageId: 'page-1',
      pageName: 'Κλινική Αθηνών',
      platform: 'facebook' as const,
      postId: '123456789_987654321',
      permalink: 'https://www.facebook.com/123456789/posts/987654321',
      publishedAt: at(8, 9, 3),
      firstComment: null,
    };
    const instagramAccount = {
      pageId: 'ig-1',
      pageName: 'klinikh.athinon',
      platform: 'instagram' as const,
      postId: '17890000000000001',
      permalink: null,
      publishedAt: at(8, 9, 3),
      firstComment: null,
    };
    const published = post(5, 'Laser', at(8), {
      isScheduled: true,
      postStatus: 'published',
      publishedAt: at(8, 9, 3),
      publishedPages: [facebookPage, instagramAccount],
      lateBySeconds: 180,
    });
    const publishing = post(6, 'Peeling', at(10, 11, 55), {
      isScheduled: true,
      postStatus: 'publishing',
      failureReason: 'Το Facebook δεν απαντά προσωρινά.',
      retryAt: at(10, 12, 5),
    });
    const failed = post(7, 'Mesotherapy', at(9), {
      isScheduled: true,
      postStatus: 'failed',
      failureReason: 'Η σύνδεση με το Facebook έληξε. Συνδέστε ξανά τη σελίδα σας.',
    });

    const openPast = async (handlers: Handlers, list: BulkPost[]) => {
      const calls = openCampaigns(handlers, list);
      fireEvent.click(await screen.findByRole('button', { name: /^Παρελθοντικές/ }));
      return calls;
    };
    const menuItem = (article: HTMLElement, name: string) =>
      within(article).getByRole('menuitem', { name }) as HTMLButtonElement;
    const openMenu = (article: HTMLElement) =>
      fireEvent.click(within(article).getByRole('button', { name: 'Ενέργειες ανάρτησης' }));

    it('shows a page the post was deleted from without its dead links, and the post deleted once gone from every page', async () => {
      const deletedAt = at(9, 10, 15);
      const partly = post(8, 'Laser', at(8), {
        isScheduled: true,
        postStatus: 'published',
        publishedAt: at(8, 9, 3),
        publishedPages: [{ ...facebookPage, deletedAt }, instagramAccount],
      });
      const gone = post(9, 'Peeling', at(7), {
        isScheduled: true,
        postStatus: 'published',
        publishedAt: at(7, 9, 0),
        publishedPages: [{ ...facebookPage, postId: '123456789_1', deletedAt }],
      });
      await openPast({}, [partly, gone]);
      const laser = await card('Laser 08/06/2026 09:00');
      // Still on Instagram: still published.
      expect(within(laser).getByText('Δημοσιεύτηκε').textContent).toBe('Δημοσιεύτηκε');
      const pages = within(laser).getByRole('region', { name: 'Σελίδες δημοσίευσης' });
      expect(within(pages).getByText('Διαγράφηκε στις 09/06/2026 10:15').tagName).toBe('TIME');
      expect(within(pages).queryAllByRole('link')).toEqual([]);
      expect(
        within(laser).queryByText('Η ανάρτηση διαγράφηκε από όλες τις σελίδες όπου δημοσιεύτηκε.'),
      ).toBeNull();

      const peeling = await card('Peeling 07/06/2026 09:00');
      expect(within(peeling).queryByText('Δημοσιεύτηκε')).toBeNull();
      expect(within(peeling).getByText('Διαγράφηκε').tagName).not.toBe('TIME');
      expect(
        within(peeling).getByText('Η ανάρτηση διαγράφηκε από όλες τις σελίδες όπου δημοσιεύτηκε.')
          .textContent,
      ).toBe('Η ανάρτηση διαγράφηκε από όλες τις σελίδες όπου δημοσιεύτηκε.');
    });

    it('shows a published post with its date, lateness and the pages it reached, edits locked', async () => {
      await openPast({}, [published]);
      const laser = await card('Laser 08/06/2026 09:00');
      expect(within(laser).getByText('Δημοσιεύτηκε')).toBeInTheDocument();
      expect(within(laser).getByText('08/06/2026 09:03')).toBeInTheDocument();
      expect(within(laser).getByText('Δημοσιεύτηκε με καθυστέρηση 3 λεπτών')).toBeInTheDocument();
      const pages = within(laser).getByRole('region', { name: 'Σελίδες δημοσίευσης' });
      expect(within(pages).getByText('Κλινική Αθηνών')).toBeInTheDocument();
      expect(within(pages).getByText('Facebook')).toBeInTheDocument();
      expect(within(pages).getByText('123456789_987654321')).toBeInTheDocument();
      expect(within(pages).getByText('Instagram')).toBeInTheDocument();
      expect(within(pages).getByText('17890000000000001')).toBeInTheDocument();
      const links = within(pages).getAllByRole('link');
      // The Facebook post's own link, and the delete-post screen with its id filled in (Instagram's
      // API cannot delete a published post, so its account has neither).
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        facebookPage.permalink,
        '/business/delete-post?postId=123456789_987654321&platform=facebook',
      ]);
      expect(links[0]?.getAttribute('aria-label')).toBe('Προβολή της ανάρτησης στη σελίδα Κλινική Αθηνών');
      expect(links[1]?.getAttribute('aria-label')).toBe(
        'Διαγραφή της ανάρτησης από τη σελίδα Κλινική Αθηνών',
      );

      expect(within(laser).queryByRole('button', { name: 'Προγραμματισμός' })).toBeNull();
      expect(within(laser).queryByRole('button', { name: 'Αναίρεση προγραμματισμού' })).toBeNull();
      openMenu(laser);
      expect(menuItem(laser, 'Επεξεργασία').disabled).toBe(true);
      expect(menuItem(laser, 'Αναδημιουργία').disabled).toBe(true);
      expect(menuItem(laser, 'Διαγραφή').disabled).toBe(false);
      expect(within(laser).queryByRole('menuitem', { name: 'Επανάληψη δημοσίευσης' })).toBeNull();
    });

    it('says nothing of lateness for a post that went out within a minute', async () => {
      await openPast({}, [{ ...published, lateBySeconds: 45 }]);
      const laser = await card('Laser 08/06/2026 09:00');
      expect(within(laser).queryByText(/καθυστέρηση/)).toBeNull();
    });

    it('shows a published post’s latest numbers on its card, and when they are still to come', async () => {
      const results = {
        postId: published.id,
        productId: null,
        productName: 'Laser',
        categoryName: null,
        excerpt: '',
        image: null,
        publishedAt: at(8, 9, 3),
        checkpoint: '24h' as const,
        collectedAt: at(9, 9, 3),
        views: 2300,
        reach: 1480,
        engagement: 96,
        clicks: 12,
        pages: [],
      };
      const other = post(9, 'Peeling', at(7), {
        isScheduled: true,
        postStatus: 'published',
        publishedAt: at(7),
      });
      await openPast({ 'GET /api/analytics/posts': () => ({ body: { success: true, posts: [results] } }) }, [
        published,
        other,
      ]);
      const numbers = within(await card('Laser 08/06/2026 09:00')).findByRole('region', {
        name: 'Αποτελέσματα της ανάρτησης',
      });
      expect(within(await numbers).getByText('1.480')).toBeInTheDocument();
      expect(within(await numbers).getByText(/Μέτρηση: 24 ώρες μετά/)).toBeInTheDocument();
      const waiting = await card('Peeling 07/06/2026 09:00');
      expect(within(waiting).getByText(/έρχονται λίγα λεπτά μετά τη δημοσίευση/)).toBeInTheDocument();
      expect(within(waiting).queryByRole('region', { name: 'Αποτελέσματα της ανάρτησης' })).toBeNull();
    });

    it('shows a post being published with the reason and the time of the next attempt', async () => {
      await openPast({}, [publishing]);
      const peeling = await card('Peeling 10/06/2026 11:55');
      expect(within(peeling).getByText('Δημοσιεύεται')).toBeInTheDocument();
      expect(
        within(peeling).getByText('Το Facebook δεν απαντά προσωρινά. · νέα προσπάθεια στις 12:05'),
      ).toBeInTheDocument();
      expect(within(peeling).queryByRole('button', { name: 'Αναίρεση προγραμματισμού' })).toBeNull();
      openMenu(peeling);
      expect(menuItem(peeling, 'Επεξεργασία').disabled).toBe(true);
      expect(menuItem(peeling, 'Αναδημιουργία').disabled).toBe(true);
      expect(menuItem(peeling, 'Διαγραφή').disabled).toBe(true);
    });

    it('shows a post waiting for Instagram’s publishing limit as waiting, saying when it goes out', async () => {
      const reason =
        'Η ανάρτηση περιμένει το όριο δημοσιεύσεων του Instagram («Κλινική IG»: 50 από 50 τις τελευταίες 24 ώρες). Θα δημοσιευτεί στο Instagram στις 14:05, μόλις ελευθερωθεί θέση.';
      const waiting = post(10, 'Peeling', at(10, 11, 55), {
        isScheduled: true,
        postStatus: 'publishing',
        failureReason: reason,
        retryAt: at(10, 14, 5),
        waitingUntil: at(10, 14, 5),
        publishedPages: [facebookPage],
      });
      await openPast({}, [waiting]);
      const peeling = await card('Peeling 10/06/2026 11:55');
      expect(within(peeling).getByText('Σε αναμονή')).toBeInTheDocument();
      expect(within(peeling).queryByText('Δημοσιεύεται')).toBeNull();
      const notice = within(peeling).getByRole('status');
      expect(
        within(notice).getByText('Σε αναμονή για το όριο δημοσιεύσεων του Instagram'),
      ).toBeInTheDocument();
      expect(within(notice).getByText(reason)).toBeInTheDocument();
      expect(within(peeling).queryByText(/νέα προσπάθεια/)).toBeNull();
      // What already went out is shown.
      expect(within(peeling).getByRole('region', { name: 'Σελίδες δημοσίευσης' })).toBeInTheDocument();
    });

    it('shows a failed post with its reason and publishes it again from the menu', async () => {
      let list = [failed];
      const calls = await openPast(
        {
          'GET /api/bulk-posts': () => ({ body: { success: true, bulkPosts: list } }),
          'POST /api/bulk-posts/7/retry': () => {
            list = [{ ...failed, postStatus: 'scheduled', failureReason: null }];
            return {
              body: { success: true, bulkPost: list[0], message: 'Η ανάρτηση θα δημοσιευτεί ξανά σε λίγο.' },
            };
          },
        },
        list,
      );
      const success = vi.spyOn(toast, 'success');
      const mesotherapy = await card('Mesotherapy 09/06/2026 09:00');
      expect(within(mesotherapy).getByText('Απέτυχε')).toBeInTheDocument();
      expect(
        within(mesotherapy).getByText('Η σύνδεση με το Facebook έληξε. Συνδέστε ξανά τη σελίδα σας.'),
      ).toBeInTheDocument();
      expect(within(mesotherapy).queryByRole('button', { name: 'Προγραμματισμός' })).toBeNull();
      expect(within(mesotherapy).queryByRole('button', { name: 'Αναίρεση προγραμματισμού' })).toBeNull();
      openMenu(mesotherapy);
      expect(menuItem(mesotherapy, 'Επεξεργασία').disabled).toBe(false);
      expect(menuItem(mesotherapy, 'Διαγραφή').disabled).toBe(false);
      fireEvent.click(menuItem(mesotherapy, 'Επανάληψη δημοσίευσης'));

      await waitFor(() => expect(success).toHaveBeenCalledWith('Η ανάρτηση θα δημοσιευτεί ξανά σε λίγο.'));
      const retry = calls.find((call) => call.key === 'POST /api/bulk-posts/7/retry');
      expect(retry).toEqual({
        key: 'POST /api/bulk-posts/7/retry',
        body: undefined,
        authorization: 'Bearer business-token',
      });
      expect(await within(mesotherapy).findByText('Προγραμματισμένη')).toBeInTheDocument();
      expect(within(mesotherapy).queryByText('Απέτυχε')).toBeNull();
    });

    it('shows an unconfirmed post with what to check, and sends the business’s decision', async () => {
      const unconfirmed = post(8, 'Hydrafacial', at(9, 10), {
        isScheduled: true,
        postStatus: 'unconfirmed',
        failureReason:
          'Δεν μπορέσαμε να επιβεβαιώσουμε αν η ανάρτηση δημοσιεύτηκε στο «Κλινική Αθηνών» (Facebook).',
        unconfirmedPages: [{ pageId: '123', pageName: 'Κλινική Αθηνών', platform: 'facebook' }],
      });
      let list = [unconfirmed];
      const calls = await openPast(
        {
          'GET /api/bulk-posts': () => ({ body: { success: true, bulkPosts: list } }),
          'POST /api/bulk-posts/8/resolve': () => {
            list = [{ ...unconfirmed, postStatus: 'published', failureReason: null, unconfirmedPages: [] }];
            return {
              body: { success: true, bulkPost: list[0], message: 'Η ανάρτηση σημειώθηκε ως δημοσιευμένη.' },
            };
          },
        },
        list,
      );
      const success = vi.spyOn(toast, 'success');
      const hydrafacial = await card('Hydrafacial 09/06/2026 10:00');
      expect(within(hydrafacial).getByText('Χωρίς επιβεβαίωση')).toBeInTheDocument();
      const decision = within(hydrafacial).getByRole('group', { name: 'Η δημοσίευση δεν επιβεβαιώθηκε' });
      expect(within(decision).getByText(/στο «Κλινική Αθηνών» \(Facebook\)/)).toBeInTheDocument();
      openMenu(hydrafacial);
      expect(menuItem(hydrafacial, 'Επεξεργασία').disabled).toBe(true);
      fireEvent.click(within(decision).getByRole('button', { name: 'Δημοσιεύτηκε' }));

      await waitFor(() => expect(success).toHaveBeenCalledWith('Η ανάρτηση σημειώθηκε ως δημοσιευμένη.'));
      expect(calls.find((call) => call.key === 'POST /api/bulk-posts/8/resolve')).toEqual({
        key: 'POST /api/bulk-posts/8/resolve',
        body: { resolution: 'mark_published' },
        authorization: 'Bearer business-token',
      });
      await waitFor(() => expect(within(hydrafacial).queryByText('Χωρίς επιβεβαίωση')).toBeNull());
    });

    it('shows the server message when a retry is refused', async () => {
      const message = 'Μόνο αναρτήσεις που απέτυχαν μπορούν να δημοσιευτούν ξανά.';
      await openPast({ 'POST /api/bulk-posts/7/retry': () => refused(409, message) }, [failed]);
      const error = vi.spyOn(toast, 'error');
      const mesotherapy = await card('Mesotherapy 09/06/2026 09:00');
      openMenu(mesotherapy);
      fireEvent.click(menuItem(mesotherapy, 'Επανάληψη δημοσίευσης'));
      await waitFor(() => expect(error).toHaveBeenCalledWith('Σφάλμα', { description: message }));
    });

    it('leaves posts handed over for publishing out of the bulk buttons', async () => {
      const draft = post(1, 'Botox', at(12));
      const scheduled = post(2, 'Filler', at(15), { isScheduled: true, postStatus: 'scheduled' });
      const failedFuture = post(8, 'Serum', at(20), { postStatus: 'failed' });
      const publishingNow = post(9, 'Hyaluron', at(10, 12), { isScheduled: true, postStatus: 'publishing' });
      const ok = () => ({ body: { success: true, bulkPost: draft, message: 'ok' } });
      const gone = () => ({ body: { success: true, message: 'Η ανάρτηση διαγράφηκε.' } });
      const calls = openCampaigns(
        {
          'PUT /api/bulk-posts/1': ok,
          'PUT /api/bulk-posts/2': ok,
          'DELETE /api/bulk-posts/1': gone,
          'DELETE /api/bulk-posts/2': gone,
          'DELETE /api/bulk-posts/8': gone,
        },
        [draft, scheduled, failedFuture, publishingNow, published, failed],
      );
      const writes = () => calls.filter((call) => !call.key.startsWith('GET')).map((call) => call.key);
      const success = vi.spyOn(toast, 'success');
      await card('Botox 12/06/2026 09:00');

      fireEvent.click(button('Προγραμματισμός όλων'));
      await waitFor(() => expect(success).toHaveBeenCalledWith('Προγραμματίστηκαν 1 ανάρτηση.'));
      expect(writes()).toEqual(['PUT /api/bulk-posts/1']);

      fireEvent.click(button('Αναίρεση όλων'));
      await waitFor(() => expect(success).toHaveBeenCalledWith('Αναιρέθηκε ο προγραμματισμός 1 ανάρτησης.'));
      expect(writes()).toEqual(['PUT /api/bulk-posts/1', 'PUT /api/bulk-posts/2']);

      fireEvent.click(button('Διαγραφή μελλοντικών'));
      const dialog = await screen.findByRole('dialog', { name: 'Διαγραφή μελλοντικών αναρτήσεων' });
      expect(within(dialog).getByText(/Θα διαγραφούν 3 μελλοντικές αναρτήσεις/)).toBeInTheDocument();
      fireEvent.click(button('Διαγραφή', dialog));
      await waitFor(() => expect(success).toHaveBeenCalledWith('Διαγράφηκαν 3 αναρτήσεις.'));
      expect(writes().slice(2).sort()).toEqual([
        'DELETE /api/bulk-posts/1',
        'DELETE /api/bulk-posts/2',
        'DELETE /api/bulk-posts/8',
        'PUT /api/bulk-posts/2',
      ]);
    });
  });

  it('offers to write a blocked post again from inside its compliance box, and saves the new text', async () => {
    const calls = openCampaigns({
      'POST /api/generate-post': () => ({
        body: { success: true, post: { content: 'Νέο κείμενο χωρίς υποσχέσεις.', complianceFlags: [] } },
      }),
    });
    const botox = await card('Botox 12/06/2026 09:00');
    const box = within(botox).getByRole('region', { name: 'Έλεγχος συμμόρφωσης' });
    fireEvent.click(within(box).getByRole('button', { name: 'Δημιουργία ξανά χωρίς αυτές τις φράσεις' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/generate-post')).toBe(true));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/bulk-posts/1')?.body).toMatchObject({
        content: 'Νέο κείμενο χωρίς υποσχέσεις.',
      }),
    );
  });

  it('regenerates a post sending the text it replaces, then saves the new text', async () => {
    const success = vi.spyOn(toast, 'success');
    const serum = post(3, 'Serum', at(18), { productId: 9, content: 'Το παλιό κείμενο.' });
    const calls = openCampaigns(
      {
        'POST /api/generate-post': () => ({
          body: { success: true, post: { content: 'Ένα νέο κείμενο.', complianceFlags: [] } },
        }),
        'PUT /api/bulk-posts/3': () => ({
          body: {
            success: true,
            bulkPost: { ...serum, content: 'Ένα νέο κείμενο.' },
            message: 'Η ανάρτηση δημιουργήθηκε ξανά.',
          },
        }),
      },
      [serum],
    );
    await openMenuItem(await card('Serum 18/06/2026 09:00'), 'Αναδημιουργία');
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Η ανάρτηση δημιουργήθηκε ξανά.', expect.anything()),
    );
    expect(calls.find((c) => c.key === 'POST /api/generate-post')?.body).toEqual({
      productId: 9,
      platform: 'instagram',
      customName: 'Serum',
      customDescription: null,
      currentContent: 'Το παλιό κείμενο.',
    });
    expect(puts(calls)[0]?.body).toMatchObject({ content: 'Ένα νέο κείμενο.' });

    // The toast offers the replaced text back: «Αναίρεση» saves it again as an edit.
    const options = success.mock.calls.find(
      ([message]) => message === 'Η ανάρτηση δημιουργήθηκε ξανά.',
    )?.[1] as {
      action: { label: string; onClick: () => void };
    };
    expect(options.action.label).toBe('Αναίρεση');
    options.action.onClick();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Επανήλθε το προηγούμενο κείμενο.'));
    expect(puts(calls)[1]?.body).toMatchObject({ content: 'Το παλιό κείμενο.' });
    expect(puts(calls)[1]?.body).not.toHaveProperty('generatedAt');
  });

  it('says Original product not found when the post has no product to regenerate from', async () => {
    openCampaigns({}, [post(1, 'Botox', at(12), { productId: null })]);
    const error = vi.spyOn(toast, 'error');
    await openMenuItem(await card('Botox 12/06/2026 09:00'), 'Αναδημιουργία');
    expect(error).toHaveBeenCalledWith('Σφάλμα', { description: 'Original product not found' });
  });
});
