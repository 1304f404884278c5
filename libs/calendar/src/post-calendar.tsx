import type { EventClickArg, EventContentArg, EventDropArg, EventInput } from '@fullcalendar/core';
import elLocale from '@fullcalendar/core/locales/el';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { BulkPost } from '@studio/contracts';
import { useMemo } from 'react';
import { greekHolidays } from './holidays.ts';
import { PostChip } from './post-chip.tsx';
import { isDraggable } from './post-chips.ts';
import type { CalendarTexts } from './texts.ts';
import { fromWallClock, toWallClock } from './zone.ts';

/** What the calendar needs of a post (the portal's and the admin's lists both have it). */
export type CalendarPost = Pick<
  BulkPost,
  'id' | 'productName' | 'content' | 'scheduledDate' | 'productImage' | 'image' | 'postStatus'
>;

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
  onOpen: (post: P) => void;
  /** A post dropped on another moment (already a moment in the company's zone). */
  onMove?: (post: P, moment: Date, revert: () => void) => void;
  onDatesChange?: (start: Date, end: Date) => void;
};

const pad = (n: number) => String(n).padStart(2, '0');
const wallTime = (wall: Date) => `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;

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
  onOpen,
  onMove,
  onDatesChange,
}: PostCalendarProps<P>) {
  const events = useMemo<EventInput[]>(() => {
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
  }, [posts, texts, timeZone, nextRun, now, editable]);

  const b = texts.buttons;
  return (
    <FullCalendar
      key={compact ? 'compact' : 'wide'}
      plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
      locale={texts.language === 'el' ? elLocale : 'en'}
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
