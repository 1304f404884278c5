import type { SelectedPagesResponse } from '@studio/contracts';
import { previewPageNames } from '@studio/previews';
import { api } from '@studio/web';
import styled from 'styled-components';
import useSWR from 'swr';
import { PostPreview } from './post-preview.tsx';

const selectedPagesKey = '/api/selected-pages';

/** The post as the business's Facebook page and Instagram account would show it, side by side. */
export function PostPreviews({ content, imageUrls }: { content: string; imageUrls: string[] }) {
  const { data } = useSWR<SelectedPagesResponse>(selectedPagesKey, () =>
    api<SelectedPagesResponse>(selectedPagesKey),
  );
  const names = previewPageNames(data?.selectedPages ?? []);
  return (
    <Row>
      <PostPreview network="facebook" pageName={names.facebook} content={content} imageUrls={imageUrls} />
      <PostPreview network="instagram" pageName={names.instagram} content={content} imageUrls={imageUrls} />
    </Row>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;
