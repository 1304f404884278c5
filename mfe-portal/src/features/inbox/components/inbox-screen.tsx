import type { GoogleReview, InboxFilter, InboxNetwork } from '@studio/contracts';
import { Alert, Button, Select } from '@studio/ui';
import { PageHeader, Pager } from '@studio/ui/content';
import { browserClock, errorMessage, useDocumentTitle } from '@studio/web';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useRefreshOnNavigation } from '../../../components/use-refresh-on-navigation.ts';
import { useInboxThreads } from '../api/get-threads.ts';
import { useGoogleReviews } from '../api/google-reviews.ts';
import { useRefreshInbox } from '../api/keys.ts';
import { useInboxSettings } from '../api/settings.ts';
import { inboxTexts as t } from '../texts.ts';
import { InboxSettingsPanel } from './inbox-settings.tsx';
import { ReviewList, ReviewsHeading } from './review-list.tsx';
import { ReviewView } from './review-view.tsx';
import { ThreadList } from './thread-list.tsx';
import { ThreadView } from './thread-view.tsx';

const FILTERS: InboxFilter[] = ['all', 'unanswered', 'questions', 'complaints', 'spam'];
const NETWORKS: InboxNetwork[] = ['facebook', 'instagram'];
/** The network choice that shows the Google reviews in the threads' place. */
const GOOGLE = 'google';
/** The filters under which the reviews show beside the threads (a review is no question, complaint or spam). */
const REVIEW_FILTERS: InboxFilter[] = ['all', 'unanswered'];

