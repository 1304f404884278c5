import { Field, Input } from '@studio/ui';
import styled from 'styled-components';
import { apiDefaults, formatTokens, sampleUsage } from '../utils/defaults.ts';
import { Checks, Grid, Legend, Wide } from './content-settings-tab.tsx';
import { CheckboxField } from './controls.tsx';

/** The connection to the model: key, time-out, limits, budget, and a sample of the usage meter. */
export function ApiSettingsTab() {
  const percent = Math.round((sampleUsage.usedTokens / sampleUsage.limitTokens) * 100);
  return (
    <Grid $min="220px">
      <Wide>
        <Field label="API key" hint="Kept on the server; it is never shown here.">
          <Input type="password" autoComplete="off" placeholder="sk-…" />
        </Field>
      </Wide>
      <Field label="Request timeout (seconds)">
        <Input type="number" min={5} max={120} defaultValue={apiDefaults.requestTimeoutSeconds} />
      </Field>
      <Field label="Daily generation limit (posts)">
        <Input type="number" min={1} defaultValue={apiDefaults.dailyGenerationLimit} />
      </Field>
      <Field
        label="Monthly budget (USD)"
        hint="Each account's own budget and auto-pause are set on its page under Business Accounts."
      >
        <Input type="number" min={0} step={1} defaultValue={apiDefaults.monthlyBudgetUsd} />
      </Field>
      <Wide as="fieldset">
        <Legend>Budget</Legend>
        <Checks>
          <CheckboxField
            label="Send budget alerts"
            hint="An email when 80% of the budget is spent."
            initial={apiDefaults.sendBudgetAlerts}
          />
          <CheckboxField
            label="Pause when the budget is spent"
            hint="No more posts are written until next month."
            initial={apiDefaults.autoPause}
          />
        </Checks>
      </Wide>
      <Wide>
        <Usage>
          <UsageTop>
            <span id="token-usage-label">Token usage this month (sample)</span>
            <span>
              {formatTokens(sampleUsage.usedTokens)} of {formatTokens(sampleUsage.limitTokens)} tokens
            </span>
          </UsageTop>
          <Bar
            role="progressbar"
            aria-labelledby="token-usage-label"
            aria-valuemin={0}
            aria-valuemax={sampleUsage.limitTokens}
            aria-valuenow={sampleUsage.usedTokens}
            aria-valuetext={`${formatTokens(sampleUsage.usedTokens)} of ${formatTokens(sampleUsage.limitTokens)} tokens`}
          >
            <Fill style={{ width: `${percent}%` }} />
          </Bar>
        </Usage>
      </Wide>
    </Grid>
  );
}

const Usage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const UsageTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};

  span:first-child {
    font-weight: 600;
  }
  span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

const Bar = styled.div`
  height: 10px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.border};
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
`;
