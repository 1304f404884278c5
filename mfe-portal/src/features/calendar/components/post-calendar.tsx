import type { EventClickArg, EventContentArg, EventDropArg, EventInput } from '@fullcalendar/core';
import elLocale from '@fullcalendar/core/locales/el';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { BulkPost } from '@studio/contracts';
import { useMemo } from 'react';
import { calendarTexts } from '../texts.ts';
import { greekHolidays } from '../utils/holidays.ts';
import { isDraggable } from '../utils/post-chips.ts';
import { fromWallClock, toWallClock } from '../utils/zone.ts';
import { PostChip } from './post-chip.tsx';

export type PostCalendarProps = {
  posts: BulkPost[];
  timeZone: string;
  /** The automatic period's next run (ISO), or null. */
  nextRun: string | null;
  now: Date;
  /** Phones: the week becomes an agenda list. */
  compact: boolean;
  /** False: nothing can be dragged (the admin's read-only calendar). */
  editable?: boolean;
  onOpen: (post: BulkPost) => void;
  /** A post dropped on another moment (already a moment in the company's zone). */
  onMove?: (post: BulkPost, moment: Date, revert: () => void) => void;
  onDatesChange?: (start: Date, end: Date) => void;
};

const pad = (n: number) => String(n).padStart(2, '0');
const wallTime = (wall: Date) => `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;

/**
 * Month, week and list views of the posts in the company's time zone (FullCalendar draws in UTC, the posts
 * are handed to it as wall-clock times, see utils/zone.ts), the Greek public holidays in the background and
 * the automatic period's next run.
 */
export function PostCalendar({
  posts,
  timeZone,
  nextRun,
  now,
  compact,
  editable = true,
  onOpen,
  onMove,
  onDatesChange,
}: PostCalendarProps) {
  const events = useMemo<EventInput[]>(() => {
    const year = toWallClock(now, timeZone).getUTCFullYear();
    const holidays = [year - 1, year, year + 1].flatMap(greekHolidays).map((h) => ({
      id: `holiday-${h.date}`,
      title: h.name,
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
            title: calendarTexts.nextRunEvent,
            start: toWallClock(nextRun, timeZone),
            allDay: false,
            editable: false,
            classNames: ['next-run'],
          },
        ]
      : [];
    return [...holidays, ...postEvents, ...run];
  }, [posts, timeZone, nextRun, now, editable]);

  const b = calendarTexts.buttons;
  return (
    <FullCalendar
      key={compact ? 'compact' : 'wide'}
      plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
      locale={elLocale}
      timeZone="UTC"
      now={() => toWallClock(new Date(), timeZone)}
      initialView={compact ? 'listWeek' : 'dayGridMonth'}
      headerToolbar={
        compact
          ? { left: 'prev,next today', center: '', right: 'dayGridMonth,listWeek' }
          : { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,listWeek' }
      }
      buttonText={{ today: b.today, month: b.month, week: b.week, list: b.list }}
      views={{ listWeek: { buttonText: compact ? b.week : b.list } }}
      titleFormat={{ year: 'numeric', month: 'long' }}
      height="auto"
      firstDay={1}
      eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
      slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
      dayMaxEvents={4}
      nowIndicator
      allDaySlot={false}
      scrollTime="07:00:00"
      events={events}
      eventContent={(arg: EventContentArg) => {
        const post = arg.event.extendedProps.post as BulkPost | undefined;
        if (!post)
          return (
            <span>
              {arg.event.display === 'background'
                ? arg.event.title
                : `${wallTime(arg.event.start!)} ${arg.event.title}`}
            </span>
          );
        return <PostChip post={post} time={wallTime(arg.event.start!)} />;
      }}
      eventClick={(arg: EventClickArg) => {
        const post = arg.event.extendedProps.post as BulkPost | undefined;
        if (!post) return;
        arg.jsEvent.preventDefault();
        onOpen(post);
      }}
      eventDrop={(arg: EventDropArg) => {
        const post = arg.event.extendedProps.post as BulkPost | undefined;
        if (!post || !onMove || !arg.event.start) return arg.revert();
        onMove(post, fromWallClock(arg.event.start, timeZone), arg.revert);
      }}
      datesSet={(arg) => onDatesChange?.(arg.start, arg.end)}
    />
  );
}
