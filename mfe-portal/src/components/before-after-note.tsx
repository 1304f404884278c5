import { BEFORE_AFTER_COMPOSITE, type MediaItem } from '@studio/contracts';
import styled from 'styled-components';
import { ImageNote } from './image-text.tsx';

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
    <ImageNote aria-label={t.label} $tone="warning">
      <strong>{t.label}</strong>
      <span>{BEFORE_AFTER_COMPOSITE.reason}</span>
      <span>{t.signs(item.beforeAfter.signs.map((sign) => BEFORE_AFTER_COMPOSITE.signs[sign]))}</span>
      <Basis>{BEFORE_AFTER_COMPOSITE.basis}</Basis>
    </ImageNote>
  );
}

const Basis = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
`;
