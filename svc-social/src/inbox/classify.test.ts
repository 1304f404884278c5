import { OpeningHours, openingHoursMessages, openingHoursOn } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { categoryOf, steerOf } from './classify.ts';
import { hoursWaited } from './waiting.ts';
import { changesOf, signatureHolds, signatureOf } from './webhook.ts';

describe('what a comment is', () => {
  it.each([
    ['Πόσο κοστίζει;', 'question', 'price'],
    ['ΠΟΣΟ ΚΑΝΕΙ Η ΘΕΡΑΠΕΙΑ', 'question', 'price'],
    ['how much is it?', 'question', 'price'],
    ['Πονάει;', 'question', 'medical'],
    ['Μπορώ να το κάνω στην εγκυμοσύνη;', 'question', 'medical'],
    ['Is it safe while breastfeeding?', 'question', 'medical'],
    ['Ανοίγετε Σάββατο;', 'question', null],
    ['Απαράδεκτη εξυπηρέτηση!!!', 'complaint', null],
    ['Κέρδισε 1000€ http://spam.example', 'spam', null],
    ['Μπράβο σας, πολύ ωραία δουλειά!', 'other', null],
  ] as const)('%s: %s, steered %s', (text, category, steer) => {
    expect(categoryOf(text)).toBe(category);
    expect(steerOf(text)).toBe(steer);
  });
});

describe('Meta’s webhook deliveries', () => {
  it('holds only the app secret’s HMAC of the very body', () => {
    const body = new TextEncoder().encode('{"object":"page","entry":[]}');
    const header = signatureOf(body, 'secret');
    expect(signatureHolds(body, header, 'secret')).toBe(true);
    expect(signatureHolds(body, header, 'other')).toBe(false);
    expect(signatureHolds(new TextEncoder().encode('{"object":"page","entry":[ ]}'), header, 'secret')).toBe(
      false,
    );
    expect(signatureHolds(body, header.replace('sha256=', 'sha1='), 'secret')).toBe(false);
    expect(signatureHolds(body, undefined, 'secret')).toBe(false);
  });

  it('reads comments, hides and messages, each keyed once, and leaves the rest', () => {
    const changes = changesOf(
      {
        object: 'page',
        entry: [
          {
            id: 'page-1',
            changes: [
              {
                field: 'feed',
                value: {
                  item: 'comment',
                  verb: 'add',
                  comment_id: 'p_c1',
                  post_id: 'page-1_p',
                  parent_id: 'page-1_p',
                  from: { id: 'u1', name: 'Άννα' },
                  message: 'Γεια',
                  created_time: 1700000000,
                },
              },
              {
                field: 'feed',
                value: { item: 'comment', verb: 'hide', comment_id: 'p_c1', post_id: 'page-1_p' },
              },
              { field: 'feed', value: { item: 'reaction', verb: 'add' } },
            ],
            messaging: [
              {
                sender: { id: 'u2' },
                recipient: { id: 'page-1' },
                timestamp: 1700000000000,
                message: { mid: 'm1', text: 'Γεια σας' },
              },
            ],
          },
        ],
      },
      new Date(),
    );
    expect(changes.map((c) => c.key)).toEqual([
      'facebook:comment:p_c1:add',
      'facebook:comment:p_c1:hide',
      'facebook:message:m1',
    ]);
    expect(changes[0]!.incoming).toMatchObject({
      parentExternalId: null,
      postExternalId: 'page-1_p',
      authorName: 'Άννα',
    });
    expect(changes[1]!.change).toEqual({ network: 'facebook', externalId: 'p_c1', hidden: true });
    expect(changes[2]!.incoming).toMatchObject({ kind: 'message', authorId: 'u2', recipientId: 'page-1' });
    expect(changesOf({ object: 'user', entry: [] }, new Date())).toEqual([]);
  });
});

describe('how long a thread waited', () => {
  it('counts only the opening hours when they are set (Greek time)', () => {
    // Friday 2026-11-27 17:00 Athens (15:00Z) to Monday 10:00 Athens (08:00Z): open weekdays 09:00–18:00.
    const since = new Date('2026-11-27T15:00:00Z');
    const now = new Date('2026-11-30T08:00:00Z');
    expect(hoursWaited(since, now, null)).toBe(65);
    expect(hoursWaited(since, now, { days: [1, 2, 3, 4, 5], from: '09:00', to: '18:00' })).toBe(2);
  });

  it('counts a day by its own hours, and not at all when the clinic is closed', () => {
    // Friday 17:00 Athens to Monday 10:00 Athens: Friday closes at 19:00, Saturday 10:00–14:00, Sunday closed.
    const since = new Date('2026-11-27T15:00:00Z');
    const now = new Date('2026-11-30T08:00:00Z');
    const hours = {
      days: [1, 2, 3, 4, 5, 6],
      from: '09:00',
      to: '18:00',
      byDay: [
        { day: 5, from: '09:00', to: '19:00' },
        { day: 6, from: '10:00', to: '14:00' },
      ],
    };
    expect(hoursWaited(since, now, hours)).toBe(2 + 4 + 1);
  });

  it('refuses hours that close before they open, and a day’s hours for a closed day, in Greek', () => {
    const refused = (hours: unknown) =>
      OpeningHours.safeParse(hours).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(refused({ days: [1], from: '17:00', to: '09:00' })).toEqual([
      `to: ${openingHoursMessages.closesBeforeOpening}`,
    ]);
    expect(refused({ days: [], from: '09:00', to: '17:00' })).toEqual([
      `days: ${openingHoursMessages.noDay}`,
    ]);
    expect(
      refused({ days: [1], from: '09:00', to: '17:00', byDay: [{ day: 7, from: '10:00', to: '09:30' }] }),
    ).toEqual([
      `byDay.0.day: ${openingHoursMessages.dayClosed}`,
      `byDay.0.to: ${openingHoursMessages.closesBeforeOpening}`,
    ]);
    expect(refused({ days: [1, 2], from: '09:00', to: '24:00' })).toBeUndefined();
    expect(
      openingHoursOn(
        { days: [1, 6], from: '09:00', to: '17:00', byDay: [{ day: 6, from: '10:00', to: '14:00' }] },
        6,
      ),
    ).toEqual({ from: '10:00', to: '14:00' });
    expect(openingHoursOn({ days: [1], from: '09:00', to: '17:00' }, 7)).toBeNull();
  });
});
