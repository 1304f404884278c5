// @vitest-environment happy-dom
import { toast } from '@studio/ui';
import { fakeApi, refused, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openSetup, savedCompany } from '../testing.tsx';

const saved = savedCompany();

const value = (label: string) => (screen.getByLabelText(label, { exact: false }) as HTMLInputElement).value;
const type = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value: text } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Αποθήκευση' }));

describe('company setup', () => {
  resetBrowserBetweenTests();
  beforeEach(() => {
    localStorage.setItem('business_token', 'business-token');
  });

  it('starts with the defaults of the specification before the first save, without Continue', async () => {
    fakeApi({
      'GET /api/v2/company-info': () => ({
        body: { success: true, companyInfo: null, businessName: 'Κλινική Λάμψη' },
      }),
    });
    openSetup();
    await screen.findByRole('button', { name: 'Αποθήκευση' });
    // The account's name, as the platform admin created it, is the company's to start with.
    expect(value('Όνομα επιχείρησης')).toBe('Κλινική Λάμψη');
    expect(value('Συχνότητα αναρτήσεων (ημέρες)')).toBe('7');
    expect(value('Ώρα δημοσίευσης')).toBe('09:00');
    expect(value('Ζώνη ώρας')).toBe('Europe/Athens');
    // Zones read in Greek with their offset, Greece and Cyprus first.
    const zones = within(screen.getByLabelText('Ζώνη ώρας')).getAllByRole('option');
    expect(zones[0]?.textContent).toMatch(/^Ευρώπη\/Αθήνα \(UTC\+[23]\)$/);
    expect(zones[1]?.textContent).toMatch(/^Ασία\/Λευκωσία \(UTC\+[23]\)$/);
    expect(screen.getByRole('option', { name: /^Ευρώπη\/Βερολίνο/ })).toHaveProperty(
      'value',
      'Europe/Berlin',
    );
    expect(screen.queryByRole('link', { name: 'Συνέχεια' })).toBeNull();
  });

  it('prefills what was saved and offers Continue under the prefix in use', async () => {
    fakeApi({ 'GET /api/v2/company-info': () => ({ body: { success: true, companyInfo: saved } }) });
    openSetup();
    await screen.findByDisplayValue('Κλινική Αθηνών');
    expect(value('Τοποθεσία')).toBe('Αθήνα');
    expect(value('Συχνότητα αναρτήσεων (ημέρες)')).toBe('3');
    expect(value('Ώρα δημοσίευσης')).toBe('18:30');
    expect(screen.getByRole('link', { name: 'Συνέχεια' }).getAttribute('href')).toBe('/portal/products');
  });

  it('shows the validation messages of the specification and sends nothing', async () => {
    const calls = fakeApi({
      'GET /api/v2/company-info': () => ({ body: { success: true, companyInfo: null } }),
    });
    openSetup();
    await screen.findByRole('button', { name: 'Αποθήκευση' });
    type('Όνομα επιχείρησης', 'K');
    type('Τοποθεσία', ' ');
    type('Ώρα δημοσίευσης', '9:5');
    save();
    expect(await screen.findByText('Company name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Location must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Time must be in HH:MM format')).toBeInTheDocument();
    expect(calls.map((call) => call.key).filter((key) => key.startsWith('POST'))).toEqual([]);
  });

  it('saves, says so and continues to the products step', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = fakeApi({
      'GET /api/v2/company-info': () => ({ body: { success: true, companyInfo: null } }),
      'POST /api/v2/company-info': ({ body }) => ({
        body: { success: true, companyInfo: { ...saved, ...(body as object) }, message: 'Saved' },
      }),
    });
    openSetup('/business/setup');
    await screen.findByRole('button', { name: 'Αποθήκευση' });
    type('Όνομα επιχείρησης', '  Κλινική Αθηνών ');
    type('Τοποθεσία', 'Αθήνα');
    type('Συχνότητα αναρτήσεων (ημέρες)', '14');
    type('Ώρα δημοσίευσης', '07:45');
    type('Ζώνη ώρας', 'Europe/Berlin');
    save();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/business/products'));
    expect(success).toHaveBeenCalledWith('Επιτυχής αποθήκευση!');
    expect(calls.find((call) => call.key === 'POST /api/v2/company-info')?.body).toEqual({
      companyName: 'Κλινική Αθηνών',
      location: 'Αθήνα',
      postFrequencyDays: 14,
      scheduledTime: '07:45',
      timeZone: 'Europe/Berlin',
      logoUrl: null,
      telephone: null,
      bookingUrl: null,
      address: null,
      website: null,
      taxId: null,
      responsibleDoctor: null,
      doctorRegistration: null,
    });
  });

  it("shows 'Η ρύθμιση απέτυχε' when saving fails", async () => {
    const error = vi.spyOn(toast, 'error');
    fakeApi({
      'GET /api/v2/company-info': () => ({ body: { success: true, companyInfo: saved } }),
      'POST /api/v2/company-info': () => ({ status: 503, body: { error: 'unavailable', message: 'down' } }),
    });
    openSetup();
    await screen.findByDisplayValue('Κλινική Αθηνών');
    save();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Σφάλμα', { description: 'Η ρύθμιση απέτυχε' }));
    expect(screen.getByTestId('location').textContent).toBe('/portal/setup');
  });

  it('says why a company name the compliance rules block was refused, staying on setup', async () => {
    const error = vi.spyOn(toast, 'error');
    const message =
      'Δεν μπορεί να αποθηκευτεί: Επωνυμία επιχείρησης: «Botox» (κανόνας: Φάρμακο μόνο με ιατρική συνταγή).';
    fakeApi({
      'GET /api/v2/company-info': () => ({ body: { success: true, companyInfo: saved } }),
      'POST /api/v2/company-info': () => refused(422, message, 'compliance'),
    });
    openSetup();
    await screen.findByDisplayValue('Κλινική Αθηνών');
    save();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Σφάλμα', { description: message }));
    expect(screen.getByTestId('location').textContent).toBe('/portal/setup');
  });

  it('sends the user to the business login when the server refuses the request', async () => {
    fakeApi({
      'GET /api/v2/company-info': () => ({ body: { success: true, companyInfo: saved } }),
      'POST /api/v2/company-info': () => ({
        status: 401,
        body: { error: 'unauthorized', message: 'No auth token found' },
      }),
    });
    openSetup();
    await screen.findByDisplayValue('Κλινική Αθηνών');
    save();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/business/login'));
    expect(localStorage.getItem('business_token')).toBeNull();
  });

  it('on a later edit stays on setup, and says that existing posts keep their time when it changes', async () => {
    const success = vi.spyOn(toast, 'success');
    fakeApi({
      'GET /api/v2/company-info': () => ({ body: { success: true, companyInfo: saved } }),
      'POST /api/v2/company-info': ({ body }) => ({
        body: { success: true, companyInfo: { ...saved, ...(body as object) }, message: 'Saved' },
      }),
    });
    openSetup('/business/setup');
    await screen.findByDisplayValue('Κλινική Αθηνών');
    type('Τοποθεσία', 'Πειραιάς');
    save();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Επιτυχής αποθήκευση!', undefined));
    type('Ώρα δημοσίευσης', '08:15');
    save();
    await waitFor(() =>
      expect(success).toHaveBeenLastCalledWith('Επιτυχής αποθήκευση!', {
        description:
          'Η νέα ώρα ισχύει για τις αναρτήσεις που θα δημιουργηθούν από εδώ και πέρα· όσες υπάρχουν ήδη κρατούν την ώρα τους.',
      }),
    );
    expect(screen.getByTestId('location').textContent).toBe('/business/setup');
  });

  it('leaves an ended session to the business guard, with no error toast', async () => {
    const error = vi.spyOn(toast, 'error');
    fakeApi({
      'GET /api/v2/company-info': () => ({ body: { success: true, companyInfo: saved } }),
      'POST /api/v2/company-info': () => ({
        status: 401,
        body: { error: 'unauthorized', message: 'Token expired' },
      }),
    });
    openSetup();
    await screen.findByDisplayValue('Κλινική Αθηνών');
    save();
    await waitFor(() => expect(localStorage.getItem('business_token')).toBeNull());
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/portal/setup');
  });

  it('uploads the logo: its address fills the logo field, with a preview', async () => {
    const calls = fakeApi({
      'GET /api/v2/company-info': () => ({ body: { success: true, companyInfo: null } }),
      'POST /api/company-logo': () => ({
        status: 201,
        body: { success: true, logoUrl: '/uploads/logo-1.png', message: 'Το λογότυπο ανέβηκε.' },
      }),
    });
    openSetup();
    await screen.findByRole('button', { name: 'Μεταφόρτωση λογότυπου' });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Μεταφόρτωση λογότυπου'), { target: { files: [file] } });
    await waitFor(() => expect(value('Λογότυπο (διεύθυνση URL)')).toBe('/uploads/logo-1.png'));
    expect(screen.getByRole('img', { name: 'Το λογότυπο' })).toHaveAttribute('src', '/uploads/logo-1.png');
    expect(calls.map((c) => c.key)).toContain('POST /api/company-logo');
  });

  it('offers the posting time the results suggest, and changes the field only when chosen', async () => {
    const calls = fakeApi({
      'GET /api/v2/company-info': () => ({ body: { success: true, companyInfo: saved } }),
      'GET /api/analytics/best-times': () => ({
        body: {
          success: true,
          timeZone: 'Europe/Athens',
          posts: 12,
          minimumPosts: 8,
          slots: [],
          hours: [],
          weekdays: [],
          suggestion: { time: '19:00', weekdays: [2], engagementPerPost: 30, liftPercent: 40 },
        },
      }),
    });
    openSetup();
    const use = await screen.findByRole('button', { name: 'Χρήση 19:00' });
    expect(
      screen.getByText(/στις 19:00 φέρνουν τις περισσότερες αλληλεπιδράσεις \(\+40%/),
    ).toBeInTheDocument();
    expect(value('Ώρα δημοσίευσης')).toBe('18:30');
    fireEvent.click(use);
    expect(value('Ώρα δημοσίευσης')).toBe('19:00');
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);
  });
});
