export type WriterConfig = {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL?: string;
  OPENAI_TIMEOUT_MS?: number;
};

export type ImageToJudge = { id: string; url: string; title: string; source: string };
export type ImageJudgement = { id: string; score: number; reason: string };

/** Writes the texts of the platform: an OpenAI-compatible model when configured, the offline writer otherwise. */
export interface Writer {
  readonly kind: 'openai' | 'offline';
  /** e.g. 'gpt-4o-mini'; null for the offline writer. */
  readonly model: string | null;
  /** A marketing description of a medical/aesthetic product, in Greek, 2–4 sentences, no medical claims. */
  describeProduct(input: { name: string }): Promise<string>;
  /** Scores images for a product (0–100, with a one-line reason), or null when the writer cannot judge them. */
  rankImages(input: { productName: string; images: ImageToJudge[] }): Promise<ImageJudgement[] | null>;
}

export type WriterErrorCode = 'rate_limited' | 'timeout' | 'upstream' | 'bad_answer';

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