/** The minute hand of «περιμένει 3 ώρες»: the screen redraws each minute (nothing is asked again). */
function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => browserClock().getTime());
  useEffect(() => {
    const timer = setInterval(() => setNow(browserClock().getTime()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * /portal/inbox: the comments under the account's posts and the direct messages, one thread
 * per post and person (or conversation), unread and unanswered first. The filters, the network and the
 * open thread are in the address, so a link or a reload keeps them. Beside the list (under it on a
 * phone) the open thread with its items, its replies on their way and the reply box. The chosen Google
 * locations' reviews follow the threads (or take their place under «Κριτικές Google»), and an open review
 * shows its stars and the reply box.
 */
export function InboxScreen() {
  useDocumentTitle(t.title);
  const [params, setParams] = useSearchParams();
  const filter = FILTERS.find((f) => f === params.get('filter')) ?? 'all';
  const network = NETWORKS.find((n) => n === params.get('network'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const googleOnly = params.get('network') === GOOGLE;
  const threadId = Number(params.get('thread')) || null;
  const reviewName = params.get('review');
  const [settingsOpen, setSettingsOpen] = useState(false);
  const networkId = useId();
  const now = useNow();

  const threads = useInboxThreads({ filter, network, page });
  useRefreshOnNavigation(threads.mutate);
  const reviews = useGoogleReviews();
  useRefreshOnNavigation(reviews.mutate);
  const refreshInbox = useRefreshInbox();
  const alertHours = useInboxSettings().data?.settings.waitAlertHours ?? 4;

  const change = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [name, value] of Object.entries(next)) {
          if (value === null) updated.delete(name);
          else updated.set(name, value);
        }
        return updated;
      },
      { replace: !('thread' in next || 'review' in next) },
    );
  const chooseFilter = (value: InboxFilter) => change({ filter: value === 'all' ? null : value, page: null });

  const data = threads.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const waitingReview = (r: GoogleReview) => r.reply === null && r.answerable;
  const reviewsWithThreads = googleOnly || !network;
  const shownReviews =
    reviewsWithThreads && REVIEW_FILTERS.includes(filter)
      ? reviews.data?.reviews.filter((r) => filter !== 'unanswered' || waitingReview(r))
      : [];
  /** A filter's count: its threads (none under «Κριτικές Google») and the reviews it shows. */
  const countOf = (value: InboxFilter): number | null => {
    const all = reviews.data?.reviews ?? [];
    const ofReviews = !reviewsWithThreads
      ? 0
      : value === 'all'
        ? all.length
        : value === 'unanswered'
          ? all.filter(waitingReview).length
          : 0;
    if (googleOnly) return reviews.data ? ofReviews : null;
    return data ? data.counts[value] + ofReviews : null;
  };
  const openReview = reviewName ? reviews.data?.reviews.find((r) => r.name === reviewName) : undefined;
  const open = threadId !== null || reviewName !== null;
  const toTop = () => {
    // On a phone the thread takes the list's place: shown from its top.
    if (window.matchMedia?.('(max-width: 900px)').matches) window.scrollTo({ top: 0 });
  };

  return (
    <Screen>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={settingsOpen}
            onClick={() => setSettingsOpen((open) => !open)}
          >
            {t.settings.open}
          </Button>
        }
      />
      {settingsOpen && <InboxSettingsPanel onClose={() => setSettingsOpen(false)} />}

      <Toolbar $hiddenOnPhone={open}>
        <Filters role="group" aria-label={t.filtersLabel}>
          {(googleOnly ? REVIEW_FILTERS : FILTERS).map((value) => (
            <FilterButton
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => chooseFilter(value)}
            >
              {t.filters[value]}
              {countOf(value) !== null && <FilterCount>{countOf(value)}</FilterCount>}
            </FilterButton>
          ))}
        </Filters>
        <NetworkChoice>
          <label htmlFor={networkId}>{t.networkLabel}</label>
          <Select
            id={networkId}
            value={googleOnly ? GOOGLE : (network ?? '')}
            onChange={(event) => change({ network: event.target.value || null, page: null })}
          >
            <option value="">{t.allNetworks}</option>
            {NETWORKS.map((n) => (
              <option key={n} value={n}>
                {t.networks[n]}
              </option>
            ))}
            <option value={GOOGLE}>{t.googleReviews}</option>
          </Select>
        </NetworkChoice>
      </Toolbar>

      {threads.error && !data && !googleOnly && (
        <Alert tone="danger">
          <Retry>
            <span>{t.loadFailed}</span>
            <Button size="sm" variant="secondary" onClick={() => void threads.mutate()}>
              {t.retry}
            </Button>
          </Retry>
        </Alert>
      )}

      {reviews.error && !reviews.data && (googleOnly || reviewName) && (
        <Alert tone="danger">
          <Retry>
            <span>{errorMessage(reviews.error, t.reviews.loadFailed)}</span>
            <Button size="sm" variant="secondary" onClick={() => void reviews.mutate()}>
              {t.retry}
            </Button>
          </Retry>
        </Alert>
      )}

      <Panes $open={open}>
        <ListPane>
          {!googleOnly && (
            <ThreadList
              threads={data?.threads}
              loading={threads.isLoading}
              filter={filter}
              selected={threadId}
              now={now}
              alertHours={alertHours}
              onSelect={(id) => {
                change({ thread: String(id), review: null });
                toTop();
              }}
            />
          )}
          {!googleOnly && pages > 1 && (
            <Pager
              label={t.pagesLabel}
              page={page}
              pageCount={pages}
              onPrevious={() => change({ page: page - 1 > 1 ? String(page - 1) : null })}
              onNext={() => change({ page: String(page + 1) })}
              texts={{ previous: t.previousPage, next: t.nextPage, pageOf: t.pageOf }}
            />
          )}
          {(googleOnly || (shownReviews && shownReviews.length > 0)) && (
            <Reviews aria-label={t.reviews.title}>
              <ReviewsHeading titled={!googleOnly} onRefreshed={refreshInbox} />
              <ReviewList
                reviews={shownReviews}
                loading={reviews.isLoading}
                selected={reviewName}
                now={now}
                onSelect={(name) => {
                  change({ review: name, thread: null });
                  toTop();
                }}
              />
            </Reviews>
          )}
        </ListPane>
        <ThreadPane>
          {reviewName !== null ? (
            openReview ? (
              <ReviewView
                key={openReview.name}
                review={openReview}
                onBack={() => change({ review: null })}
                onSent={refreshInbox}
              />
            ) : (
              <Placeholder>{reviews.isLoading ? t.reviews.loading : t.chooseThread}</Placeholder>
            )
          ) : threadId === null ? (
            <Placeholder>{t.chooseThread}</Placeholder>
          ) : (
            <ThreadView
              key={threadId}
              id={threadId}
              now={now}
              alertHours={alertHours}
              onBack={() => change({ thread: null })}
            />
          )}
        </ThreadPane>
      </Panes>
    </Screen>
  );
}

const Screen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;

  header {
    margin-bottom: 0;
  }
`;

const Toolbar = styled.div<{ $hiddenOnPhone: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    display: ${({ $hiddenOnPhone }) => ($hiddenOnPhone ? 'none' : 'flex')};
  }
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const FilterButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 500;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const FilterCount = styled.span`
  min-width: 1.5em;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: color-mix(in srgb, currentColor 14%, transparent);
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  line-height: 1.6;
  text-align: center;
`;

const NetworkChoice = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};

  select {
    width: auto;
    min-width: 160px;
  }
`;

const Reviews = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

const Retry = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The list beside the open thread; on a phone one of them, the thread when one is open. */
const Panes = styled.div<{ $open: boolean }>`
  display: grid;
  grid-template-columns: minmax(260px, 340px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);

    & > :first-child {
      display: ${({ $open }) => ($open ? 'none' : 'grid')};
    }

    & > :last-child {
      display: ${({ $open }) => ($open ? 'block' : 'none')};
    }
  }
`;

const ListPane = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

/** On a wide screen the open thread stays in view beside a long list, scrolling by itself. */
const ThreadPane = styled.div`
  min-width: 0;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    position: sticky;
    top: ${({ theme }) => theme.space.lg};
    max-height: calc(100vh - 2 * ${({ theme }) => theme.space.lg});
    overflow-y: auto;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

const Placeholder = styled.p`
  display: grid;
  place-items: center;
  min-height: 240px;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
