import { Alert, Card, MutedText, Stack } from '@studio/ui';
import styled from 'styled-components';
import { useRefreshOnNavigation } from '../../../components/use-refresh-on-navigation.ts';
import { useAiBudget } from '../api/ai-budget.ts';
import { campaignsTexts } from '../texts.ts';

const t = campaignsTexts.aiBudget;
const usd = new Intl.NumberFormat('el-GR', { style: 'currency', currency: 'USD' });

/**
 * The month's AI use of the business against the budget the platform admin set for it: spent of budget,
 * a meter, what happens when it is spent (auto-pause), and the reason writing stopped when it has.
 */
export function AiBudgetUse() {
  const { data, mutate } = useAiBudget();
  useRefreshOnNavigation(mutate);
  if (!data) return null;
  const share = data.monthlyBudgetUsd > 0 ? Math.min(1, data.spentUsd / data.monthlyBudgetUsd) : 1;
  return (
    <Card data-testid="ai-budget-use">
      <Stack $gap="xs">
        <Label>{t.label}</Label>
        <Figure>{t.used(usd.format(data.spentUsd), usd.format(data.monthlyBudgetUsd))}</Figure>
        <Meter
          role="meter"
          aria-label={t.meter}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(share * 100)}
          $share={share}
          $full={data.paused}
        />
        {data.notice ? (
          <Alert tone="warning" role="status">
            {data.notice}
          </Alert>
        ) : (
          <MutedText>{data.autoPause ? t.autoPauseOn : t.autoPauseOff}</MutedText>
        )}
      </Stack>
    </Card>
  );
}

const Label = styled.p`
  font-weight: 600;
`;

const Figure = styled.p`
  font-variant-numeric: tabular-nums;
`;

const Meter = styled.div<{ $share: number; $full: boolean }>`
  height: 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;

  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${({ $share }) => `${Math.round($share * 100)}%`};
    background: ${({ theme, $full }) => ($full ? theme.colors.warning : theme.colors.primary)};
  }
`;
