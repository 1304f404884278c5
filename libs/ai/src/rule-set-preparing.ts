import { eventSchemas } from '@studio/contracts';
import type { EventBus, Logger, Subscription } from '@studio/kit';
import { isRuleSetPrepared, prepareRuleSet, prepareRuleSetInTurns, type RulesToMatch } from './compliance.ts';

/** How long a replica waits after a change before compiling: an admin's burst of edits is compiled once. */
export const PREPARE_AFTER_MS = 500;

/**
 * Compiles each rule set svc-posts announces, in every replica that listens (a live subscription: each
 * replica hears each change), a moment after the last of a burst of changes, in turns with the requests: a
 * replica that missed one compiles it at its next check.
 */
export function prepareAnnouncedRuleSets(bus: EventBus, logger: Logger): Subscription {
  let pending: NodeJS.Timeout | undefined;
  const subscription = bus.listen(['posts.compliance-rules.changed'], ({ payload }) => {
    const parsed = eventSchemas['posts.compliance-rules.changed'].safeParse(payload);
    // The rule set announced as a replica starts is most often the one it compiled.
    if (!parsed.success || isRuleSetPrepared(parsed.data)) return;
    clearTimeout(pending);
    pending = setTimeout(() => {
      const started = performance.now();
      // In turns: the replica goes on answering its requests while it compiles.
      prepareRuleSetInTurns(parsed.data).then(
        () => logReady(logger, parsed.data.version, started),
        (error: unknown) => logger.error({ err: error }, 'compliance rule set not compiled'),
      );
    }, PREPARE_AFTER_MS);
    pending.unref();
  });
  return {
    async stop() {
      clearTimeout(pending);
      await subscription.stop();
    },
  };
}

/** `prepareRuleSet`, and a log line of the version compiled and how long it took. */
export function prepareRuleSetLogged(ruleSet: RulesToMatch, logger: Logger): void {
  const started = performance.now();
  prepareRuleSet(ruleSet);
  logReady(logger, ruleSet.version, started);
}

function logReady(logger: Logger, version: number, started: number) {
  const ms = Math.round(performance.now() - started);
  logger.info({ version, ms }, `compliance rule set ${version} ready in ${ms} ms`);
}
