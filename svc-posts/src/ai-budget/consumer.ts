import { type Consumer, consumerOf, type Db } from '@studio/kit';
import { countAiCall } from './budget.ts';

/** The platform's own calls (the admin's catalogue) are kept under account 0. */
const PLATFORM_ACCOUNT = 0;

/**
 * Counts the model calls svc-social (reply drafts) and svc-catalog (product descriptions, image
 * rankings) announce, against each account's AI budget: once by the call's id, whatever the
 * redeliveries or replicas. One durable consumer per domain (a JetStream stream holds one domain).
 */
export function aiUsageConsumers(db: Db): Consumer[] {
  const count = async ({
    payload,
  }: {
    payload: {
      id: string;
      accountId: number | null;
      task: string;
      model: string;
      promptTokens: number;
      completionTokens: number;
      costUsd: number;
      at: string;
    };
  }) => {
    await countAiCall(db, {
      ...payload,
      accountId: payload.accountId ?? PLATFORM_ACCOUNT,
      at: new Date(payload.at),
    });
  };
  return [
    consumerOf({
      durable: 'svc-posts-ai-usage-social',
      subjects: ['social.ai.used'],
      startAt: 'all',
      handler: count,
    }),
    consumerOf({
      durable: 'svc-posts-ai-usage-catalog',
      subjects: ['catalog.ai.used'],
      startAt: 'all',
      handler: count,
    }),
  ];
}
