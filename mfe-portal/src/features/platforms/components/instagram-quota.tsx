import { type InstagramQuota, instagramQuotaText } from '@studio/contracts';
import { Spinner, tint } from '@studio/ui';
import { browserClock } from '@studio/web';
import styled from 'styled-components';
import { useInstagramQuota } from '../api/instagram-quota.ts';
import { platformsTexts } from '../texts.ts';

const t = platformsTexts.quota;

const moment = new Intl.DateTimeFormat('el-GR', {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** "στις 14:05" today, "στις 25/11, 14:05" on another day, in the browser's time zone. */
function when(iso: string, now = browserClock()): string {
  const at = new Date(iso);
  const sameDay = at.toDateString() === now.toDateString();
  return `στις ${sameDay ? at.toLocaleTimeString('el-GR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }) : moment.format(at)}`;
}

const nameOf = (account: InstagramQuota) =>
  account.username ? `${account.pageName} (@${account.username})` : account.pageName;

/**
 * The publishing limit of each saved Instagram account (Instagram's own count, read when the screen
 * opens): "12 από 50 τις τελευταίες 24 ώρες", and when a full one frees a slot.
 */
export function InstagramQuotaList({ instagramIds }: { instagramIds: readonly string[] }) {
  const { data, error, isLoading } = useInstagramQuota(instagramIds);
  if (instagramIds.length === 0) return null;
  return (
    <Box aria-labelledby="instagram-quota-title">
      <h3 id="instagram-quota-title">{t.title}</h3>
      {isLoading && <Spinner size={16} label={t.loading} />}
      {error && <Note $warn>{t.failed}</Note>}
      {data && (
        <ul>
          {data.accounts.map((account) => {
            const full = account.usage !== null && account.total !== null && account.usage >= account.total;
            return (
              <li key={account.instagramId}>
                <strong>{nameOf(account)}</strong>
                {account.error || account.usage === null || account.total === null ? (
                  <Note $warn>{account.error ?? t.failed}</Note>
                ) : (
                  <>
                    <span>
                      {instagramQuotaText(account.usage, account.total, account.durationSeconds ?? 86_400)}
                    </span>
                    <Bar aria-hidden $full={full}>
                      <span
                        style={{
                          width: `${Math.min(100, (100 * account.usage) / Math.max(1, account.total))}%`,
                        }}
                      />
                    </Bar>
                    {full && account.nextSlotAt && <Note $warn>{t.full(when(account.nextSlotAt))}</Note>}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Note>{t.hint}</Note>
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};

  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: 600;
  }

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
  }
`;

const Bar = styled.div<{ $full: boolean }>`
  height: 6px;
  overflow: hidden;
  border-radius: 3px;
  background: ${({ theme }) => theme.colors.surfaceMuted};

  span {
    display: block;
    height: 100%;
    border-radius: 3px;
    background: ${({ theme, $full }) => ($full ? theme.colors.warning : theme.colors.primary)};
  }
`;

const Note = styled.p<{ $warn?: boolean }>`
  color: ${({ theme, $warn }) => ($warn ? theme.colors.text : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  ${({ theme, $warn }) =>
    $warn
      ? `padding: ${theme.space.xs} ${theme.space.sm}; border-left: 3px solid ${theme.colors.warning}; background: ${tint(theme.colors.warning, 10)};`
      : ''}
`;
