// @vitest-environment happy-dom
import type { AnalyticsOverviewResponse, BestTimesResponse, PostResults } from '@studio/contracts';
import { fakeApi, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { AnalyticsScreen } from './analytics-screen.tsx';

const post = (fields: Partial<PostResults>): PostResults => ({
  postId: 1,
  productId: 3,
  productName: 'Ορός υαλουρονικού',
  categoryName: 'Περιποίηση προσώπου',
  excerpt: 'Λάμψη και ενυδάτωση όλη μέρα.',
  image: null,
  publishedAt: '2026-06-12T15:00:00.000Z',
  checkpoint: '24h',
  collectedAt: '2026-06-13T15:00:00.000Z',
  views: 2100,
  reach: 1480,
  engagement: 96,
  clicks: 12,
  pages: [],
  ...fields,
});

const overview = (fields: Partial<AnalyticsOverviewResponse> = {}): AnalyticsOverviewResponse => ({
  success: true,
  from: '2026-05-16T12:00:00.000Z',
  to: '2026-06-15T12:00:00.000Z',
  timeZone: 'Europe/Athens',
  totals: { posts: 2, views: 2600, reach: 1780, engagement: 110, clicks: 15 },
  series: [
    { date: '2026-06-12', posts: 1, views: 2100, reach: 1480, engagement: 96 },
    { date: '2026-06-13', posts: 1, views: 500, reach: 300, engagement: 14 },
  ],
  topPosts: [post({}), post({ postId: 2, productName: 'Κρέμα σώματος', reach: 300, engagement: 14 })],
  byProduct: [
    {
      name: 'Ορός υαλουρονικού',
      productId: 3,
      posts: 1,
      views: 2100,
      reach: 1480,
      engagement: 96,
      clicks: 12,
      engagementPerPost: 96,
    },
  ],
  byCategory: [
    {
      name: '',
      productId: null,
      posts: 2,
      views: 2600,
      reach: 1780,
      engagement: 110,
      clicks: 15,
      engagementPerPost: 55,
    },
  ],
  ...fields,
});

const bestTimes = (fields: Partial<BestTimesResponse> = {}): BestTimesResponse => ({
  success: true,
  timeZone: 'Europe/Athens',
  posts: 9,
  minimumPosts: 8,
  slots: [],
  hours: [
    { hour: 9, posts: 5, engagementPerPost: 10 },
    { hour: 18, posts: 4, engagementPerPost: 40 },
  ],
  weekdays: [{ weekday: 4, posts: 9, engagementPerPost: 23 }],
  suggestion: { time: '18:00', weekdays: [4], engagementPerPost: 40, liftPercent: 74 },
  ...fields,
});

const open = () =>
  renderWithProviders('/portal/analytics', <Route path="/:prefix/analytics" element={<AnalyticsScreen />} />);

describe('the analytics screen', () => {
  resetBrowserBetweenTests();
  beforeEach(() => localStorage.setItem('business_token', 'business-token'));

  it('shows the period’s totals and its best posts with their numbers', async () => {
    fakeApi({
      'GET /api/analytics/overview': () => ({ body: overview() }),
      'GET /api/analytics/best-times': () => ({ body: bestTimes() }),
    });
    open();
    const totals = await screen.findByRole('region', { name: 'Αποτελέσματα' });
    expect(within(totals).getByText('1.780')).toBeInTheDocument();
    expect([...totals.children].map((card) => card.textContent)).toEqual([
      'Προσέγγιση1.780Άτομα που είδαν τις αναρτήσεις',
      'Αλληλεπιδράσεις110Αντιδράσεις, σχόλια, κοινοποιήσεις και αποθηκεύσεις',
      'Προβολές2.600',
      'Κλικ15',
      'Αναρτήσεις με αποτελέσματα2',
    ]);
    const [first] = screen.getAllByTestId('analytics-top-post');
    expect(within(first!).getByText('Ορός υαλουρονικού')).toBeInTheDocument();
    expect(within(first!).getByText('1.480')).toBeInTheDocument();
    expect(within(first!).getByText(/24 ώρες μετά/)).toBeInTheDocument();
    expect(screen.getByText('Χωρίς κατηγορία')).toBeInTheDocument();
  });

  it("shows each chosen Google location's figures over the period, and no Google section without one", async () => {
    const location = {
      name: 'accounts/1/locations/2',
      title: 'Κλινική Κηφισιάς',
      impressionsMaps: 1234,
      impressionsSearch: 2345,
      callClicks: 31,
      websiteClicks: 42,
      directionRequests: 17,
      fetchedAt: '2026-06-15T07:30:00.000Z',
      stale: false,
    };
    let locations = [location];
    const asked: string[] = [];
    fakeApi({
      'GET /api/analytics/overview': () => ({ body: overview() }),
      'GET /api/analytics/best-times': () => ({ body: bestTimes() }),
      'GET /api/google/performance': ({ url }) => {
        asked.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}`);
        return { body: { success: true, from: '', to: '', locations } };
      },
    });
    const first = open();
    const google = await screen.findByRole('region', { name: 'Google' });
    expect(
      [...within(google).getByRole('region', { name: 'Κλινική Κηφισιάς' }).children].map(
        (c) => c.textContent,
      ),
    ).toEqual([
      'Προβολές στους Χάρτες1.234',
      'Προβολές στην Αναζήτηση2.345',
      'Κλήσεις31',
      'Κλικ στον ιστότοπο42',
      'Αιτήματα οδηγιών17',
    ]);
    expect(within(google).queryByText(/Στοιχεία της/)).not.toBeInTheDocument();
    // The overview's period, as days in the business's time zone.
    expect(asked).toEqual(['2026-05-16..2026-06-15']);
    first.unmount();
    locations = [];
    open();
    await waitFor(() => expect(asked).toHaveLength(2));
    await screen.findByRole('region', { name: 'Αποτελέσματα' });
    expect(screen.queryByRole('region', { name: 'Google' })).not.toBeInTheDocument();
  });

  it('says when kept Google figures were read, when Google did not give them again', async () => {
    const location = {
      name: 'accounts/1/locations/2',
      title: 'Κλινική Κηφισιάς',
      impressionsMaps: 1234,
      impressionsSearch: 2345,
      callClicks: 31,
      websiteClicks: 42,
      directionRequests: 17,
      fetchedAt: '2026-06-14T07:30:00.000Z',
      stale: true,
    };
    fakeApi({
      'GET /api/analytics/overview': () => ({ body: overview() }),
      'GET /api/analytics/best-times': () => ({ body: bestTimes() }),
      'GET /api/google/performance': () => ({
        body: { success: true, from: '', to: '', locations: [location] },
      }),
    });
    open();
    const google = await screen.findByRole('region', { name: 'Google' });
    expect(within(google).getByText(/^Στοιχεία της 14\/06\/2026, 10:30· /)).toBeInTheDocument();
  });

  it('asks for another period when one is chosen', async () => {
    const calls = fakeApi({
      'GET /api/analytics/overview': ({ url }) => ({
        body: overview({
          totals: {
            posts: 1,
            views: 1,
            reach: url.searchParams.get('days') === '90' ? 4242 : 1,
            engagement: 1,
            clicks: 0,
          },
        }),
      }),
      'GET /api/analytics/best-times': () => ({ body: bestTimes() }),
    });
    open();
    const reach = () =>
      within(screen.getByRole('region', { name: 'Αποτελέσματα' })).getByText('Προσέγγιση').parentElement
        ?.textContent;
    await screen.findByRole('region', { name: 'Αποτελέσματα' });
    expect(reach()).toBe('Προσέγγιση1Άτομα που είδαν τις αναρτήσεις');
    fireEvent.change(screen.getByLabelText('Περίοδος'), { target: { value: '90' } });
    expect(await screen.findByText('4.242')).toBeInTheDocument();
    expect(reach()).toBe('Προσέγγιση4.242Άτομα που είδαν τις αναρτήσεις');
    expect(calls.some((c) => c.key === 'GET /api/analytics/overview')).toBe(true);
  });

  it('suggests the best hour and links it to the setup’s posting time', async () => {
    fakeApi({
      'GET /api/analytics/overview': () => ({ body: overview() }),
      'GET /api/analytics/best-times': () => ({ body: bestTimes() }),
    });
    open();
    expect(await screen.findByText('Προτεινόμενη ώρα δημοσίευσης: 18:00')).toBeInTheDocument();
    expect(screen.getByText(/74% περισσότερες αλληλεπιδράσεις.*Πέμπτη/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Ορίστε την ως ώρα δημοσίευσης στις Ρυθμίσεις' });
    expect(link.getAttribute('href')).toBe('/portal/setup');
  });

  it('says how many posts a suggestion needs before there are enough', async () => {
    fakeApi({
      'GET /api/analytics/overview': () => ({ body: overview() }),
      'GET /api/analytics/best-times': () => ({ body: bestTimes({ posts: 3, suggestion: null }) }),
    });
    open();
    expect(await screen.findByText(/τουλάχιστον 8 αναρτήσεις \(έως τώρα: 3\)/)).toBeInTheDocument();
  });

  it('explains when the numbers come while there are none', async () => {
    fakeApi({
      'GET /api/analytics/overview': () => ({
        body: overview({
          totals: { posts: 0, views: 0, reach: 0, engagement: 0, clicks: 0 },
          topPosts: [],
          byProduct: [],
          byCategory: [],
        }),
      }),
      'GET /api/analytics/best-times': () => ({
        body: bestTimes({ posts: 0, suggestion: null, hours: [], weekdays: [] }),
      }),
    });
    open();
    expect(
      await screen.findByText('Δεν υπάρχουν ακόμη αποτελέσματα σε αυτή την περίοδο'),
    ).toBeInTheDocument();
  });

  it('marks the figures as test data while the sandbox stands in for Facebook, and only then', async () => {
    const status = (mode: 'sandbox' | 'graph_api') => () => ({
      body: { success: true, mode, connected: true, reconnectRequired: false },
    });
    fakeApi({
      'GET /api/analytics/overview': () => ({ body: overview() }),
      'GET /api/analytics/best-times': () => ({ body: bestTimes() }),
      'GET /api/social-media/facebook-status': status('sandbox'),
    });
    const { unmount } = open();
    expect(await screen.findByText('Δοκιμαστικά δεδομένα')).toBeInTheDocument();
    expect(screen.getByText(/οι αριθμοί προσομοιώνονται/)).toBeInTheDocument();
    unmount();

    fakeApi({
      'GET /api/analytics/overview': () => ({ body: overview() }),
      'GET /api/analytics/best-times': () => ({ body: bestTimes() }),
      'GET /api/social-media/facebook-status': status('graph_api'),
    });
    open();
    await screen.findByRole('region', { name: 'Αποτελέσματα' });
    expect(screen.queryByText('Δοκιμαστικά δεδομένα')).toBeNull();
  });
});
