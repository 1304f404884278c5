// @vitest-environment happy-dom
import { TAX_ID_CHECK_DIGIT, TAX_ID_FORMAT } from '@studio/contracts';
import { fakeApi, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { openSetup, savedCompany } from '../testing.tsx';

/** The clinic's tax id and responsible doctor on the company form: what the post record prints. */
const saved = savedCompany({
  taxId: '094019245',
  responsibleDoctor: 'Δρ. Μαρία Παπαδοπούλου',
  doctorRegistration: 'ΙΣΑ 12345',
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, text: string) => fireEvent.change(field(label), { target: { value: text } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Αποθήκευση' }));
const posted = (calls: { key: string; body?: unknown }[]) =>
  calls.find((call) => call.key === 'POST /api/v2/company-info')?.body as Record<string, unknown> | undefined;

describe('the company form’s tax id and responsible doctor', () => {
  resetBrowserBetweenTests();
  beforeEach(() => {
    localStorage.setItem('business_token', 'business-token');
  });

  it('shows the three optional fields under their heading and prefills what was saved', async () => {
    fakeApi({ 'GET /api/v2/company-info': () => ({ body: { success: true, companyInfo: saved } }) });
    openSetup();
    await screen.findByDisplayValue('094019245');
    expect(screen.getByRole('heading', { name: 'Υπεύθυνος ιατρός και ΑΦΜ' })).toBeInTheDocument();
    expect(field('Υπεύθυνος ιατρός').value).toBe('Δρ. Μαρία Παπαδοπούλου');
    expect(field('Αριθμός μητρώου ιατρικού συλλόγου').value).toBe('ΙΣΑ 12345');
    expect(field('ΑΦΜ').required).toBe(false);
  });

  it('refuses a tax id of the wrong length or with a wrong check digit in Greek, sending nothing', async () => {
    const calls = fakeApi({
      'GET /api/v2/company-info': () => ({ body: { success: true, companyInfo: saved } }),
    });
    openSetup();
    await screen.findByDisplayValue('094019245');
    type('ΑΦΜ', '0940192');
    save();
    expect(await screen.findByText(TAX_ID_FORMAT)).toBeInTheDocument();
    type('ΑΦΜ', '094019244');
    save();
    expect(await screen.findByText(TAX_ID_CHECK_DIGIT)).toBeInTheDocument();
    expect(screen.queryByText(TAX_ID_FORMAT)).not.toBeInTheDocument();
    expect(posted(calls)).toBeUndefined();
  });

  it('sends the tax id as its nine digits and the doctor trimmed; an empty field as none', async () => {
    const calls = fakeApi({
      'GET /api/v2/company-info': () => ({ body: { success: true, companyInfo: savedCompany() } }),
      'POST /api/v2/company-info': ({ body }) => ({
        body: { success: true, companyInfo: { ...saved, ...(body as object) }, message: 'ok' },
      }),
    });
    openSetup();
    await screen.findByDisplayValue('Κλινική Αθηνών');
    type('ΑΦΜ', 'EL 094 019 245');
    type('Υπεύθυνος ιατρός', '  Δρ. Νίκος Γεωργίου ');
    save();
    await waitFor(() => expect(posted(calls)).toBeDefined());
    expect(posted(calls)).toMatchObject({
      taxId: '094019245',
      responsibleDoctor: 'Δρ. Νίκος Γεωργίου',
      doctorRegistration: null,
    });
  });
});
