import { createLogger, MemoryBus } from '@studio/kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_RULE_SET,
  isRuleSetPrepared,
  prepareRuleSet,
  prepareRuleSetInTurns,
  type RulesToMatch,
} from './compliance.ts';
import { PREPARE_AFTER_MS, prepareAnnouncedRuleSets } from './rule-set-preparing.ts';

const logger = createLogger('preparing-test', 'silent');

/** The shipped rules with one more term, of a made-up word no other test compiles. */
function withTerm(word: string, version: number): RulesToMatch {
  return {
    version,
    rules: DEFAULT_RULE_SET.rules.map((rule) =>
      rule.id === 'cure' ? { ...rule, terms: [...rule.terms, { term: word, active: true }] } : rule,
    ),
  };
}

const unique = (n: number) => `θεραπείαδοκιμής${Date.now().toString(36)}${n}`;

describe('preparing rule sets', () => {
  afterEach(() => vi.useRealTimers());

  it('compiles a rule set before any text is checked with it', () => {
    const ruleSet = withTerm(unique(1), 1);
    expect(isRuleSetPrepared(ruleSet)).toBe(false);
    prepareRuleSet(ruleSet);
    expect(isRuleSetPrepared(ruleSet)).toBe(true);
    // Another object holding the same rules meets the same compiled form.
    expect(isRuleSetPrepared(structuredClone(ruleSet))).toBe(true);
  });

  it('compiles in turns with the event loop, so that requests go on being answered meanwhile', async () => {
    const ruleSet = withTerm(unique(5), 5);
    let turns = 0;
    let done = false;
    const spin = () => {
      turns++;
      if (!done) setImmediate(spin);
    };
    setImmediate(spin);
    await prepareRuleSetInTurns(ruleSet);
    done = true;
    expect(isRuleSetPrepared(ruleSet)).toBe(true);
    // Thousands of terms, a turn every hundred of them and between the indexes.
    expect(turns).toBeGreaterThan(20);
  });

  it('compiles an announced rule set a moment after the last of a burst, once', async () => {
    vi.useFakeTimers();
    const bus = new MemoryBus(logger);
    const preparing = prepareAnnouncedRuleSets(bus, logger);
    const first = withTerm(unique(2), 2);
    const last = withTerm(unique(3), 3);
    await bus.publish('posts.compliance-rules.changed', first, 'change-2');
    await vi.advanceTimersByTimeAsync(PREPARE_AFTER_MS / 2);
    await bus.publish('posts.compliance-rules.changed', last, 'change-3');
    await vi.advanceTimersByTimeAsync(PREPARE_AFTER_MS / 2);
    expect(isRuleSetPrepared(last)).toBe(false);
    await vi.advanceTimersByTimeAsync(PREPARE_AFTER_MS);
    expect(isRuleSetPrepared(last)).toBe(true);
    expect(isRuleSetPrepared(first)).toBe(false);
    await preparing.stop();
  });

  it('compiles nothing after it stops, nor for a payload that is no rule set', async () => {
    vi.useFakeTimers();
    const bus = new MemoryBus(logger);
    const preparing = prepareAnnouncedRuleSets(bus, logger);
    const ruleSet = withTerm(unique(4), 4);
    await bus.publish('posts.compliance-rules.changed', { version: 5, rules: 'none' }, 'change-5');
    await vi.advanceTimersByTimeAsync(PREPARE_AFTER_MS * 2);
    await bus.publish('posts.compliance-rules.changed', ruleSet, 'change-4');
    await preparing.stop();
    await vi.advanceTimersByTimeAsync(PREPARE_AFTER_MS * 2);
    expect(isRuleSetPrepared(ruleSet)).toBe(false);
  });
});
