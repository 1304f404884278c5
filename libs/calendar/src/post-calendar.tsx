import type {
  DayCellContentArg,
  DayHeaderContentArg,
  EventClickArg,
  EventContentArg,
  EventDropArg,
  EventInput,
} from '@fullcalendar/core';
import elLocale from '@fullcalendar/core/locales/el';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { browserClock } from '@studio/web';
import { useMemo } from 'react';
import { greekHolidays } from './holidays.ts';
import { greekNameDays, type NameDay } from './name-days.ts';
import { PostChip } from './post-chip.tsx';
import { type CalendarPost, isDraggable } from './post-chips.ts';
import type { CalendarTexts } from './texts.ts';
import { fromWallClock, toWallClock } from './zone.ts';

/** What the calendar needs of a post (the portal's and the admin's lists both have it). */
export type PostCalendarProps<P extends CalendarPost> = {
  posts: P[];
  texts: CalendarTexts;
  timeZone: string;
  /** The automatic period's next run (ISO), or null. */
  nextRun: string | null;
  now: Date;
  /** Phones: the week becomes an agenda list. */
  compact: boolean;
  /** False: nothing can be dragged (the admin's read-only calendar). */
  editable?: boolean;
  /** The Greek name days under the day numbers (the portal's calendar: a clinic greets its clients on them). */
  nameDays?: boolean;
  onOpen: (post: P) => void;
  /** A post dropped on another moment (already a moment in the company's zone). */
  onMove?: (post: P, moment: Date, revert: () => void) => void;
  onDatesChange?: (start: Date, end: Date) => void;
  /** Where the week and day views open ('HH:MM'): an hour before the company's posting time. */
  postingTime?: string;
};

