import type { GoogleReview, InboxFilter } from '@studio/contracts';
import { Button } from '@studio/ui';
import { PageHeader, Pager } from '@studio/ui/content';
import { errorMessage, useDocumentTitle } from '@studio/web';
import { useState } from 'react';
import styled from 'styled-components';
import { useRefreshOnNavigation } from '../../../components/use-refresh-on-navigation.ts';
import { useInboxThreads } from '../api/get-threads.ts';
import { useGoogleReviews } from '../api/google-reviews.ts';
import { useRefreshInbox } from '../api/keys.ts';
import { useInboxSettings } from '../api/settings.ts';
import { useInboxAddress } from '../hooks/use-inbox-address.ts';
import { useNow } from '../hooks/use-now.ts';
import { inboxTexts as t } from '../texts.ts';
import { FILTERS, GOOGLE, REVIEW_FILTERS } from '../utils/inbox-choices.ts';
import { InboxSettingsPanel } from './inbox-settings.tsx';
import { InboxToolbar } from './inbox-toolbar.tsx';
import { OpenItem, RetryAlert } from './open-item.tsx';
import { ReviewList, ReviewsHeading } from './review-list.tsx';
import { ThreadList } from './thread-list.tsx';

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
  const { filter, network, page, googleOnly, threadId, reviewName, change, chooseFilter } = useInboxAddress();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const now = useNow();

  const threads = useInboxThreads({ filter, network, page });
  useRefreshOnNavigation(threads.mutate);
  const reviews = useGoogleReviews();
  useRefreshOnNavigation(reviews.mutate);
  const refreshInbox = useRefreshInbox();
  const alertHours = useInboxSettings().data?.settings.waitAlertHours ?? 4;

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

      <InboxToolbar
        hiddenOnPhone={open}
        filters={googleOnly ? REVIEW_FILTERS : FILTERS}
        filter={filter}
        countOf={countOf}
        onFilter={chooseFilter}
        network={googleOnly ? GOOGLE : (network ?? '')}
        onNetwork={(value) => change({ network: value || null, page: null })}
      />

      {threads.error && !data && !googleOnly && (
        <RetryAlert message={t.loadFailed} onRetry={() => void threads.mutate()} />
      )}
      {reviews.error && !reviews.data && (googleOnly || reviewName) && (
        <RetryAlert
          message={errorMessage(reviews.error, t.reviews.loadFailed)}
          onRetry={() => void reviews.mutate()}
        />
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
          <OpenItem
            reviewName={reviewName}
            review={openReview}
            reviewsLoading={reviews.isLoading}
            threadId={threadId}
            now={now}
            alertHours={alertHours}
            onClose={() => change({ review: null, thread: null })}
            onSent={refreshInbox}
          />
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

const Reviews = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
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
