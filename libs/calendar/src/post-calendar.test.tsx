// @vitest-environment happy-dom
import { renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PostCalendar, type PostCalendarProps, scrollTimeFor } from './post-calendar.tsx';
import type { CalendarPost } from './post-chips.ts';
import { bulkPost } from './testing.ts';
import { calendarTextsEl } from './texts.ts';

resetBrowserBetweenTests();

const now = new Date('2026-07-01T09:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

function show(props: Partial<PostCalendarProps<CalendarPost>>) {
  const onOpen = vi.fn();
  const view = renderWithProviders(
    '/portal/calendar',
    <Route
      path="/portal/calendar"
      element={
        <PostCalendar
          posts={[]}
          texts={calendarTextsEl}
          timeZone="Europe/Athens"
          nextRun={null}
          now={now}
          compact={false}
          onOpen={onOpen}
          {...props}
        />
      }
    />,
  );
  const day = (date: string) => view.container.querySelector<HTMLElement>(`td[data-date="${date}"]`);
  return { ...view, day, onOpen };
}

describe('the week view opens an hour before the posting time', () => {
  it("from the company setup's HH:MM, clamped to the day, 07:00 unknown", () => {
    expect(scrollTimeFor('09:00')).toBe('08:00:00');
    expect(scrollTimeFor('18:30')).toBe('17:00:00');
    expect(scrollTimeFor('00:15')).toBe('00:00:00');
    expect(scrollTimeFor(undefined)).toBe('07:00:00');
    expect(scrollTimeFor('junk')).toBe('07:00:00');
  });
});

describe('the post calendar', () => {
  it("puts a post at 23:30 Athens on its Athens day and one at 00:30 on the next, whatever the browser's zone", () => {
    const { day } = show({
      posts: [
        bulkPost({
          id: 1,
          productName: 'Late',
          postStatus: 'scheduled',
          scheduledDate: '2026-07-10T20:30:00.000Z',
        }),
        bulkPost({
          id: 2,
          productName: 'Early',
          postStatus: 'draft',
          scheduledDate: '2026-07-10T21:30:00.000Z',
        }),
      ],
    });
    expect(day('2026-07-10')?.textContent).toContain('23:30');
    expect(day('2026-07-10')?.textContent).toContain('Late');
    expect(day('2026-07-11')?.textContent).toContain('00:30');
    expect(day('2026-07-11')?.textContent).toContain('Early');
  });

  it('colours each chip by its state and lets future posts and past drafts be dragged, not publishing/published ones', () => {
    const { container } = show({
      posts: [
        bulkPost({
          id: 1,
          productName: 'Future',
          postStatus: 'scheduled',
          scheduledDate: '2026-07-08T09:00:00.000Z',
        }),
        bulkPost({
          id: 2,
          productName: 'Gone',
          postStatus: 'published',
          scheduledDate: '2026-07-08T10:00:00.000Z',
        }),
        bulkPost({
          id: 3,
          productName: 'Going',
          postStatus: 'publishing',
          scheduledDate: '2026-07-08T11:00:00.000Z',
        }),
        bulkPost({
          id: 4,
          productName: 'Past',
          postStatus: 'failed',
          scheduledDate: '2026-06-30T09:00:00.000Z',
        }),
        bulkPost({
          id: 5,
          productName: 'Stranded',
          postStatus: 'draft',
          scheduledDate: '2026-06-30T10:00:00.000Z',
        }),
      ],
    });
    const eventOf = (name: string) =>
      container.querySelector(`[data-state][title$="${name}"]`)?.closest('.fc-event') ?? null;
    expect(container.querySelector('[title$="Future"]')?.getAttribute('data-state')).toBe('scheduled');
    expect(container.querySelector('[title$="Gone"]')?.getAttribute('data-state')).toBe('published');
    expect(eventOf('Future')?.classList.contains('fc-event-draggable')).toBe(true);
    expect(eventOf('Gone')?.classList.contains('fc-event-draggable')).toBe(false);
    expect(eventOf('Going')?.classList.contains('fc-event-draggable')).toBe(false);
    expect(eventOf('Past')?.classList.contains('fc-event-draggable')).toBe(false);
    // A draft whose moment passed is moved to a new one.
    expect(eventOf('Stranded')?.classList.contains('fc-event-draggable')).toBe(true);
  });

  it('nothing is draggable on a read-only calendar', () => {
    const { container } = show({
      editable: false,
      posts: [
        bulkPost({
          id: 1,
          productName: 'Future',
          postStatus: 'scheduled',
          scheduledDate: '2026-07-08T09:00:00.000Z',
        }),
      ],
    });
    expect(container.querySelector('[title$="Future"]')).not.toBeNull();
    expect(container.querySelector('.fc-event-draggable')).toBeNull();
  });

  it('shows the Greek holidays and the next automatic run, and opens a post on click', () => {
    const post = bulkPost({
      id: 7,
      productName: 'Serum',
      postStatus: 'draft',
      scheduledDate: '2026-07-20T09:00:00.000Z',
    });
    const { day, onOpen } = show({ posts: [post], nextRun: '2026-07-13T06:00:00.000Z' });
    expect(day('2026-07-13')?.textContent).toContain('Επόμενη αυτόματη περίοδος');
    fireEvent.click(screen.getByTitle('Πρόχειρη · Serum'));
    expect(onOpen).toHaveBeenCalledWith(post);
  });

  it('marks Whit Monday in June', () => {
    const { container } = show({});
    fireEvent.click(container.querySelector('.fc-prev-button')!);
    expect(container.querySelector('td[data-date="2026-06-01"]')?.textContent).toContain('Αγίου Πνεύματος');
  });

  it('writes the name days under the day numbers of a month, discreetly, only when asked', () => {
    const { day } = show({ nameDays: true });
    const note = day('2026-07-20')?.querySelector('.name-day');
    expect(note?.textContent).toBe('Ηλίας');
    expect(note?.getAttribute('title')).toBe('Γιορτάζουν: Ηλίας (Προφήτη Ηλία)');
    expect(day('2026-07-21')?.querySelector('.name-day')).toBeNull();
  });

  it('leaves the name days out unless asked (the admin calendar)', () => {
    const { day } = show({});
    expect(day('2026-07-20')?.textContent).not.toContain('Ηλίας');
  });

  it('names them in the week’s column heads', () => {
    const { container } = show({ nameDays: true });
    fireEvent.click(container.querySelector('.fc-timeGridWeek-button')!);
    for (let i = 0; i < 3; i++) fireEvent.click(container.querySelector('.fc-next-button')!);
    // The week of Monday 20 July.
    const head = container.querySelector('th[data-date="2026-07-20"]');
    expect(head?.querySelector('.name-day')?.textContent).toBe('Ηλίας');
    expect(container.querySelector('th[data-date="2026-07-21"] .name-day')).toBeNull();
  });

  it('names them beside the day in a phone’s list', () => {
    const { container } = show({
      nameDays: true,
      compact: true,
      posts: [
        bulkPost({
          id: 1,
          productName: 'Serum',
          postStatus: 'draft',
          scheduledDate: '2026-07-20T09:00:00.000Z',
        }),
        bulkPost({
          id: 2,
          productName: 'Cream',
          postStatus: 'draft',
          scheduledDate: '2026-07-21T09:00:00.000Z',
        }),
      ],
    });
    for (let i = 0; i < 3; i++) fireEvent.click(container.querySelector('.fc-next-button')!);
    const row = container.querySelector('tr.fc-list-day[data-date="2026-07-20"]');
    expect(row?.querySelector('.name-day')?.textContent).toBe('Ηλίας');
    expect(row?.querySelector('.fc-list-day-text')?.textContent).not.toBe('');
    expect(container.querySelector('tr.fc-list-day[data-date="2026-07-21"] .name-day')).toBeNull();
  });
});

describe('the chips of Reels and Stories', () => {
  it('marks a Reel and a Story on their chips, and names them aloud; a feed post has no mark', () => {
    const { container } = show({
      posts: [
        {
          ...bulkPost({ id: 1, postStatus: 'scheduled', scheduledDate: '2026-07-10T06:00:00.000Z' }),
          format: 'reel',
        },
        {
          ...bulkPost({ id: 2, postStatus: 'draft', scheduledDate: '2026-07-10T07:00:00.000Z' }),
          format: 'story',
        },
        bulkPost({ id: 3, postStatus: 'draft', scheduledDate: '2026-07-10T08:00:00.000Z' }),
      ],
    });
    const chip = (id: number) => container.querySelector<HTMLElement>(`[data-post-id="${id}"]`)!;
    expect(chip(1).dataset.format).toBe('reel');
    expect(chip(1).querySelector('[aria-label="Reel (βίντεο)"]')).not.toBeNull();
    expect(chip(2).querySelector('[aria-label="Story (24 ώρες)"]')).not.toBeNull();
    expect(chip(2).title).toContain('Story (24 ώρες)');
    expect(chip(3).dataset.format).toBeUndefined();
  });
});

describe('the chips of posts to a Google location', () => {
  it('marks a post that goes to a Google location with Google’s mark, named aloud', () => {
    const { container } = show({
      posts: [
        {
          ...bulkPost({ id: 1, postStatus: 'scheduled', scheduledDate: '2026-07-10T06:00:00.000Z' }),
          google: true,
        },
        bulkPost({ id: 2, postStatus: 'scheduled', scheduledDate: '2026-07-10T07:00:00.000Z' }),
      ],
    });
    const chip = (id: number) => container.querySelector<HTMLElement>(`[data-post-id="${id}"]`)!;
    expect(chip(1).dataset.google).toBe('true');
    expect(chip(1).querySelector('[aria-label="Και σε τοποθεσία Google"]')?.textContent).toBe('G');
    expect(chip(1).title).toContain('Και σε τοποθεσία Google');
    expect(chip(2).dataset.google).toBeUndefined();
  });
});
