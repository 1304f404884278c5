import {
  blockedTermsOf,
  checkCompliance,
  modelFlagsOf,
  nameForWriter,
  type PostInput,
  type RulesToMatch,
  repeatsOf,
  type Writer,
  WriterError,
  warnTermsOf,
  withoutBlockedParts,
} from '@studio/ai';
import { type ComplianceFlag, storedSheet } from '@studio/contracts';
import { ApiError, badRequest, type Db, DEFAULT_RETRY_AFTER_SECONDS, tooManyRequests } from '@studio/kit';
import { and, desc, eq, gte, or } from 'drizzle-orm';
import { accountProductsCopy, bulkGeneratedPosts, companiesCopy } from '../db/schema.ts';
import type { AiConfiguration } from './queries.ts';

export type ProductCopy = typeof accountProductsCopy.$inferSelect;
export type CompanyCopy = typeof companiesCopy.$inferSelect;

export const NO_COMPANY =
  'Δεν βρέθηκαν τα στοιχεία της επιχείρησης. Συμπληρώστε πρώτα τις ρυθμίσεις της επιχείρησης (βήμα 1).';
export const NO_PRODUCTS =
  'Δεν υπάρχουν προϊόντα. Προσθέστε πρώτα προϊόντα (βήμα 2) για να δημιουργηθούν αναρτήσεις.';
export const PRODUCT_NOT_FOUND = 'Το προϊόν δεν βρέθηκε.';

/** The account's company info, or the 400 that says to fill it in first. */
export async function companyOf(db: Db, accountId: number): Promise<CompanyCopy> {
  const [row] = await db.select().from(companiesCopy).where(eq(companiesCopy.accountId, accountId));
  if (!row) throw badRequest(NO_COMPANY, 'no_company');
  return row;
}

/** The account's products, the last added first. */
export function productsOf(db: Db, accountId: number): Promise<ProductCopy[]> {
  return db
    .select()
    .from(accountProductsCopy)
    .where(eq(accountProductsCopy.accountId, accountId))
    .orderBy(desc(accountProductsCopy.createdAt), desc(accountProductsCopy.accountProductId));
}

export async function productOf(db: Db, accountId: number, id: number): Promise<ProductCopy | undefined> {
  const [row] = await db
    .select()
    .from(accountProductsCopy)
    .where(and(eq(accountProductsCopy.accountProductId, id), eq(accountProductsCopy.accountId, accountId)));
  return row;
}

