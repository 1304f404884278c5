import type { ProductSheet } from './product-sheet.ts';
import type { ReplyInput } from './reply-prompt.ts';

export type WriterConfig = {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL?: string;
  OPENAI_TIMEOUT_MS?: number;
  /** The price table (usage.ts parsePriceTable): JSON of model → dollars per million tokens. */
  OPENAI_PRICES?: string;
  WRITER_CONCURRENCY?: number;
};

/** The clinic's telephone, booking link, address and website, as it gave them. */
export type ClinicContact = {
  telephone?: string | null;
  bookingUrl?: string | null;
  address?: string | null;
  website?: string | null;
};

/** What a social media post is written from: the product, the business and the account's AI settings. */
export type PostInput = {
  productName: string;
  productDescription: string;
  categoryName: string | null;
  /** Posts the catalogue keeps as examples of the style wanted. */
  examplePosts: string[];
  /** The product's fact sheet as the business keeps it; read from its texts when absent. */
  sheet?: ProductSheet | null;
  companyName: string;
  location: string;
  platform: 'instagram';
  /**
   * The seed of the post: the same input writes the same post offline, another variant another one (a
   * period's day, '2026-10-25#2' for its rewrite, a fresh random value for «Δημιουργία ξανά»).
   */
  variant?: string;
  /** The day the post is for (yyyy-mm-dd, the company's calendar): its season, holiday or name day. */
  date?: string;
  /** The account's recent posts (its last month, the period's posts so far, the text being replaced): not repeated. */
  recentPosts?: string[];
  /** The clinic's own contact, for the call to action; each optional. */
  contact?: ClinicContact;
  /**
   * The clinic's responsible doctor as its company settings give them: named where a post speaks of the
   * doctor of a treatment the doctor performs; absent, no doctor is named.
   */
  doctor?: string | null;
  /** The platform's hashtag maximum for the account (SPEC: 0 to 30 on Instagram, default 10). */
  maxHashtags?: number;
  /** The model the account's AI settings name (the OpenAI writer's default otherwise). */
  model?: string;
  tone?: string;
  /** Words, roughly. */
  targetLength?: number;
  defaultHashtags?: string[];
  guidelines?: string | null;
  includeCta?: boolean;
  avoidMedicalClaims?: boolean;
  /** 0–1; the account's creativity (default 0.7). */
  temperature?: number;
  /** Sentences an earlier draft repeated from `recentPosts`: the rewrite says something else. */
  repeated?: string[];
  /** Phrases an earlier draft had that the compliance check flagged: the rewrite must not say them. */
  avoidPhrases?: string[];
  /** The compliance rules' `block` terms: never written (prescription-only medicines, cures, guarantees). */
  blockedTerms?: string[];
  /** The compliance rules' `warn` terms: better left out (each needs the business's acknowledgement). */
  warnTerms?: string[];
};

/** A claim the model found in a post on its second reading: what is claimed, the words, and the rule. */
export type ModelClaim = { claim: string; quote: string; rule: string };

export type ImageToJudge = { id: string; url: string; title: string; source: string };
export type ImageJudgement = { id: string; score: number; reason: string };

/** Writes the texts of the platform: an OpenAI-compatible model when configured, the offline writer otherwise. */
/** How busy a process's writer is: calls at work and waiting, and how long a new call would wait. */
export type WriterLoad = { running: number; queued: number; expectedWaitMs: number };

export interface Writer {
  readonly kind: 'openai' | 'offline';
  /** Its load in this process (limitWriter's); absent on a writer without a limit. */
  load?(): WriterLoad;
  /** e.g. 'gpt-4o-mini'; null for the offline writer. */
  readonly model: string | null;
  /** Whether `model` writes every account's posts (OPENAI_MODEL), not the model of the account's settings. */
  readonly pinnedModel?: boolean;
  /** A marketing description of a medical/aesthetic product, in Greek, 2–4 sentences, no medical claims. */
  describeProduct(input: { name: string }): Promise<string>;
  /** A Greek social media post (at most 30 hashtags and 2,200 characters). */
  writePost(input: PostInput): Promise<string>;
  /**
   * Scores images for a product (0–100, with a one-line reason in `language`: English by default, Greek
   * for a business), or null when the writer cannot judge them.
   */
  /**
   * The model's second reading of a post against the medical advertising rules: the claims it
   * finds, each quoting the post. Never instead of the rules' own check, only beside it; the offline
   * writer finds none.
   */
  reviewClaims(text: string): Promise<ModelClaim[]>;
  rankImages(input: {
    productName: string;
    images: ImageToJudge[];
    language?: 'en' | 'el';
  }): Promise<ImageJudgement[] | null>;
  /**
   * A suggested reply to a comment or message of the inbox, or null when the answer was not
   * one; only the OpenAI writer has it (offline, svc-social drafts from its templates). The caller checks
   * the draft with the compliance gate before offering it.
   */
  draftReply?(input: ReplyInput): Promise<string | null>;
}

/**
 * 'quota': the OpenAI account has no credit left (a 429 `insufficient_quota`), which waiting does not
 * mend, unlike 'rate_limited'.
 */
export type WriterErrorCode = 'rate_limited' | 'quota' | 'timeout' | 'upstream' | 'bad_answer';

/** A failure of the writing service, with a message a person can act on. */
export class WriterError extends Error {
  constructor(
    readonly code: WriterErrorCode,
    message: string,
    /** From the service's Retry-After, when it gave one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'WriterError';
  }
}
