import type { BulkPost } from '@studio/contracts';
import { Badge, Button, tint } from '@studio/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { campaignsTexts } from '../texts.ts';
import { complianceStateOf } from '../utils/compliance.ts';
import { formatDateTime } from '../utils/dates.ts';

type ComplianceBoxProps = {
  post: BulkPost;
  pending: boolean;
  onAcknowledge: () => void;
  /** Writes the post again without the flagged phrases: the fix the box recommends, one click away. */
  onRegenerate: () => void;
  /** The flags only, for whoever may not change the post (a medical reviewer). */
  readOnly?: boolean;
};

/**
 * What the compliance rules flag in a post, each phrase with its rule, severity and reason, and what the
 * business can do: change a blocked text, or tick and confirm that it checked the `warn` flags.
 */
export function ComplianceBox({
  post,
  pending,
  onAcknowledge,
  onRegenerate,
  readOnly = false,
}: ComplianceBoxProps) {
  const t = campaignsTexts.post;
  const state = complianceStateOf(post);
  const [checked, setChecked] = useState(false);
  const tickId = useId();
  const blocked = state === 'blocked';

  return (
    <Box aria-label={t.compliance} $blocked={blocked}>
      <strong>{t.compliance}</strong>
      <span>{blocked ? t.complianceBlocked : t.complianceWarn}</span>
      <ul>
        {post.complianceFlags.map((flag) => (
          <li key={`${flag.ruleId}:${flag.phrase}`}>
            {flag.severity === 'warn' && state === 'acknowledged' ? (
              <Badge tone="neutral">{t.confirmedWarning}</Badge>
            ) : (
              <Badge tone={flag.severity === 'block' ? 'danger' : 'warning'}>
                {t.severity[flag.severity]}
              </Badge>
            )}{' '}
            <q>{flag.phrase}</q> ({flag.rule}): {flag.reason}
          </li>
        ))}
      </ul>
      {state === 'needs-acknowledgement' && !readOnly && (
        <Acknowledge>
          <label htmlFor={tickId}>
            <input
              id={tickId}
              type="checkbox"
              checked={checked}
              disabled={pending}
              onChange={(event) => setChecked(event.target.checked)}
            />
            {t.acknowledgeLabel}
          </label>
          <Button size="sm" variant="secondary" disabled={!checked} loading={pending} onClick={onAcknowledge}>
            {t.acknowledge}
          </Button>
        </Acknowledge>
      )}
      {state !== 'acknowledged' && !readOnly && (
        <div>
          <Button
            size="sm"
            variant={blocked ? 'primary' : 'secondary'}
            disabled={pending}
            onClick={onRegenerate}
          >
            {t.regenerateWithout}
          </Button>
        </div>
      )}
      {state === 'acknowledged' && post.acknowledgement && (
        <span>{t.acknowledged(post.acknowledgement.by, formatDateTime(post.acknowledgement.at))}</span>
      )}
    </Box>
  );
}

const Box = styled.section<{ $blocked: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme, $blocked }) => ($blocked ? theme.colors.danger : theme.colors.warning)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $blocked }) => tint($blocked ? theme.colors.danger : theme.colors.warning, 10)};
  font-size: ${({ theme }) => theme.fontSize.sm};

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

const Acknowledge = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};

  label {
    display: flex;
    flex: 1;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
    min-width: 200px;
    font-weight: 600;
  }

  input {
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    flex: none;
  }
`;
