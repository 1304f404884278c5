import { portalPage, usePortalPrefix } from '@studio/web';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { HeaderIconCount, HeaderIconGlyph, headerIconStyles } from '../../../components/header-icon.tsx';
import { useRefreshOnNavigation } from '../../../components/use-refresh-on-navigation.ts';
import { useInboxCount } from '../api/get-count.ts';
import { inboxTexts as t } from '../texts.ts';

/**
 * The inbox in the portal's header, beside the bell: how many threads are unread and Google reviews
 * unanswered, red when some thread waits for an answer longer than the account's setting. Asked on navigation and at each inbox
 * change the live stream tells of.
 */
export function InboxBadge() {
  const prefix = usePortalPrefix();
  const { data, mutate } = useInboxCount();
  useRefreshOnNavigation(mutate);
  const unread = data?.unread ?? 0;
  const waiting = data?.waiting ?? 0;
  const reviews = data?.reviews ?? 0;
  const label = t.badgeCount(unread, waiting, reviews);
  return (
    <InboxLink to={portalPage(prefix, 'inbox')} aria-label={label} title={label} data-testid="inbox-badge">
      <HeaderIconGlyph path="M4 13.5 6.2 5.8A2 2 0 0 1 8.1 4.4h7.8a2 2 0 0 1 1.9 1.4L20 13.5V18a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-4.5Zm0 0h4.5l1.2 2.2h4.6l1.2-2.2H20" />
      <HeaderIconCount count={Math.max(unread, waiting) + reviews} urgent={waiting > 0} />
    </InboxLink>
  );
}

const InboxLink = styled(Link)`
  ${headerIconStyles}
`;
