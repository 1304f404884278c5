import { STRUCTURED_OUTPUT_MODELS } from '@studio/contracts';

/**
 * What the static AI Post Generator screen displays. Display only: nothing is loaded or saved.
 */
export const creativity = { min: 0, max: 1, step: 0.1, initial: 0.7 } as const;
export const postLength = { min: 50, max: 300, step: 10, initial: 150 } as const;

/** Models with structured outputs only: every writer call asks for a JSON schema. */
export const models = STRUCTURED_OUTPUT_MODELS;
export const contentTones = ['professional', 'friendly', 'educational', 'promotional'] as const;
export const postStyles = ['informative', 'engaging', 'storytelling', 'promotional'] as const;

export const contentDefaults = {
  model: 'gpt-4o',
  contentTone: 'professional',
  defaultHashtags: '#aesthetics #skincare #clinic',
  contentGuidelines:
    'Keep a warm, professional tone. Explain benefits in plain words and invite readers to book a consultation.',
  avoidMedicalClaims: true,
  includeCta: true,
  complianceCheck: true,
} as const;

export type PlatformDefaults = {
  id: string;
  name: string;
  active: boolean;
  postStyle: (typeof postStyles)[number];
  /** The hashtag maximum's range and default, where the platform has one. */
  hashtags?: { max: number; initial: number };
};

export const platforms: readonly PlatformDefaults[] = [
  {
    id: 'instagram',
    name: 'Instagram',
    active: true,
    postStyle: 'engaging',
    hashtags: { max: 30, initial: 10 },
  },
  { id: 'facebook', name: 'Facebook', active: true, postStyle: 'informative' },
  { id: 'twitter', name: 'Twitter', active: false, postStyle: 'engaging', hashtags: { max: 5, initial: 3 } },
];

export const apiDefaults = {
  requestTimeoutSeconds: 30,
  dailyGenerationLimit: 50,
  monthlyBudgetUsd: 20,
  sendBudgetAlerts: true,
  autoPause: true,
} as const;

/** A sample of what the usage meter looks like. */
export const sampleUsage = { usedTokens: 35_000, limitTokens: 100_000 } as const;

export const formatTokens = (n: number) => n.toLocaleString('en-US');
