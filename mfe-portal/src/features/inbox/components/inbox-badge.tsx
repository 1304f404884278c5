import { portalPage, usePortalPrefix } from '@studio/web';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useRefreshOnNavigation } from '../../../components/use-refresh-on-navigation.ts';
import { useInboxCount } from '../api/get-count.ts';
import { inboxTexts as t } from '../texts.ts';

/**
 * The inbox in the portal's header, beside the bell (issue 38): how many threads are unread, red when
 * some wait for an answer longer than the account's setting. Asked on navigation and at each inbox
 * change the live stream tells of.
 */
export function InboxBadge() {
  const prefix = usePortalPrefix();
  const { data, mutate } = useInboxCount();
  useRefreshOnNavigation(mutate);
  const unread = data?.unread ?? 0;
  const waiting = data?.waiting ?? 0;
  const shown = Math.max(unread, waiting);
  return (
    <InboxLink
      to={portalPage(prefix, 'inbox')}
      aria-label={t.badgeCount(unread, waiting)}
      title={t.badgeCount(unread, waiting)}
      data-testid="inbox-badge"
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden focusable="false">
        <path
          d="M4 13.5 6.2 5.8A2 2 0 0 1 8.1 4.4h7.8a2 2 0 0 1 1.9 1.4L20 13.5V18a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-4.5Zm0 0h4.5l1.2 2.2h4.6l1.2-2.2H20"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {shown > 0 && (
        <Count aria-hidden $urgent={waiting > 0}>
          {shown > 99 ? '99+' : shown}
        </Count>
      )}
    </InboxLink>
  );
}

const InboxLink = styled(Link)`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Count = styled.span<{ $urgent: boolean }>`
  position: absolute;
  top: -6px;
  right: -6px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $urgent }) => ($urgent ? theme.colors.danger : theme.colors.primary)};
  color: ${({ theme, $urgent }) => ($urgent ? theme.colors.dangerText : theme.colors.primaryText)};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;
