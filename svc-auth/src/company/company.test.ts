import {
  ADDRESS_TOO_LONG,
  BOOKING_URL_INVALID,
  TAX_ID_CHECK_DIGIT,
  TAX_ID_FORMAT,
  TELEPHONE_INVALID,
  WEBSITE_INVALID,
} from '@studio/contracts';
import { drivers } from '@studio/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHarness } from '../testing.ts';

const company = {
  companyName: 'Derma Athens',
  location: 'Αθήνα',
  postFrequencyDays: 3,
  scheduledTime: '10:30',
  logoUrl: '',
};

describe.each(drivers)('company setup on %s', (driver) => {
  let h: Awaited<ReturnType<typeof authHarness>>;
  beforeAll(async () => {
    h = await authHarness(driver);
  });
  afterAll(() => h.close());

  /** The companies svc-auth announces from now on, as the writer hears them. */
  async function announcedCompanies(durable: string) {
    const events: { accountId: number }[] = [];
    await h.platform.bus.subscribe({
      durable,
      subjects: ['auth.company.updated'],
      handler: async (m) => void events.push(m.payload as { accountId: number }),
    });
    return events;
  }

  /** `saved` is in the answer of the save, in what the account reads back, and in what was announced. */
  async function expectKept(
    res: Response,
    { token, accountId, events }: { token: string; accountId: number; events: { accountId: number }[] },
    saved: Record<string, string>,
  ) {
    expect((await res.json()).companyInfo).toMatchObject(saved);
    expect(
      (await (await h.request('GET', '/api/v2/company-info', { token })).json()).companyInfo,
    ).toMatchObject(saved);
    await expect
      .poll(() => events.find((e) => e.accountId === accountId), { timeout: 5000 })
      .toMatchObject({ accountId, ...saved });
  }

  it('has no company info and points to setup at first, with the account’s name to start from', async () => {
    const { token } = await h.business('Κλινική Αρχής');
    expect(await (await h.request('GET', '/api/v2/company-info', { token })).json()).toEqual({
      success: true,
      companyInfo: null,
      businessName: 'Κλινική Αρχής',
    });
    expect(await (await h.request('GET', '/api/v2/setup-status', { token })).json()).toEqual({
      hasSettings: false,
      hasProducts: false,
      hasPlatforms: false,
      nextStep: 'setup',
    });
  });

  it('refuses a company name with a block term, in Greek naming the field, saving nothing', async () => {
    const { token } = await h.business();
    const res = await h.request('POST', '/api/v2/company-info', {
      token,
      json: { ...company, companyName: 'Botox Clinic Athens' },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe('compliance');
    expect(body.message).toMatch(/^Δεν μπορεί να αποθηκευτεί: Επωνυμία επιχείρησης: «Botox»/);
    expect((await (await h.request('GET', '/api/v2/company-info', { token })).json()).companyInfo).toBeNull();
  });

  it.each([
    ['location', { location: 'Ozempic Center, Γλυφάδα' }, 'Τοποθεσία: «Ozempic»'],
    ['address', { address: 'Λεωφόρος Β0τ0ξ 12, Αθήνα' }, 'Διεύθυνση: «Β0τ0ξ»'],
    ['website', { website: 'https://www.mounjaro-athens.gr' }, 'Ιστότοπος: «'],
    ['bookingUrl', { bookingUrl: 'https://book.example.gr/roaccutane' }, 'Σύνδεσμος κρατήσεων: «'],
    ['companyName', { companyName: 'Κλινική \u202Exotob\u202C' }, 'Επωνυμία επιχείρησης: «'],
  ])(
    'refuses a block term or a hidden direction character in the %s, in Greek naming it, saving nothing',
    async (field, change, named) => {
      const { token } = await h.business();
      const res = await h.request('POST', '/api/v2/company-info', { token, json: { ...company, ...change } });
      expect(res.status).toBe(422);
      const body = (await res.json()) as { error: string; message: string };
      expect(body.error).toBe('compliance');
      expect(body.message, field).toContain(named);
      expect(
        (await (await h.request('GET', '/api/v2/company-info', { token })).json()).companyInfo,
      ).toBeNull();
    },
  );

  it('saves, reads back and updates the company info; defaults 7, 09:00 and Europe/Athens', async () => {
    const { account, token } = await h.business();
    const first = await h.request('POST', '/api/v2/company-info', {
      token,
      json: { companyName: 'Κλινική', location: 'Πάτρα' },
    });
    expect(first.status).toBe(200);
    expect((await first.json()).companyInfo).toMatchObject({
      accountId: account.id,
      postFrequencyDays: 7,
      scheduledTime: '09:00',
      timeZone: 'Europe/Athens',
      logoUrl: null,
    });
    await h.request('POST', '/api/v2/company-info', { token, json: company });
    const read = await (await h.request('GET', '/api/v2/company-info', { token })).json();
    expect(read.companyInfo).toMatchObject({ ...company, logoUrl: null });
    const status = await (await h.request('GET', '/api/v2/setup-status', { token })).json();
    expect(status).toMatchObject({ hasSettings: true, nextStep: 'products' });
  });

  it('answers the spec messages for bad company fields', async () => {
    const { token } = await h.business();
    const message = async (json: unknown) =>
      (await (await h.request('POST', '/api/v2/company-info', { token, json })).json()).message;
    expect(await message({ ...company, companyName: 'A' })).toBe(
      'Company name must be at least 2 characters',
    );
    expect(await message({ ...company, location: 'B' })).toBe('Location must be at least 2 characters');
    expect(await message({ ...company, scheduledTime: '9:00' })).toBe('Time must be in HH:MM format');
    expect(await message({ ...company, scheduledTime: '24:00' })).toBe('Time must be in HH:MM format');
    const frequency = await h.request('POST', '/api/v2/company-info', {
      token,
      json: { ...company, postFrequencyDays: 31 },
    });
    expect(frequency.status).toBe(400);
    const zone = await h.request('POST', '/api/v2/company-info', {
      token,
      json: { ...company, timeZone: 'Mars/Olympus' },
    });
    expect(zone.status).toBe(400);
  });

  it('saves the clinic’s optional contact, reads it back and announces it to the writer', async () => {
    const events = await announcedCompanies('company-contact-test');
    const { account, token } = await h.business();
    const contact = {
      telephone: ' 210 123 4567 ',
      bookingUrl: 'derma.gr/rantevou',
      address: 'Λεωφ. Κηφισίας 10, Αθήνα',
      website: 'https://derma.gr',
    };
    const res = await h.request('POST', '/api/v2/company-info', { token, json: { ...company, ...contact } });
    expect(res.status).toBe(200);
    const saved = {
      telephone: '210 123 4567',
      bookingUrl: 'https://derma.gr/rantevou',
      address: 'Λεωφ. Κηφισίας 10, Αθήνα',
      website: 'https://derma.gr',
    };
    await expectKept(res, { token, accountId: account.id, events }, saved);
    // Left empty, each is none again; the spec's fields alone still save.
    const cleared = await h.request('POST', '/api/v2/company-info', {
      token,
      json: { ...company, telephone: '', bookingUrl: '', address: '', website: '' },
    });
    expect((await cleared.json()).companyInfo).toMatchObject({
      telephone: null,
      bookingUrl: null,
      address: null,
      website: null,
    });
  });

  it('answers clear Greek messages for a bad telephone or link', async () => {
    const { token } = await h.business();
    const answer = async (json: unknown) => {
      const res = await h.request('POST', '/api/v2/company-info', {
        token,
        json: { ...company, ...(json as object) },
      });
      return { status: res.status, body: await res.json() };
    };
    expect(await answer({ telephone: '12ab' })).toMatchObject({
      status: 400,
      body: { error: 'validation', message: TELEPHONE_INVALID },
    });
    expect((await answer({ telephone: '123' })).body.message).toBe(TELEPHONE_INVALID);
    expect((await answer({ bookingUrl: 'not a link' })).body.message).toBe(BOOKING_URL_INVALID);
    expect((await answer({ website: 'ftp://derma.gr' })).body.message).toBe(WEBSITE_INVALID);
    expect((await answer({ address: 'α'.repeat(201) })).body.message).toBe(ADDRESS_TOO_LONG);
  });

  it('keeps the clinic’s tax id and responsible doctor for the record, and announces them', async () => {
    const events = await announcedCompanies('company-record-identity-test');
    const { account, token } = await h.business();
    const post = (json: object) =>
      h.request('POST', '/api/v2/company-info', { token, json: { ...company, ...json } });
    const res = await post({
      taxId: 'EL 094 019 245',
      responsibleDoctor: 'Δρ. Μαρία Παπαδοπούλου',
      doctorRegistration: 'ΙΣΑ 12345',
    });
    expect(res.status).toBe(200);
    const saved = {
      taxId: '094019245',
      responsibleDoctor: 'Δρ. Μαρία Παπαδοπούλου',
      doctorRegistration: 'ΙΣΑ 12345',
    };
    await expectKept(res, { token, accountId: account.id, events }, saved);

    // A wrong check digit or length is refused in Greek, and what was saved stays.
    for (const [taxId, message] of [
      ['094019244', TAX_ID_CHECK_DIGIT],
      ['0940192', TAX_ID_FORMAT],
    ] as const) {
      const refused = await post({ ...saved, taxId });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: 'validation', message });
    }
    expect(
      (await (await h.request('GET', '/api/v2/company-info', { token })).json()).companyInfo,
    ).toMatchObject(saved);
    // Left out, each is none again.
    expect((await (await post({})).json()).companyInfo).toMatchObject({
      taxId: null,
      responsibleDoctor: null,
      doctorRegistration: null,
    });
  });

  it('keeps each business to its own company info, whatever the body says', async () => {
    const a = await h.business('Επιχείρηση Α');
    const b = await h.business('Επιχείρηση Β');
    await h.request('POST', '/api/v2/company-info', {
      token: a.token,
      json: { ...company, companyName: 'Μόνο της Α', accountId: b.account.id },
    });
    const bInfo = await (await h.request('GET', '/api/v2/company-info', { token: b.token })).json();
    expect(bInfo.companyInfo).toBeNull();
    const aInfo = await (await h.request('GET', '/api/v2/company-info', { token: a.token })).json();
    expect(aInfo.companyInfo).toMatchObject({ accountId: a.account.id, companyName: 'Μόνο της Α' });
  });

  it('refuses the platform admin without an account (403) and lets an admin acting for an account in', async () => {
    const admin = await h.adminToken();
    expect((await h.request('GET', '/api/v2/company-info', { token: admin })).status).toBe(403);
    const account = await h.createAccount('Επίσκεψη');
    const { token } = await (
      await h.request('POST', '/api/auth/impersonate', { token: admin, json: { accountId: account.id } })
    ).json();
    const res = await h.request('POST', '/api/v2/company-info', { token, json: company });
    expect(res.status).toBe(200);
    expect((await res.json()).companyInfo.accountId).toBe(account.id);
  });
});

