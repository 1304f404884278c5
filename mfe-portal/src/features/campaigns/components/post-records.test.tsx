// @vitest-environment happy-dom
import type { PostRecord } from '@studio/contracts';
import { fakeApi, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessSessionContext } from '../../../session.ts';
import { PostRecordDialog } from './post-record-dialog.tsx';
import { RecordsExport } from './records-export.tsx';

const owner = { kind: 'person', ref: 'admin-user:3', name: 'owner@clinic.gr' } as const;

/** A post the writer wrote and the owner approved on 10 June 2026. */
const record: PostRecord = {
  postId: 7,
  accountId: 3,
  productName: 'Ορός Υαλουρονικού',
  scheduledDate: '2026-06-11T06:00:00.000Z',
  createdAt: '2026-06-10T11:30:00.000Z',
  deletedAt: null,
  keptUntil: null,
  editorialResponsibility: { actor: owner, at: '2026-06-10T14:00:00.000Z' },
  steps: [
    {
      id: 11,
      kind: 'written',
      actor: { kind: 'writer', ref: 'openai', name: 'OpenAI gpt-4o' },
      at: '2026-06-10T11:30:00.000Z',
      detail: {},
    },
    { id: 12, kind: 'approved', actor: owner, at: '2026-06-10T14:00:00.000Z', detail: { via: 'portal' } },
  ],
};

/** The files the browser was handed to save, by name. */
function savedFiles() {
  const names: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:record', revokeObjectURL: () => {} }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

const file = (name: string) => () => ({ body: { name } });

describe('the post record dialog', () => {
  resetBrowserBetweenTests();
  beforeEach(() => vi.restoreAllMocks());

  it('shows who took each step and who took editorial responsibility, and downloads the PDF', async () => {
    const names = savedFiles();
    const asked: string[] = [];
    fakeApi({
      'GET /api/post-records/7': () => ({ body: { success: true, record } }),
      'GET /api/post-records/7/export': ({ url }) => {
        asked.push(url.search);
        return file('record')();
      },
    });
    renderWithProviders(
      '/portal/campaigns',
      <Route
        path="/:prefix/campaigns"
        element={<PostRecordDialog postId={7} productName="Ορός Υαλουρονικού" open onClose={() => {}} />}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Αρχείο ανάρτησης · Ορός Υαλουρονικού' });
    expect(
      await within(dialog).findByText(/^Εκδοτική ευθύνη: owner@clinic\.gr, 10\/06\/2026 \d\d:00$/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Γράφτηκε')).toBeInTheDocument();
    expect(within(dialog).getByText('Συντάκτης ΤΝ: OpenAI gpt-4o')).toBeInTheDocument();
    expect(within(dialog).getByText('Έγκριση (εκδοτική ευθύνη)')).toBeInTheDocument();
    expect(within(dialog).getByText('Χρήστης: owner@clinic.gr')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Λήψη PDF' }));
    await waitFor(() => expect(asked).toEqual(['?format=pdf']));
    await waitFor(() => expect(names).toEqual(['post-record-7.pdf']));
  });
});

describe('the records export of the campaigns screen', () => {
  resetBrowserBetweenTests();
  beforeEach(() => vi.restoreAllMocks());

  it('downloads a period as CSV and keeps records for the years chosen', async () => {
    const names = savedFiles();
    const asked: string[] = [];
    const calls = fakeApi({
      'GET /api/posts/record-retention': () => ({ body: { success: true, years: 5 } }),
      'PUT /api/posts/record-retention': () => ({ body: { success: true, years: 10 } }),
      'GET /api/post-records': ({ url }) => {
        asked.push(url.search);
        return file('records')();
      },
    });
    renderWithProviders('/portal/campaigns', <Route path="/:prefix/campaigns" element={<RecordsExport />} />);
    const from = (await screen.findByLabelText('Από')) as HTMLInputElement;
    fireEvent.change(from, { target: { value: '2026-06-01' } });
    fireEvent.change(screen.getByLabelText('Έως'), { target: { value: '2026-06-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Λήψη CSV' }));
    await waitFor(() => expect(asked).toEqual(['?from=2026-06-01&to=2026-06-30&format=csv']));
    await waitFor(() => expect(names).toEqual(['post-records-2026-06-01-2026-06-30.csv']));

    const years = (await screen.findByLabelText('Διατήρηση μετά τη διαγραφή')) as HTMLSelectElement;
    expect(years.value).toBe('5');
    fireEvent.change(years, { target: { value: '10' } });
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/posts/record-retention')?.body).toEqual({ years: 10 }),
    );
  });

  it('shows a marketer the retention without letting them change it (the owner’s setting)', async () => {
    fakeApi({ 'GET /api/posts/record-retention': () => ({ body: { success: true, years: 5 } }) });
    renderWithProviders(
      '/portal/campaigns',
      <Route
        path="/:prefix/campaigns"
        element={
          <BusinessSessionContext.Provider
            value={{ role: 'business_admin', accountId: 1, actingAdmin: false, memberRole: 'marketer' }}
          >
            <RecordsExport />
          </BusinessSessionContext.Provider>
        }
      />,
    );
    const years = (await screen.findByLabelText('Διατήρηση μετά τη διαγραφή')) as HTMLSelectElement;
    expect(years.value).toBe('5');
    expect(years).toBeDisabled();
    expect(screen.getByText(/Την αλλάζει μόνο ο ιδιοκτήτης του λογαριασμού\./)).toBeInTheDocument();
  });

  it('refuses a period that ends before it starts', async () => {
    fakeApi({ 'GET /api/posts/record-retention': () => ({ body: { success: true, years: 5 } }) });
    renderWithProviders('/portal/campaigns', <Route path="/:prefix/campaigns" element={<RecordsExport />} />);
    fireEvent.change(await screen.findByLabelText('Από'), { target: { value: '2026-07-01' } });
    fireEvent.change(screen.getByLabelText('Έως'), { target: { value: '2026-06-01' } });
    expect(
      screen.getByText('Η αρχή της περιόδου πρέπει να είναι πριν από το τέλος της.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Λήψη PDF' })).toBeDisabled();
  });
});