const hashtagsOf = (text: string | null) =>
  (text ?? '')
    .split(/[\s,]+/)
    .map((t) => t.replace(/^#/, ''))
    .filter(Boolean);

/** What makes one post differ from the others: its seed, its day and the texts it must not repeat. */
export type PostOccasion = {
  /** The writer's seed: a period's day, or a fresh random value for a single post or «Δημιουργία ξανά». */
  variant: string;
  /** The day it is for, in the company's calendar (yyyy-mm-dd). */
  date: string;
  /** The account's recent posts, the period's posts so far and the text being replaced. */
  recentPosts: string[];
};

export function postInput(
  product: Pick<ProductCopy, 'name' | 'description' | 'categoryName' | 'examplePosts'> &
    Partial<Pick<ProductCopy, 'factSheet'>>,
  company: CompanyCopy,
  config: AiConfiguration,
  ruleSet: RulesToMatch,
  occasion?: PostOccasion,
): PostInput {
  // What the writer reads is what a reader sees, and a name the rules block never reaches it.
  const category = product.categoryName ? nameForWriter(product.categoryName, '', ruleSet) : '';
  return {
    productName: nameForWriter(product.name, category || THE_TREATMENT, ruleSet),
    productDescription: withoutBlockedParts(product.description, ruleSet) ?? '',
    categoryName: category || null,
    examplePosts: product.examplePosts.flatMap((post) => withoutBlockedParts(post, ruleSet) ?? []),
    sheet: storedSheet(product.factSheet),
    companyName: nameForWriter(company.companyName, OUR_CLINIC, ruleSet),
    location: company.location,
    platform: 'instagram',
    ...(occasion ?? {}),
    contact: {
      telephone: company.telephone,
      bookingUrl: company.bookingUrl,
      address: company.address,
      website: company.website,
    },
    doctor: company.responsibleDoctor,
    tone: config.contentTone,
    targetLength: config.targetPostLength,
    defaultHashtags: hashtagsOf(config.defaultHashtags),
    guidelines: config.contentGuidelines,
    includeCta: config.includeCta,
    avoidMedicalClaims: config.avoidMedicalClaims,
    temperature: temperatureOf(config.temperature),
    model: config.model,
    blockedTerms: blockedTermsOf(ruleSet),
    warnTerms: warnTermsOf(ruleSet),
  };
}

/** How far back an account's posts are not repeated (its last month). */
const RECENT_DAYS = 31;
/** At most this many of them are read: a month of daily posts and then some. */
const RECENT_POSTS = 60;

/** The texts of the account's posts written or due within the last month, the newest first. */
export async function recentPostsOf(db: Db, accountId: number, now: Date): Promise<string[]> {
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000);
  const rows = await db
    .select({ content: bulkGeneratedPosts.content })
    .from(bulkGeneratedPosts)
    .where(
      and(
        eq(bulkGeneratedPosts.accountId, accountId),
        or(gte(bulkGeneratedPosts.generatedAt, since), gte(bulkGeneratedPosts.scheduledDate, since)),
      ),
    )
    .orderBy(desc(bulkGeneratedPosts.generatedAt), desc(bulkGeneratedPosts.id))
    .limit(RECENT_POSTS);
  return rows.map((row) => row.content);
}

/** The company's calendar day at a moment (yyyy-mm-dd). */
export function companyDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** What a product whose name the rules block is called in its posts. */
const THE_TREATMENT = 'Θεραπεία του ιατρείου';
/** What a company whose name the rules block is called in its posts. */
const OUR_CLINIC = 'το ιατρείο μας';

export const WRITER_BLOCKED =
  'Το κείμενο που δημιουργήθηκε περιείχε όρους που απαγορεύονται στη διαφήμιση ιατρικών πράξεων και δεν αποθηκεύτηκε. Δοκιμάστε ξανά ή ελέγξτε το όνομα και την περιγραφή του προϊόντος.';

/** The stored creativity ('0.7'), kept between 0 and 1; the default when it is not a number. */
function temperatureOf(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0.7;
}

/**
 * Writes a post told the rules, and checks it: a text the rules still flag is written once more, told
 * what to leave out; the sentences and hashtags that still hold a `block` term are taken out, and a text
 * with nothing acceptable left is refused (the writer never stores what the gate would refuse). Its
 * `warn` flags are stored for the person to see and acknowledge.
 */
export async function writeCheckedPost(
  writer: Writer,
  input: PostInput,
  ruleSet: RulesToMatch,
): Promise<{ content: string; complianceFlags: ComplianceFlag[] }> {
  let content = await writePost(writer, input);
  // A text that repeats the account's recent posts is written once more, told what it repeated.
  const repeated = repeatsOf(content, input.recentPosts ?? [], signatureOf(input));
  if (repeated.length > 0)
    content = await writePost(writer, {
      ...input,
      variant: `${input.variant ?? ''}#fresh`,
      repeated,
    });
  const flagged = checkCompliance(content, ruleSet);
  if (flagged.length > 0)
    content = await writePost(writer, {
      ...input,
      variant: `${input.variant ?? ''}#rules`,
      avoidPhrases: [...new Set([...(input.avoidPhrases ?? []), ...flagged.map((f) => f.phrase)])],
    });
  if (checkCompliance(content, ruleSet).some((f) => f.severity === 'block')) {
    const rewritten = withoutBlockedParts(content, ruleSet);
    if (rewritten === null) throw new ApiError(422, 'compliance', WRITER_BLOCKED);
    content = rewritten;
  }
  // With a model configured, its second reading adds warn flags beside the rules' own.
  const modelFlags = modelFlagsOf(await reviewClaims(writer, content), content);
  return { content, complianceFlags: [...checkCompliance(content, ruleSet), ...modelFlags] };
}

/** The business's signature line as the writers sign ('Κλινική · Αθήνα'): repeated on purpose. */
const signatureOf = (input: PostInput) => input.companyName.trim();

/** The model's second reading; a failure of it never stops a post (the rules' own check has run). */
async function reviewClaims(writer: Writer, content: string) {
  try {
    return await writer.reviewClaims(content);
  } catch (error) {
    if (error instanceof WriterError) return [];
    throw error;
  }
}

/** Writes a post; the writer's failures become answers a person can act on, in Greek. */
export async function writePost(writer: Writer, input: PostInput): Promise<string> {
  try {
    return await writer.writePost(input);
  } catch (error) {
    if (!(error instanceof WriterError)) throw error;
    if (error.code === 'rate_limited')
      throw tooManyRequests(
        'Η υπηρεσία δημιουργίας κειμένων είναι προσωρινά απασχολημένη. Δοκιμάστε ξανά σε λίγο.',
        error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS,
        'rate_limited',
      );
    if (error.code === 'timeout')
      throw new ApiError(504, 'writer_timeout', 'Η δημιουργία της ανάρτησης άργησε πολύ. Δοκιμάστε ξανά.');
    // The platform's OpenAI account is out of credit: waiting does not mend it, its administrator does.
    if (error.code === 'quota')
      throw new ApiError(
        503,
        'writer_quota',
        'Η υπηρεσία τεχνητής νοημοσύνης της πλατφόρμας δεν έχει διαθέσιμο υπόλοιπο. Ενημερώστε τον διαχειριστή της πλατφόρμας· η δημιουργία αναρτήσεων θα λειτουργήσει μόλις το ανανεώσει.',
      );
    throw new ApiError(502, 'writer_failed', `Η δημιουργία της ανάρτησης απέτυχε: ${error.message}`);
  }
}
