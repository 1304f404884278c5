import type { AccountAlert } from '@studio/contracts';
import { Alert, Badge, Button, EmptyState, LinkButton, Stack, type Tone, toast } from '@studio/ui';
import { Dialog } from '@studio/ui/dialogs';
import { errorMessage, portalPage, portalStep, usePortalPrefix } from '@studio/web';
import { useState } from 'react';
import styled from 'styled-components';
import { HeaderIconCount, HeaderIconGlyph, headerIconStyles } from '../../../components/header-icon.tsx';
import { useRefreshOnNavigation } from '../../../components/use-refresh-on-navigation.ts';
import { formatDateTime } from '../../../dates.ts';
import { markAlertRead, markAllAlertsRead, useAlerts } from '../api/alerts.ts';
import { alertsTexts as t } from '../texts.ts';

const tones: Record<AccountAlert['kind'], Tone> = {
  post_failed: 'danger',
  post_unconfirmed: 'warning',
  connection_problem: 'warning',
  approval_lapsed: 'warning',
  signoff_required: 'warning',
  consent_withdrawn: 'danger',
  consent_expiring: 'warning',
  login_expiring: 'warning',
};

/**
 * The bell of the portal's header: how many alerts are unread, and on a click the list of
 * them (failed and unconfirmed posts, connection problems), each leading to its post or to the
 * platforms step and marked read on the way. Asked for on every navigation and when opened, never on
 * a timer.
 */
export function AlertsBell() {
  const prefix = usePortalPrefix();
  const alerts = useAlerts();
  const { mutate } = alerts;
  const [open, setOpen] = useState(false);
  const [markingAll, setMarkingAll] = useState(false);
  useRefreshOnNavigation(mutate);

  const unread = alerts.data?.unreadCount ?? 0;
  const list = alerts.data?.alerts ?? [];

  const show = () => {
    setOpen(true);
    void mutate();
  };

  const pathOf = (alert: AccountAlert) =>
    alert.kind === 'consent_withdrawn' || alert.kind === 'consent_expiring'
      ? portalPage(prefix, 'media')
      : alert.kind === 'connection_problem' || alert.kind === 'login_expiring' || alert.postId === null
        ? portalStep(prefix, 'platforms')
        : `${portalStep(prefix, 'campaigns')}?${new URLSearchParams({ post: String(alert.postId) })}`;

  const follow = (alert: AccountAlert) => {
    setOpen(false);
    if (alert.readAt) return;
    void markAlertRead(alert.id)
      .then(() => mutate())
      .catch((failure: unknown) => toast.error(errorMessage(failure, t.markFailed)));
  };

  const readAll = async () => {
    setMarkingAll(true);
    try {
      await markAllAlertsRead();
      await mutate();
    } catch (failure) {
      toast.error(errorMessage(failure, t.markFailed));
    } finally {
      setMarkingAll(false);
    }
  };

  return (
    <>
      <BellButton
        type="button"
        onClick={show}
        aria-label={unread > 0 ? t.bellUnread(unread) : t.bell}
        aria-haspopup="dialog"
        data-testid="alerts-bell"
      >
        <HeaderIconGlyph path="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 4a2 2 0 0 0 4 0" />
        <HeaderIconCount count={unread} urgent />
      </BellButton>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t.title}
        description={t.description}
        closeLabel={t.close}
        maxWidth="640px"
        footer={
          <Button
            variant="secondary"
            size="sm"
            disabled={unread === 0}
            loading={markingAll}
            onClick={() => void readAll()}
          >
            {t.readAll}
          </Button>
        }
      >
        {alerts.error && !alerts.data && (
          <Stack $gap="sm" $align="flex-start">
            <Alert tone="danger">{t.loadFailed}</Alert>
            <Button size="sm" variant="secondary" onClick={() => void mutate()}>
              {t.retry}
            </Button>
          </Stack>
        )}
        {alerts.data && list.length === 0 && <EmptyState title={t.empty} description={t.emptyHint} />}
        {list.length > 0 && (
          <List>
            {list.map((alert) => (
              <Item key={alert.id} $unread={alert.readAt === null} data-testid="alert-item">
                <Meta>
                  <Badge tone={tones[alert.kind]}>{t.kinds[alert.kind]}</Badge>
                  {alert.readAt === null && <Badge tone="info">{t.unread}</Badge>}
                  <time dateTime={alert.createdAt}>{t.at(formatDateTime(alert.createdAt))}</time>
                </Meta>
                <ItemTitle>{alert.title}</ItemTitle>
                <Reason>{alert.reason}</Reason>
                <div>
                  <LinkButton to={pathOf(alert)} size="sm" variant="secondary" onClick={() => follow(alert)}>
                    {t.open[alert.kind]}
                  </LinkButton>
                </div>
              </Item>
            ))}
          </List>
        )}
      </Dialog>
    </>
  );
}

const BellButton = styled.button`
  ${headerIconStyles}
  cursor: pointer;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-height: min(60vh, 560px);
  overflow-y: auto;
`;

const Item = styled.li<{ $unread: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid
    ${({ theme, $unread }) => ($unread ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.surface : theme.colors.surfaceMuted)};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const ItemTitle = styled.p`
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Reason = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;
