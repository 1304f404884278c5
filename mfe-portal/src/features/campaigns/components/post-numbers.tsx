import type { PostResults } from '@studio/contracts';
import { MutedText } from '@studio/ui';
import { portalPage, usePortalPrefix } from '@studio/web';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { campaignsTexts } from '../texts.ts';

const number = new Intl.NumberFormat('el-GR', { maximumFractionDigits: 0 });

/** A published post's latest numbers on its card (all its pages together), or when they will come. */
export function PostNumbers({ results }: { results: PostResults | undefined }) {
  const t = campaignsTexts.numbers;
  const prefix = usePortalPrefix();
  if (!results) return <Muted>{t.coming}</Muted>;
  const figures = [
    [results.reach, t.reach],
    [results.engagement, t.engagement],
    [results.views, t.views],
    [results.clicks, t.clicks],
  ] as const;
  return (
    <Box aria-label={t.label}>
      <Figures>
        {figures.map(([value, label]) => (
          <li key={label}>
            <b>{number.format(value)}</b> <span>{label}</span>
          </li>
        ))}
      </Figures>
      <Muted>
        {t.checkpoint(t.checkpoints[results.checkpoint])} ·{' '}
        <Link to={portalPage(prefix, 'analytics')}>{t.all}</Link>
      </Muted>
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Figures = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};

  b {
    font-variant-numeric: tabular-nums;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Muted = styled(MutedText).attrs({ $size: 'xs' })`
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;
