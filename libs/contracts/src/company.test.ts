import { describe, expect, it } from 'vitest';
import {
  CompanyInfoInput,
  DOCTOR_REGISTRATION_INVALID,
  hasGreekTaxIdCheckDigit,
  TAX_ID_CHECK_DIGIT,
  TAX_ID_FORMAT,
} from './company.ts';

const company = { companyName: 'Κλινική Λάμψη', location: 'Αθήνα' };
const messagesOf = (input: Record<string, unknown>) =>
  CompanyInfoInput.safeParse({ ...company, ...input }).error?.issues.map((issue) => issue.message) ?? [];

describe('a Greek tax id (ΑΦΜ)', () => {
  it('passes when its ninth digit is the check digit of the first eight', () => {
    // 0·256 + 9·128 + … + 4·2 = 1160; 1160 mod 11 = 5.
    expect(hasGreekTaxIdCheckDigit('090000045')).toBe(true);
    expect(hasGreekTaxIdCheckDigit('094019245')).toBe(true);
    // A remainder of 10 gives the check digit 0: 5·2 = 10.
    expect(hasGreekTaxIdCheckDigit('000000050')).toBe(true);
  });

  it('fails on a wrong check digit, on the wrong length and on nine zeros', () => {
    expect(hasGreekTaxIdCheckDigit('090000046')).toBe(false);
    expect(hasGreekTaxIdCheckDigit('094019244')).toBe(false);
    expect(hasGreekTaxIdCheckDigit('09400924')).toBe(false);
    expect(hasGreekTaxIdCheckDigit('000000000')).toBe(false);
    expect(hasGreekTaxIdCheckDigit('000000051')).toBe(false);
  });

  it('is read as people write it and kept as its nine digits', () => {
    const parsed = CompanyInfoInput.parse({ ...company, taxId: ' EL 094 019 245 ' });
    expect(parsed.taxId).toBe('094019245');
    expect(CompanyInfoInput.parse({ ...company, taxId: '094.019.245' }).taxId).toBe('094019245');
    expect(CompanyInfoInput.parse({ ...company, taxId: '' }).taxId).toBeNull();
    expect(CompanyInfoInput.parse(company).taxId).toBeNull();
  });

  it('is refused with one Greek message: the format, or the check digit', () => {
    expect(messagesOf({ taxId: '12345' })).toEqual([TAX_ID_FORMAT]);
    expect(messagesOf({ taxId: '09401924Α' })).toEqual([TAX_ID_FORMAT]);
    expect(messagesOf({ taxId: '094019244' })).toEqual([TAX_ID_CHECK_DIGIT]);
  });
});

describe('the responsible doctor', () => {
  it('keeps the name and the registration number, each optional', () => {
    const parsed = CompanyInfoInput.parse({
      ...company,
      responsibleDoctor: ' Δρ. Μαρία Παπαδοπούλου ',
      doctorRegistration: 'ΙΣΑ 12345',
    });
    expect(parsed).toMatchObject({
      responsibleDoctor: 'Δρ. Μαρία Παπαδοπούλου',
      doctorRegistration: 'ΙΣΑ 12345',
    });
    expect(CompanyInfoInput.parse(company)).toMatchObject({
      responsibleDoctor: null,
      doctorRegistration: null,
    });
  });

  it('refuses a registration number of anything but letters, digits and separators', () => {
    expect(messagesOf({ doctorRegistration: '<b>12</b>' })).toEqual([DOCTOR_REGISTRATION_INVALID]);
    expect(messagesOf({ doctorRegistration: '1'.repeat(41) })).toEqual([DOCTOR_REGISTRATION_INVALID]);
  });
});
