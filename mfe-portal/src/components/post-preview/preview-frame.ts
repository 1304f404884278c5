import styled from 'styled-components';

/** A network's post as its feed draws it: a card with the page's head over the text and the image. */
export const PreviewFrame = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 420px;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The head of a previewed post: the page's picture beside its name and the post's moment. */
export const PreviewHead = styled.header`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;
