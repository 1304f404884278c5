import type { ScheduledPeriod } from '@studio/contracts';
import { Button, Card, Row, Stack, tint, toast } from '@studio/ui';
import { errorMessage } from '@studio/web';
import { useState } from 'react';
import styled from 'styled-components';
import { texts } from '../../../texts.ts';
import { generatePeriodPosts } from '../api/generate.ts';
import { stopScheduledPeriod } from '../api/scheduled-periods.ts';
import { campaignsTexts } from '../texts.ts';
import { formatPeriodDate } from '../utils/dates.ts';
import { Hint } from './setting-text.ts';

type PeriodBoxProps = {
  period: ScheduledPeriod | null;
  /** False once the setup status says the account has no product to write posts from. */
  hasProducts: boolean;
  onChanged: () => void;
};

/**
 * The intro, the period scheduling button (posts from today to the end of next week) and, while the
 * automatic period is active, the green box with its next date and the Stop button.
 */
export function PeriodBox({ period, hasProducts, onChanged }: PeriodBoxProps) {
  const [generating, setGenerating] = useState(false);
  const [stopping, setStopping] = useState(false);
  const t = campaignsTexts.period;

  const generate = async () => {
    setGenerating(true);
    try {
      const answer = await generatePeriodPosts();
      // No post: the current and the next week already have theirs (SPEC §8 info toasts).
      if (answer.posts.length === 0) toast.info(answer.message);
      else toast.success(answer.message);
      onChanged();
    } catch (failure) {
      toast.error(texts.errorTitle, { description: errorMessage(failure, t.generateFailed) });
    } finally {
      setGenerating(false);
    }
  };

  const stop = async (id: number) => {
    setStopping(true);
    try {
      const answer = await stopScheduledPeriod(id);
      toast.success(answer.message);
      onChanged();
    } catch (failure) {
      toast.error(texts.errorTitle, { description: errorMessage(failure, t.stopFailed) });
    } finally {
      setStopping(false);
    }
  };

  return (
    <Stack $gap="lg">
      <Card>
        <Stack $gap="md" $align="flex-start">
          <p>{campaignsTexts.intro}</p>
          <Hint>
            {t.hint(period?.postFrequencyDays ?? null)} {t.drafts}
          </Hint>
          <Row $gap="sm">
            <Button
              onClick={() => void generate()}
              loading={generating}
              disabled={!hasProducts}
              title={hasProducts ? undefined : t.needsProducts}
            >
              {generating ? t.generating : t.generate}
            </Button>
            {!hasProducts && <Hint>{t.needsProducts}</Hint>}
          </Row>
        </Stack>
      </Card>
      {period?.isActive && (
        <Active role="status" aria-label={t.activeTitle}>
          <Stack $gap="xs">
            <strong>{t.activeTitle}</strong>
            <span>{t.activeDrafts}</span>
            {period.nextScheduledDate && <span>{t.next(formatPeriodDate(period.nextScheduledDate))}</span>}
          </Stack>
          <Button variant="secondary" size="sm" loading={stopping} onClick={() => void stop(period.id)}>
            {t.stop}
          </Button>
        </Active>
      )}
    </Stack>
  );
}

const Active = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => tint(theme.colors.success, 45)};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => tint(theme.colors.success, 12)};
`;
