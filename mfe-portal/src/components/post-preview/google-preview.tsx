import { callToActionOf, type GoogleLocation, type GoogleTopic } from '@studio/contracts';
import { GOOGLE_PREVIEW_WORDS, PREVIEW_WORDS, googleWallClock as wallClock } from '@studio/previews';
import { WebImage } from '@studio/ui/content';
import styled from 'styled-components';
import { PreviewFrame, PreviewHead } from './preview-frame.ts';

export const googlePreviewTexts = GOOGLE_PREVIEW_WORDS;

type Props = {
  /** The chosen locations the post goes to; the preview heads with the first. */
  locations: GoogleLocation[];
  content: string;
  /** The images of the post: Google takes one, the first. */
  imageUrls: string[];
  topic: GoogleTopic | null;
  bookingUrl: string | null;
};

/**
 * A post as the location's Business Profile shows it: the location, the photo (one: a local post carries
 * one media item), an offer's or event's title and dates, the text, and the button of its call to action
 * (LocalPost, https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts;
 * an offer has none: its coupon and link stand in for it).
 */
export function GooglePreview({ locations, content, imageUrls, topic, bookingUrl }: Props) {
  const [location] = locations;
  if (!location) return null;
  const action = topic?.kind === 'offer' ? null : callToActionOf(bookingUrl, location);
  const image = imageUrls[0];
  return (
    <PreviewFrame aria-label={googlePreviewTexts.label} data-network="google">
      <PreviewHead>
        <Avatar aria-hidden>G</Avatar>
        <div>
          <strong>{location.title}</strong>
          <Meta>
            {googlePreviewTexts.network} · {PREVIEW_WORDS.justNow}
          </Meta>
          {locations.length > 1 && <Meta>{googlePreviewTexts.more(locations.length - 1)}</Meta>}
        </div>
      </PreviewHead>
      <Photo>{image ? <WebImage src={image} alt="" /> : <Meta>{PREVIEW_WORDS.noImage}</Meta>}</Photo>
      {topic && (
        <Topic>
          <Kind>{topic.kind === 'offer' ? googlePreviewTexts.offer : googlePreviewTexts.event}</Kind>
          <strong>{topic.title}</strong>
          <Meta>{googlePreviewTexts.between(wallClock(topic.startsAt), wallClock(topic.endsAt))}</Meta>
        </Topic>
      )}
      <Text>{content}</Text>
      {topic?.kind === 'offer' && (topic.couponCode || topic.redeemUrl || topic.terms) && (
        <Offer>
          {topic.couponCode && <Coupon>{googlePreviewTexts.coupon(topic.couponCode)}</Coupon>}
          {topic.redeemUrl && <Link as="span">{googlePreviewTexts.redeem}</Link>}
          {topic.terms && <Meta>{topic.terms}</Meta>}
        </Offer>
      )}
      {action && <Link as="span">{googlePreviewTexts.actions[action.actionType]}</Link>}
    </PreviewFrame>
  );
}

const Avatar = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.info};
  font-weight: 700;
`;

const Meta = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/* Business Profile post cards show their photo landscape, cropped to fill. */
const Photo = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Topic = styled.div`
  display: grid;
  gap: 2px;
  overflow-wrap: anywhere;
`;

const Kind = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Offer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Coupon = styled.span`
  justify-self: start;
  padding: 2px 8px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-family: ui-monospace, monospace;
`;

const Link = styled.a`
  justify-self: start;
  align-self: flex-start;
  padding: 6px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.colors.info};
  font-weight: 600;
`;
