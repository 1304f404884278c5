import styled from 'styled-components';

export type MutedTextSize = 'xs' | 'sm' | 'body';

/**
 * Secondary text in the muted colour: a hint under a control, a caption, a count, "nothing here yet".
 * A paragraph by default (`as="span"` inline); `$size` is the theme's xs or sm (default), or `body` to keep
 * the size of the text around it.
 */
export const MutedText = styled.p<{ $size?: MutedTextSize }>`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme, $size = 'sm' }) => ($size === 'body' ? 'inherit' : theme.fontSize[$size])};
`;