describe.each(drivers)('setup status fed by the other services on %s', (driver) => {
  let h: Awaited<ReturnType<typeof authHarness>>;
  beforeAll(async () => {
    h = await authHarness(driver);
  });
  afterAll(() => h.close());

  const status = async (token: string) => (await h.request('GET', '/api/v2/setup-status', { token })).json();

  it('moves to platforms once products exist, to campaigns once pages are selected, and back', async () => {
    const { account, token } = await h.business();
    await h.request('POST', '/api/v2/company-info', { token, json: company });
    await h.platform.bus.publish(
      'catalog.account-products.changed',
      { accountId: account.id, productCount: 2 },
      `p-${account.id}-1`,
    );
    await expect
      .poll(() => status(token), { timeout: 5000 })
      .toMatchObject({ hasProducts: true, nextStep: 'platforms' });
    await h.platform.bus.publish(
      'social.pages.changed',
      { accountId: account.id, pageCount: 1 },
      `s-${account.id}-1`,
    );
    await expect
      .poll(() => status(token), { timeout: 5000 })
      .toMatchObject({ hasPlatforms: true, nextStep: 'campaigns' });
    await h.platform.bus.publish(
      'social.pages.changed',
      { accountId: account.id, pageCount: 0 },
      `s-${account.id}-2`,
    );
    await expect
      .poll(() => status(token), { timeout: 5000 })
      .toMatchObject({ hasProducts: true, hasPlatforms: false, nextStep: 'platforms' });
  });

  it('keeps each account to its own counts', async () => {
    const a = await h.business('Α');
    const b = await h.business('Β');
    await h.platform.bus.publish(
      'catalog.account-products.changed',
      { accountId: a.account.id, productCount: 1 },
      `p-${a.account.id}-x`,
    );
    await expect.poll(() => status(a.token), { timeout: 5000 }).toMatchObject({ hasProducts: true });
    expect(await status(b.token)).toMatchObject({ hasProducts: false });
  });
});
