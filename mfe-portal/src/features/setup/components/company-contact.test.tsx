// @vitest-environment happy-dom
import { ADDRESS_TOO_LONG, BOOKING_URL_INVALID, TELEPHONE_INVALID, WEBSITE_INVALID } from '@studio/contracts';
import { fakeApi, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { openSetup, savedCompany } from '../testing.tsx';

/** The clinic's contact on the company form: optional fields the writer's call to action uses. */
const saved = savedCompany({
  telephone: '210 1234567',
  bookingUrl: 'https://klinikiathinon.gr/rantevou',
  address: 'Λεωφ. Κηφισίας 10, Αθήνα',
});

/** The input whose label starts with `label` (a required field's label carries a mark after it). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, text: string) => fireEvent.change(field(label), { target: { value: text } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Αποθήκευση' }));
const posted = (calls: { key: string; body?: unknown }[]) =>
  calls.find((call) => call.key === 'POST /api/v2/company-info')?.body as Record<string, unknown> | undefined;

describe('the company form’s contact', () => {
  resetBrowserBetweenTests();
  beforeEach(() => {
    localStorage.setItem('business_token', 'business-token');
  });

  it('shows the four optional fields, empty at first, and prefills what was saved', async () => {
    fakeApi({ 'GET /api/v2/company-info': () => ({ body: { success: true, companyInfo: saved } }) });
    openSetup();
    await screen.findByDisplayValue('210 1234567');
    expect(screen.getByRole('heading', { name: 'Επικοινωνία' })).toBeInTheDocument();
    expect(field('Τηλέφωνο').type).toBe('tel');
    expect(field('Σύνδεσμος για ραντεβού').value).toBe('https://klinikiathinon.gr/rantevou');
    expect(field('Διεύθυνση').value).toBe('Λεωφ. Κηφισίας 10, Αθήνα');
    expect(field('Ιστοσελίδα').value).toBe('');
    expect(field('Τηλέφωνο').required).toBe(false);
  });

  it('sends the contact trimmed, a link without https:// completed, and an empty field as none', async () => {
    const calls = fakeApi({
      'GET /api/v2/company-info': () => ({ body: { success: true, companyInfo: null } }),
      'POST /api/v2/company-info': ({ body }) => ({
        body: { success: true, companyInfo: { ...saved, ...(body as object) }, message: 'ok' },
      }),
    });
    openSetup();
    await screen.findByRole('button', { name: 'Αποθήκευση' });
    type('Όνομα επιχείρησης', 'Κλινική Αθηνών');
    type('Τοποθεσία', 'Αθήνα');
    type('Τηλέφωνο', ' +30 210 123 4567 ');
    type('Σύνδεσμος για ραντεβού', 'klinikiathinon.gr/rantevou');
    type('Διεύθυνση', '');
    type('Ιστοσελίδα', 'https://klinikiathinon.gr');
    save();
    await waitFor(() => expect(posted(calls)).toBeDefined());
    expect(posted(calls)).toMatchObject({
      telephone: '+30 210 123 4567',
      bookingUrl: 'https://klinikiathinon.gr/rantevou',
      address: null,
      website: 'https://klinikiathinon.gr',
    });
  });

  it('shows a clear Greek message under each bad field and sends nothing', async () => {
    const calls = fakeApi({
      'GET /api/v2/company-info': () => ({ body: { success: true, companyInfo: saved } }),
    });
    openSetup();
    await screen.findByDisplayValue('210 1234567');
    type('Τηλέφωνο', '21-abc');
    type('Σύνδεσμος για ραντεβού', 'κλείστε εδώ');
    type('Διεύθυνση', 'α'.repeat(201));
    type('Ιστοσελίδα', 'ftp://klinikiathinon.gr');
    save();
    expect(await screen.findByText(TELEPHONE_INVALID)).toBeInTheDocument();
    expect(screen.getByText(BOOKING_URL_INVALID)).toBeInTheDocument();
    expect(screen.getByText(ADDRESS_TOO_LONG)).toBeInTheDocument();
    expect(screen.getByText(WEBSITE_INVALID)).toBeInTheDocument();
    expect(posted(calls)).toBeUndefined();
  });
});
