import {
  CalendarFrame,
  calendarTextsEl,
  greekHolidays,
  isPastDrop,
  Legend,
  nameDaysBetween,
  PostCalendar,
  useCompactScreen,
} from '@studio/calendar';
import { type BulkPost, postGoesToGoogle } from '@studio/contracts';
import { Alert, CenteredSpinner, MutedText, toast } from '@studio/ui';
import { PageHeader } from '@studio/ui/content';
import { browserClock, errorMessage, portalStep, useDocumentTitle, usePortalPrefix } from '@studio/web';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useBulkPosts } from '../../../api/bulk-posts.ts';
import { useCompanyTimeZone } from '../../../api/company-time-zone.ts';
import { useGoesToGoogle } from '../../../api/google-locations.ts';
import { texts } from '../../../texts.ts';
import { timeZoneLabel } from '../../../time-zones.ts';
import { movePost } from '../api/bulk-posts.ts';
import { useNextRun } from '../api/calendar-context.ts';
import { calendarTexts } from '../texts.ts';
import { PostDialog } from './post-dialog.tsx';

/** A moment as the company reads it: el-GR, its own zone, 24-hour clock. */
export function formatInZone(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('el-GR', {
    dateStyle: 'full',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));
}

/** /portal/calendar: the posts on a month/week calendar, moved by drag and drop, opened with their previews. */
export function CalendarScreen() {
  const t = calendarTexts;
  useDocumentTitle(t.title);
  const prefix = usePortalPrefix();
  const { data, error, isLoading, mutate } = useBulkPosts();
  const { timeZone, postingTime, loading: zoneLoading } = useCompanyTimeZone();
  const goesToGoogle = useGoesToGoogle();
  const nextRun = useNextRun();
  const compact = useCompactScreen();
  const [open, setOpen] = useState<BulkPost | null>(null);
  const [range, setRange] = useState<{ start: Date; end: Date } | null>(null);
  // Which posts can be dragged is judged when the screen opens; a drop is judged again at its moment.
  const [now] = useState(() => browserClock());

  const move = async (post: BulkPost, moment: Date, revert: () => void) => {
    if (isPastDrop(moment, browserClock())) {
      revert();
      toast.error(t.pastDrop);
      return;
    }
    try {
      const answer = await movePost(post.id, moment);
      toast.success(answer.message);
    } catch (failure) {
      revert();
      toast.error(texts.errorTitle, { description: errorMessage(failure, t.moveFailed) });
    } finally {
      await mutate();
    }
  };

  const holidays = range
    ? [range.start.getUTCFullYear(), range.end.getUTCFullYear()]
        .filter((y, i, all) => all.indexOf(y) === i)
        .flatMap(greekHolidays)
        .filter((h) => {
          const day = Date.parse(`${h.date}T00:00:00Z`);
          return day >= range.start.getTime() && day < range.end.getTime();
        })
    : [];
  const nameDays = range ? nameDaysBetween(range.start, range.end) : [];
  const dayOf = (date: string) => date.split('-').reverse().join('/');

  return (
    <Screen>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Facts>
        <span>{t.timeZone(timeZoneLabel(timeZone))}</span>
        <span>{nextRun ? t.nextRun(formatInZone(nextRun, timeZone)) : t.noPeriod}</span>
        <Link to={portalStep(prefix, 'campaigns')}>{t.toCampaigns}</Link>
      </Facts>
      <Legend texts={calendarTextsEl} />
      {(isLoading || zoneLoading) && <CenteredSpinner label={texts.loading} />}
      {error && <Alert tone="danger">{t.loadFailed}</Alert>}
      {data && !zoneLoading && (
        <CalendarFrame>
          <PostCalendar
            posts={data.bulkPosts.map((post) => ({ ...post, google: postGoesToGoogle(post, goesToGoogle) }))}
            texts={calendarTextsEl}
            timeZone={timeZone}
            postingTime={postingTime}
            nextRun={nextRun}
            now={now}
            compact={compact}
            nameDays
            onOpen={setOpen}
            onMove={move}
            onDatesChange={(start, end) =>
              setRange((old) =>
                old?.start.getTime() === start.getTime() && old.end.getTime() === end.getTime()
                  ? old
                  : { start, end },
              )
            }
          />
        </CalendarFrame>
      )}
      <Days>
        <section aria-labelledby="calendar-holidays">
          <h2 id="calendar-holidays">{t.holidaysTitle}</h2>
          {holidays.length === 0 ? (
            <MutedText $size="body">{t.noHolidays}</MutedText>
          ) : (
            <DayList>
              {holidays.map((h) => (
                <li key={h.date}>
                  {dayOf(h.date)} · {h.name}
                </li>
              ))}
            </DayList>
          )}
        </section>
        <section aria-labelledby="calendar-name-days">
          <h2 id="calendar-name-days">{t.nameDaysTitle}</h2>
          {nameDays.length === 0 ? (
            <MutedText $size="body">{t.noNameDays}</MutedText>
          ) : (
            <DayList>
              {nameDays.map((n) => (
                <li key={n.date}>
                  {dayOf(n.date)} · {n.names.join(', ')}{' '}
                  <MutedText $size="body" as="span">
                    ({n.feast})
                  </MutedText>
                </li>
              ))}
            </DayList>
          )}
          <Hint>{t.nameDaysHint}</Hint>
        </section>
      </Days>
      <PostDialog
        post={open}
        when={open?.scheduledDate ? formatInZone(open.scheduledDate, timeZone) : ''}
        onClose={() => setOpen(null)}
      />
    </Screen>
  );
}

const Screen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** The period's holidays and name days, side by side where there is room. */
const Days = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
`;

const DayList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.text};

  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const Hint = styled(MutedText)`
  margin: ${({ theme }) => theme.space.sm} 0 0;
`;
