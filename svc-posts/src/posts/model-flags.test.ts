import { DEFAULT_RULE_SET, MODEL_REVIEW_RULE, modelFlagsOf } from '@studio/ai';
import { describe, expect, it } from 'vitest';
import { complianceRefusalOf, textFlagsOf } from './gates.ts';
import type { PostRow } from './queries.ts';

const CONTENT = 'Μια ήπια θεραπεία προσώπου, προσαρμοσμένη σε εσάς. Κλείστε ραντεβού!';
const modelFlags = modelFlagsOf(
  [{ claim: 'Υπονοεί βέβαιο αποτέλεσμα.', quote: 'προσαρμοσμένη σε εσάς', rule: 'guaranteed result' }],
  CONTENT,
);

/** A post as the gate reads it: its text, stored flags and acknowledgement. */
const post = (fields: Partial<PostRow>): PostRow =>
  ({
    content: CONTENT,
    contentHash: 'hash-1',
    firstComment: null,
    complianceFlags: modelFlags,
    acknowledgement: null,
    ...fields,
  }) as PostRow;

describe('the model’s flags at the gate', () => {
  it('holds a post back until the flags the model added are acknowledged, like any warn flag', () => {
    expect(textFlagsOf(post({}), DEFAULT_RULE_SET).map((f) => f.ruleId)).toEqual([MODEL_REVIEW_RULE]);
    expect(complianceRefusalOf(post({}), DEFAULT_RULE_SET)).toMatch(
      /χωρίς επιβεβαίωση.*«προσαρμοσμένη σε εσάς»/,
    );
    const acknowledged = post({
      acknowledgement: {
        by: 'owner',
        at: '2026-11-25T09:00:00Z',
        ruleIds: [MODEL_REVIEW_RULE],
        contentHash: 'hash-1',
      },
    });
    expect(complianceRefusalOf(acknowledged, DEFAULT_RULE_SET)).toBeNull();
  });

  it('forgets a model flag once the text no longer says what it quoted', () => {
    const edited = post({ content: 'Μια ήπια θεραπεία προσώπου. Κλείστε ραντεβού!' });
    expect(textFlagsOf(edited, DEFAULT_RULE_SET)).toEqual([]);
    expect(complianceRefusalOf(edited, DEFAULT_RULE_SET)).toBeNull();
  });
});
