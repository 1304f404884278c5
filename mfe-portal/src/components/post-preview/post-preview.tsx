import {
  frameFor,
  MORE_LABELS,
  NETWORK_NAMES,
  type Network,
  PREVIEW_WORDS,
  textParts,
  visibleText,
} from '@studio/previews';
import { WebImage } from '@studio/ui/content';
import { useState } from 'react';
import styled from 'styled-components';
import { PreviewFrame, PreviewHead } from './preview-frame.ts';

export const previewTexts = {
  label: PREVIEW_WORDS.label,
  sponsoredless: PREVIEW_WORDS.justNow,
  tooSmall: (network: Network) =>
    `Η εικόνα είναι μικρή για το ${NETWORK_NAMES[network]}: θα φαίνεται θολή. Προτιμήστε πλάτος τουλάχιστον 1080 px.`,
  cropped: (network: Network) =>
    `Οι αναλογίες της εικόνας είναι εκτός των ορίων του ${NETWORK_NAMES[network]} (4:5 έως 1,91:1): θα περικοπεί όπως φαίνεται.`,
  padded: (network: Network) =>
    `Οι αναλογίες της εικόνας είναι εκτός των ορίων του ${NETWORK_NAMES[network]} (4:5 έως 1,91:1): θα δημοσιευτεί ολόκληρη, με θολά περιθώρια από την ίδια την εικόνα, όπως φαίνεται.`,
  noImage: PREVIEW_WORDS.noImage,
  images: PREVIEW_WORDS.imageCount,
} as const;

type PostPreviewProps = {
  network: Network;
  /** The page's (or the Instagram account's) name and picture, as the feed shows them. */
  pageName: string;
  pagePicture?: string | null;
  content: string;
  /** The images that go out, in order; the feed shows the first. */
  imageUrls: string[];
};

/** A post as the network's feed would show it: header, text cut at "more", the image in the feed's frame. */
export function PostPreview({ network, pageName, pagePicture, content, imageUrls }: PostPreviewProps) {
  const [expanded, setExpanded] = useState(false);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const shown = visibleText(content, network);
  const frame = size ? frameFor(network, size.width, size.height) : null;
  const image = imageUrls[0];
  const text = (
    <Text>
      {network === 'instagram' && <strong>{pageName} </strong>}
      {textParts(expanded ? content : shown.text).map((part, i) =>
        part.kind === 'text' ? (
          <span key={i}>{part.value}</span>
        ) : (
          <Tag key={i} data-kind={part.kind}>
            {part.value}
          </Tag>
        ),
      )}
      {shown.truncated && !expanded && (
        <>
          {'… '}
          <More type="button" onClick={() => setExpanded(true)}>
            {MORE_LABELS[network]}
          </More>
        </>
      )}
    </Text>
  );
  return (
    <PreviewFrame aria-label={previewTexts.label(network)} data-network={network}>
      <PreviewHead>
        <Avatar aria-hidden>{pagePicture ? <img src={pagePicture} alt="" /> : pageName.slice(0, 1)}</Avatar>
        <div>
          <strong>{pageName}</strong>
          {network === 'facebook' && <Meta>{previewTexts.sponsoredless}</Meta>}
        </div>
      </PreviewHead>
      {network === 'facebook' && text}
      <ImageFrame style={{ aspectRatio: frame?.aspect ?? '1 / 1' }} data-fit={frame?.fit ?? 'cover'}>
        {/* Instagram's margins, as the converter makes them: the image itself, blurred, behind it. */}
        {image && frame?.fit === 'contain' && frame.warnings.includes('padded') && (
          <Backdrop aria-hidden>
            <WebImage src={image} alt="" />
          </Backdrop>
        )}
        {image ? (
          <WebImage
            src={image}
            alt=""
            onLoad={(e) => {
              const img = e.currentTarget;
              setSize({ width: img.naturalWidth, height: img.naturalHeight });
            }}
          />
        ) : (
          <Meta>{previewTexts.noImage}</Meta>
        )}
        {imageUrls.length > 1 && <Count>{previewTexts.images(imageUrls.length)}</Count>}
      </ImageFrame>
      {network === 'instagram' && text}
      {frame?.warnings.map((warning) => (
        <Warning key={warning} role="status" data-warning={warning}>
          {warning === 'too-small'
            ? previewTexts.tooSmall(network)
            : warning === 'padded'
              ? previewTexts.padded(network)
              : previewTexts.cropped(network)}
        </Warning>
      ))}
    </PreviewFrame>
  );
}

const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Meta = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Tag = styled.span`
  color: ${({ theme }) => theme.colors.info};
`;

const More = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const ImageFrame = styled.div`
  position: relative;
  overflow: hidden;
  margin: 0 -${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  > img {
    position: relative;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  &[data-fit='contain'] > img {
    object-fit: contain;
  }
`;

const Backdrop = styled.div`
  position: absolute;
  inset: 0;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    filter: blur(12px);
    transform: scale(1.15);
  }
`;

const Count = styled.span`
  position: absolute;
  top: 8px;
  right: 8px;
  padding: 0 8px;
  border-radius: 10px;
  background: rgb(0 0 0 / 65%);
  color: #fff;
`;

const Warning = styled.p`
  color: ${({ theme }) => theme.colors.danger};

  /* Margins are how the platform keeps the whole image: worth knowing, nothing to fix. */
  &[data-warning='padded'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