const pad = (n: number) => String(n).padStart(2, '0');
const wallTime = (wall: Date) => `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
/** FullCalendar draws in UTC: a day's date is its UTC midnight. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** An hour before the posting time, so its posts are in view with the hour that leads to them. */
export function scrollTimeFor(postingTime: string | undefined): string {
  const hour = Number(/^(\d{1,2}):\d{2}$/.exec(postingTime ?? '')?.[1] ?? 8);
  return `${pad(Math.max(0, Math.min(23, hour) - 1))}:00:00`;
}

/** A name day's names, small and muted; the whole (feast and names) in its title. */
function NameDayNote({ nameDay, texts }: { nameDay: NameDay; texts: CalendarTexts }) {
  return (
    <small className="name-day" title={texts.nameDayTitle(nameDay)}>
      {nameDay.names.join(', ')}
    </small>
  );
}

/** What the calendar draws: the Greek public holidays behind, the posts with a date, the automatic period's next run. */
function calendarEvents<P extends CalendarPost>({
  posts,
  texts,
  timeZone,
  nextRun,
  now,
  editable,
}: Pick<PostCalendarProps<P>, 'posts' | 'texts' | 'timeZone' | 'nextRun' | 'now'> & {
  editable: boolean;
}): EventInput[] {
  const year = toWallClock(now, timeZone).getUTCFullYear();
  const holidays = [year - 1, year, year + 1].flatMap(greekHolidays).map((h) => ({
    id: `holiday-${h.date}`,
    title: texts.language === 'el' ? h.name : h.english,
    start: h.date,
    allDay: true,
    display: 'background',
    classNames: ['holiday'],
  }));
  const postEvents = posts
    .filter((p) => p.scheduledDate)
    .map((post) => ({
      id: String(post.id),
      start: toWallClock(post.scheduledDate!, timeZone),
      allDay: false,
      editable: editable && isDraggable(post, now),
      durationEditable: false,
      extendedProps: { post },
    }));
  const run = nextRun
    ? [
        {
          id: 'next-run',
          title: texts.nextRunEvent,
          start: toWallClock(nextRun, timeZone),
          allDay: false,
          editable: false,
          classNames: ['next-run'],
        },
      ]
    : [];
  return [...holidays, ...postEvents, ...run];
}

/**
 * Month, week and list views of the posts in the company's time zone (FullCalendar draws in UTC, the posts
 * are handed to it as wall-clock times, see utils/zone.ts), the Greek public holidays in the background and
 * the automatic period's next run.
 */
export function PostCalendar<P extends CalendarPost>({
  posts,
  texts,
  timeZone,
  nextRun,
  now,
  compact,
  editable = true,
  nameDays = false,
  onOpen,
  onMove,
  onDatesChange,
  postingTime,
}: PostCalendarProps<P>) {
  const events = useMemo(
    () => calendarEvents({ posts, texts, timeZone, nextRun, now, editable }),
    [posts, texts, timeZone, nextRun, now, editable],
  );

  const nameDayByDate = useMemo(() => {
    if (!nameDays) return new Map<string, NameDay>();
    const year = toWallClock(now, timeZone).getUTCFullYear();
    return new Map([year - 1, year, year + 1].flatMap(greekNameDays).map((n) => [n.date, n]));
  }, [nameDays, now, timeZone]);

  // A month's cell: the names under the day number (hidden on a phone, whose cells are too narrow).
  const dayCellContent = (arg: DayCellContentArg) => {
    const nameDay = nameDayByDate.get(dayOf(arg.date));
    if (!nameDay || arg.view.type !== 'dayGridMonth') return true;
    return (
      <span className="day-with-name">
        <span>{arg.dayNumberText}</span>
        <NameDayNote nameDay={nameDay} texts={texts} />
      </span>
    );
  };
  // The week's column heads and the list's day rows: the names beside the day.
  const dayHeaderContent = (arg: DayHeaderContentArg) => {
    const nameDay = nameDayByDate.get(dayOf(arg.date));
    if (!nameDay || arg.view.type === 'dayGridMonth') return true;
    if (arg.view.type.startsWith('list')) {
      // The list's own day row, with the names after the day (its render props carry these two too).
      const list = arg as DayHeaderContentArg & { sideText?: string; textId?: string };
      return (
        <>
          <span id={list.textId} className="fc-list-day-text">
            {arg.text}
          </span>{' '}
          <NameDayNote nameDay={nameDay} texts={texts} />
          <span className="fc-list-day-side-text" aria-hidden>
            {list.sideText}
          </span>
        </>
      );
    }
    return (
      <span className="day-with-name">
        <span>{arg.text}</span>
        <NameDayNote nameDay={nameDay} texts={texts} />
      </span>
    );
  };

  const b = texts.buttons;
  return (
    <FullCalendar
      key={compact ? 'compact' : 'wide'}
      plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
      locale={texts.language === 'el' ? elLocale : 'en'}
      timeZone="UTC"
      now={() => toWallClock(browserClock(), timeZone)}
      initialView={compact ? 'listWeek' : 'dayGridMonth'}
      headerToolbar={
        compact
          ? { left: 'prev,next today', center: 'title', right: 'dayGridMonth,listWeek' }
          : { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,listWeek' }
      }
      // Arrows as text: FullCalendar's icon fonts are spans of role img with no name.
      buttonIcons={false}
      buttonText={{ prev: '‹', next: '›', today: b.today, month: b.month, week: b.week, list: b.list }}
      views={{ listWeek: { buttonText: compact ? b.week : b.list } }}
      titleFormat={{ year: 'numeric', month: 'long' }}
      height="auto"
      firstDay={1}
      eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
      slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
      dayMaxEvents={4}
      // A post is a moment, drawn an hour long: one late in the evening stays on its own day in the month.
      nextDayThreshold="01:00:00"
      nowIndicator
      allDaySlot={false}
      scrollTime={scrollTimeFor(postingTime)}
      events={events}
      dayCellContent={dayCellContent}
      // FullCalendar names a month's cell by its day link alone, though the cell shows the posts too
      // (WCAG 2.5.3): the cell is named by what it shows.
      dayCellDidMount={(arg) => arg.el.removeAttribute('aria-labelledby')}
      dayHeaderContent={dayHeaderContent}
      eventContent={(arg: EventContentArg) => {
        const post = arg.event.extendedProps.post as P | undefined;
        if (!post)
          return (
            <span>
              {arg.event.display === 'background'
                ? arg.event.title
                : `${wallTime(arg.event.start!)} ${arg.event.title}`}
            </span>
          );
        return <PostChip post={post} time={wallTime(arg.event.start!)} texts={texts} />;
      }}
      eventClick={(arg: EventClickArg) => {
        const post = arg.event.extendedProps.post as P | undefined;
        if (!post) return;
        arg.jsEvent.preventDefault();
        onOpen(post);
      }}
      eventDrop={(arg: EventDropArg) => {
        const post = arg.event.extendedProps.post as P | undefined;
        if (!post || !onMove || !arg.event.start) return arg.revert();
        onMove(post, fromWallClock(arg.event.start, timeZone), arg.revert);
      }}
      datesSet={(arg) => onDatesChange?.(arg.start, arg.end)}
    />
  );
}
