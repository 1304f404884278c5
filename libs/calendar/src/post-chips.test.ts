import { darkTheme, lightTheme } from '@studio/ui';
import { describe, expect, it } from 'vitest';
import { chipColour, chipStateOf, isDraggable, isPastDrop } from './post-chips.ts';
import { bulkPost } from './testing.ts';
import { calendarTextsEl } from './texts.ts';

const now = new Date('2026-07-01T09:00:00.000Z');
const tomorrow = '2026-07-02T09:00:00.000Z';
const yesterday = '2026-06-30T09:00:00.000Z';

describe('chip colours', () => {
  it.each([
    ['draft', lightTheme.colors.textMuted, darkTheme.colors.textMuted],
    ['scheduled', lightTheme.colors.info, darkTheme.colors.info],
    ['publishing', lightTheme.colors.primary, darkTheme.colors.primary],
    ['published', lightTheme.colors.success, darkTheme.colors.success],
    ['failed', lightTheme.colors.danger, darkTheme.colors.danger],
    ['unconfirmed', lightTheme.colors.warning, darkTheme.colors.warning],
  ] as const)('%s is %s in light and %s in dark', (state, light, dark) => {
    expect(chipColour(state, lightTheme)).toBe(light);
    expect(chipColour(state, darkTheme)).toBe(dark);
  });

  it('gives each state its own colour', () => {
    const states = Object.keys(calendarTextsEl.states) as (keyof typeof calendarTextsEl.states)[];
    expect(new Set(states.map((s) => chipColour(s, lightTheme))).size).toBe(states.length);
  });

  it('shows a pending post as a draft', () => {
    expect(chipStateOf({ postStatus: 'pending' })).toBe('draft');
  });
});

describe('drag rules', () => {
  it.each(['draft', 'scheduled', 'failed', 'unconfirmed'] as const)(
    'a future %s post can be dragged',
    (s) => {
      expect(isDraggable(bulkPost({ postStatus: s, scheduledDate: tomorrow }), now)).toBe(true);
    },
  );

  it.each(['publishing', 'published'] as const)('a %s post cannot be dragged', (s) => {
    expect(isDraggable(bulkPost({ postStatus: s, scheduledDate: tomorrow }), now)).toBe(false);
  });

  it('a draft past its moment is dragged to a new one; no other past post, nor one without a date', () => {
    expect(isDraggable(bulkPost({ postStatus: 'draft', scheduledDate: yesterday }), now)).toBe(true);
    for (const postStatus of ['scheduled', 'failed', 'unconfirmed'] as const)
      expect(isDraggable(bulkPost({ postStatus, scheduledDate: yesterday }), now)).toBe(false);
    expect(isDraggable(bulkPost({ postStatus: 'draft', scheduledDate: null }), now)).toBe(false);
  });

  it('refuses a drop on a moment that has passed', () => {
    expect(isPastDrop(new Date(yesterday), now)).toBe(true);
    expect(isPastDrop(now, now)).toBe(true);
    expect(isPastDrop(new Date(tomorrow), now)).toBe(false);
  });
});
