import type { GoogleTopic } from '@studio/contracts';
import { previewPageNames } from '@studio/previews';
import styled from 'styled-components';
import { useCompanyBookingUrl } from '../../api/company-booking.ts';
import { useGoogleLocations } from '../../api/google-locations.ts';
import { useSelectedPages } from '../../api/selected-pages.ts';
import { GooglePreview } from './google-preview.tsx';
import { PostPreview } from './post-preview.tsx';

/**
 * The post as the business's Facebook page and Instagram account would show it, side by side, and as its
 * chosen Google locations would (with the post's offer or event), when it has chosen some.
 */
export function PostPreviews({
  content,
  imageUrls,
  googleTopic = null,
}: {
  content: string;
  imageUrls: string[];
  googleTopic?: GoogleTopic | null;
}) {
  const { data } = useSelectedPages();
  const google = useGoogleLocations().data;
  const bookingUrl = useCompanyBookingUrl();
  const names = previewPageNames(data?.selectedPages ?? []);
  const locations = google?.connected ? google.locations.filter((l) => l.selected) : [];
  return (
    <Row>
      <PostPreview network="facebook" pageName={names.facebook} content={content} imageUrls={imageUrls} />
      <PostPreview network="instagram" pageName={names.instagram} content={content} imageUrls={imageUrls} />
      {locations.length > 0 && (
        <GooglePreview
          locations={locations}
          content={content}
          imageUrls={imageUrls}
          topic={googleTopic}
          bookingUrl={bookingUrl}
        />
      )}
    </Row>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;
