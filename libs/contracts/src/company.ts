import { z } from 'zod';
import { wholeNumber } from './query.ts';

export const DEFAULT_POST_FREQUENCY_DAYS = 7;
export const DEFAULT_SCHEDULED_TIME = '09:00';
export const DEFAULT_TIME_ZONE = 'Europe/Athens';

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const TELEPHONE_INVALID =
  'Το τηλέφωνο πρέπει να έχει 7 έως 15 ψηφία, π.χ. 210 1234567 ή +30 210 1234567.';
export const BOOKING_URL_INVALID =
  'Ο σύνδεσμος κρατήσεων πρέπει να είναι διεύθυνση ιστού, π.χ. https://example.gr/rantevou.';
export const WEBSITE_INVALID = 'Η ιστοσελίδα πρέπει να είναι διεύθυνση ιστού, π.χ. https://example.gr.';
export const ADDRESS_TOO_LONG = 'Η διεύθυνση μπορεί να έχει έως 200 χαρακτήρες.';
export const TAX_ID_FORMAT = 'Ο ΑΦΜ έχει 9 ψηφία, π.χ. 094019245.';
export const TAX_ID_CHECK_DIGIT =
  'Ο ΑΦΜ δεν είναι έγκυρος: το τελευταίο ψηφίο (ψηφίο ελέγχου) δεν ταιριάζει με τα 8 πρώτα. Ελέγξτε μήπως γράφτηκε λάθος κάποιο ψηφίο.';
export const DOCTOR_NAME_INVALID = 'Γράψτε το ονοματεπώνυμο του ιατρού (2 έως 120 χαρακτήρες).';
export const DOCTOR_REGISTRATION_INVALID =
  'Ο αριθμός μητρώου έχει έως 40 γράμματα, ψηφία, κενά, τελείες, παύλες ή καθέτους, π.χ. ΙΣΑ 12345.';

/**
 * A Greek tax id's (ΑΦΜ's) check digit: the first eight digits weighted by 2^8 … 2^1, their sum modulo
 * 11, then modulo 10, is the ninth (European Commission, TIN algorithms, Greece:
 * https://ec.europa.eu/taxation_customs/tin/specs/FS-TIN%20Algorithms-Public.docx). Nine zeros pass the
 * sum but are no one's number.
 */
export function hasGreekTaxIdCheckDigit(digits: string): boolean {
  if (!/^\d{9}$/.test(digits) || digits === '000000000') return false;
  const sum = [...digits.slice(0, 8)].reduce(
    (total, digit, index) => total + Number(digit) * 2 ** (8 - index),
    0,
  );
  return (sum % 11) % 10 === Number(digits[8]);
}

/** Empty text is no value: the optional contact fields store null then. */
const optionalText = <T extends z.ZodType<unknown, string | null>>(schema: T) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(schema);

/** http(s), a host with a dot, then anything but spaces. */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#.]+(?:\.[^\s/?#.]+)+(?::\d+)?(?:[/?#]\S*)?$/i;

