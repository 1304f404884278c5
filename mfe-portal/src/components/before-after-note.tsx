import { BEFORE_AFTER_COMPOSITE, type MediaItem } from '@studio/contracts';
import { tint } from '@studio/ui';
import styled from 'styled-components';

/** The Greek texts of a before/after composite found in an image. */
export const beforeAfterTexts = {
  label: 'Πριν/μετά',
  signs: (signs: string[]) => `Ενδείξεις: ${signs.join('· ')}.`,
} as const;

/**
 * Why an image found to be a before/after composite needs the medical reviewer's sign-off: the reason,
 * the signs that found it and the law; nothing for any other image.
 */
export function BeforeAfterNote({ item }: { item: Pick<MediaItem, 'beforeAfter'> }) {
  if (!item.beforeAfter) return null;
  const t = beforeAfterTexts;
  return (
    <Box aria-label={t.label}>
      <strong>{t.label}</strong>
      <span>{BEFORE_AFTER_COMPOSITE.reason}</span>
      <span>{t.signs(item.beforeAfter.signs.map((sign) => BEFORE_AFTER_COMPOSITE.signs[sign]))}</span>
      <small>{BEFORE_AFTER_COMPOSITE.basis}</small>
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-left: 3px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => tint(theme.colors.warning, 10)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
