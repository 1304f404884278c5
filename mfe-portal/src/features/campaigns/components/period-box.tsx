import type { BulkPost, ScheduledPeriod } from '@studio/contracts';
import { Button, MutedText, Row, Stack, tint, toast } from '@studio/ui';
import { errorMessage } from '@studio/web';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { texts } from '../../../texts.ts';
import { generatePeriodPosts } from '../api/generate.ts';
import { stopScheduledPeriod } from '../api/scheduled-periods.ts';
import { campaignsTexts } from '../texts.ts';
import { formatPeriodDate } from '../utils/dates.ts';

type PeriodBoxProps = {
  period: ScheduledPeriod | null;
  /** False once the setup status says the account has no product to write posts from. */
  hasProducts: boolean;
  onChanged: () => void;
  /** The drafts a period just wrote, to bring the first of them into view. */
  onGenerated?: (posts: readonly BulkPost[]) => void;
  /** Further tools beside the primary action (the calendar link). */
  children?: ReactNode;
};

/**
 * The screen's one primary action: the intro, the period scheduling button (posts from today to the end
 * of next week) with the tools beside it, and, while the automatic period is active, the green line with
 * its next date and the Stop button.
 */
export function PeriodBox({ period, hasProducts, onChanged, onGenerated, children }: PeriodBoxProps) {
  const [generating, setGenerating] = useState(false);
  const [stopping, setStopping] = useState(false);
  const t = campaignsTexts.period;

  const generate = async () => {
    setGenerating(true);
    try {
      const answer = await generatePeriodPosts();
      // No post: the current and the next week already have theirs.
      if (answer.posts.length === 0) toast.info(answer.message);
      else toast.success(answer.message);
      onChanged();
      if (answer.posts.length > 0) onGenerated?.(answer.posts);
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
    <Stack $gap="sm">
      <p>{campaignsTexts.intro}</p>
      <Row $gap="sm">
        <Button
          onClick={() => void generate()}
          loading={generating}
          disabled={!hasProducts}
          title={hasProducts ? t.writesDrafts : t.needsProducts}
        >
          {generating ? t.generating : t.generate}
        </Button>
        {children}
      </Row>
      <MutedText>
        {hasProducts ? `${t.hint(period?.postFrequencyDays ?? null)} ${t.drafts}` : t.needsProducts}
      </MutedText>
      {period?.isActive && (
        <Active role="status" aria-label={t.activeTitle}>
          {/* What it does is the title's own words and the hint's above; the line stays one line on a desktop. */}
          <ActiveText title={t.activeDrafts}>
            <strong>{t.activeTitle}</strong>
            {period.nextScheduledDate && <> · {t.next(formatPeriodDate(period.nextScheduledDate))}</>}
          </ActiveText>
          <Button variant="secondary" size="sm" loading={stopping} onClick={() => void stop(period.id)}>
            {t.stop}
          </Button>
        </Active>
      )}
    </Stack>
  );
}

const ActiveText = styled.p`
  flex: 1 1 24rem;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Active = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => tint(theme.colors.success, 45)};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => tint(theme.colors.success, 12)};
`;