/** A web address as people type it: 'example.gr' is read as https://example.gr. */
const webAddress = (message: string) =>
  optionalText(
    z
      .string()
      .max(500, message)
      .transform((v) => (/^https?:\/\//i.test(v) ? v : `https://${v}`))
      .refine((v) => WEB_ADDRESS.test(v), message)
      .nullable(),
  );

/** The clinic's contact: optional, used by the writer's call to action. */
const contactFields = {
  telephone: optionalText(
    z
      .string()
      .regex(/^\+?[\d\s().-]+$/, TELEPHONE_INVALID)
      .refine((v) => {
        const digits = v.replace(/\D/g, '').length;
        return digits >= 7 && digits <= 15;
      }, TELEPHONE_INVALID)
      .nullable(),
  ),
  bookingUrl: webAddress(BOOKING_URL_INVALID),
  address: optionalText(z.string().max(200, ADDRESS_TOO_LONG).nullable()),
  website: webAddress(WEBSITE_INVALID),
};

/**
 * What the post record names the clinic by before an inspector: its tax id and the doctor who answers for
 * what it says about treatments (with the medical association's registration number), each optional.
 * The ΑΦΜ is read as people write it (spaces, dots, an «EL» prefix of the VAT number) and kept as 9 digits.
 */
const recordFields = {
  taxId: optionalText(
    z
      .string()
      .transform((v) => v.replace(/^(EL|ΕΛ)/i, '').replace(/[\s.]/g, ''))
      .refine((v) => /^\d{9}$/.test(v), { message: TAX_ID_FORMAT, abort: true })
      .refine(hasGreekTaxIdCheckDigit, TAX_ID_CHECK_DIGIT)
      .nullable(),
  ),
  responsibleDoctor: optionalText(
    z.string().min(2, DOCTOR_NAME_INVALID).max(120, DOCTOR_NAME_INVALID).nullable(),
  ),
  doctorRegistration: optionalText(
    z
      .string()
      .max(40, DOCTOR_REGISTRATION_INVALID)
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u, DOCTOR_REGISTRATION_INVALID)
      .nullable(),
  ),
};

/** POST /api/v2/company-info */
export const CompanyInfoInput = z.object({
  companyName: z
    .string({ error: 'Company name must be at least 2 characters' })
    .trim()
    .min(2, 'Company name must be at least 2 characters')
    .max(200, 'Company name must be at most 200 characters'),
  location: z
    .string({ error: 'Location must be at least 2 characters' })
    .trim()
    .min(2, 'Location must be at least 2 characters')
    .max(200, 'Location must be at most 200 characters'),
  postFrequencyDays: wholeNumber(
    z
      .number({ error: 'Post frequency must be a number from 1 to 30' })
      .int('Post frequency must be a number from 1 to 30')
      .min(1, 'Post frequency must be a number from 1 to 30')
      .max(30, 'Post frequency must be a number from 1 to 30'),
  ).default(DEFAULT_POST_FREQUENCY_DAYS),
  scheduledTime: z
    .string({ error: 'Time must be in HH:MM format' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be in HH:MM format')
    .default(DEFAULT_SCHEDULED_TIME),
  logoUrl: z
    .string()
    .trim()
    .max(2000, 'Logo URL is too long')
    .nullish()
    .transform((v) => v || null),
  timeZone: z.string().refine(isTimeZone, 'Unknown time zone').default(DEFAULT_TIME_ZONE),
  ...contactFields,
  ...recordFields,
});
export type CompanyInfoInput = z.input<typeof CompanyInfoInput>;

export const CompanyInfo = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  companyName: z.string(),
  location: z.string(),
  postFrequencyDays: z.number().int(),
  scheduledTime: z.string(),
  logoUrl: z.string().nullable(),
  timeZone: z.string(),
  telephone: z.string().nullable(),
  bookingUrl: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  taxId: z.string().nullable(),
  responsibleDoctor: z.string().nullable(),
  doctorRegistration: z.string().nullable(),
});
export type CompanyInfo = z.infer<typeof CompanyInfo>;

/** GET /api/v2/company-info */
export const CompanyInfoResponse = z.object({
  success: z.boolean(),
  companyInfo: CompanyInfo.nullable(),
  /** GET: the account's name, which a new account's company form starts from. */
  businessName: z.string().optional(),
  /** POST: the sentence the settings page shows once they are saved. */
  message: z.string().optional(),
});
export type CompanyInfoResponse = z.infer<typeof CompanyInfoResponse>;

/** POST /api/company-logo (multipart `image`): the uploaded logo's address, for the company settings. */
export const CompanyLogoResponse = z.object({
  success: z.boolean(),
  logoUrl: z.string(),
  message: z.string(),
});
export type CompanyLogoResponse = z.infer<typeof CompanyLogoResponse>;

export const companyLogoMessages = {
  required: 'Επιλέξτε ένα αρχείο εικόνας για το λογότυπο.',
  uploaded: 'Το λογότυπο ανέβηκε. Πατήστε «Αποθήκευση» για να ισχύσει.',
} as const;

export const SetupStep = z.enum(['setup', 'products', 'platforms', 'campaigns']);
export type SetupStep = z.infer<typeof SetupStep>;

/** GET /api/v2/setup-status */
export const SetupStatus = z.object({
  hasSettings: z.boolean(),
  hasProducts: z.boolean(),
  hasPlatforms: z.boolean(),
  nextStep: SetupStep,
});
export type SetupStatus = z.infer<typeof SetupStatus>;

/** Where a business lands: no company info, then no products, then no pages, otherwise campaigns. */
export function nextSetupStep(status: Omit<SetupStatus, 'nextStep'>): SetupStep {
  if (!status.hasSettings) return 'setup';
  if (!status.hasProducts) return 'products';
  if (!status.hasPlatforms) return 'platforms';
  return 'campaigns';
}
