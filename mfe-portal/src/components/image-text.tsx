import { COMPLIANCE_FIELD_LABELS_EL, type MediaItem } from '@studio/contracts';
import { Badge, tint } from '@studio/ui';
import styled from 'styled-components';

/** The Greek texts of the words read inside an image. */
export const imageTextTexts = {
  label: COMPLIANCE_FIELD_LABELS_EL.imageText,
  pending: 'Ελέγχεται…',
  failed: 'Η ανάγνωση απέτυχε: η εικόνα δεν ελέγχθηκε για κείμενο.',
  none: 'Δεν βρέθηκε κείμενο.',
  illegible: 'Δεν βρέθηκαν ευανάγνωστες λέξεις.',
  block: 'Απαγορεύεται',
  warn: 'Προσοχή',
  blocked: 'Η ανάρτηση με αυτή την εικόνα δεν μπορεί να προγραμματιστεί.',
  unsure:
    'Το κείμενο δεν διαβάστηκε με βεβαιότητα και μπορεί να κρύβει όνομα φαρμάκου: η ανάρτηση με αυτή την εικόνα χρειάζεται ιατρικό έλεγχο.',
} as const;

type ImageTextProps = {
  item: Pick<
    MediaItem,
    'imageText' | 'imageTextSure' | 'imageTextStatus' | 'imageTextFlags' | 'imageTextUnsure'
  >;
  /** In a post: an image without words says nothing. */
  quietWhenNone?: boolean;
};

/** The library items of the images a post goes out with: the chosen ones, or its product's image. */
export function imagesOfPost(
  post: { imageIds: number[]; productImage: string | null },
  library: MediaItem[] | undefined,
): MediaItem[] {
  if (!library) return [];
  if (post.imageIds.length > 0) return post.imageIds.flatMap((id) => library.find((m) => m.id === id) ?? []);
  return library.filter((m) => m.url === post.productImage).slice(0, 1);
}

/** The words read inside an image, what the rules find in them, or that they are still being read. */
export function ImageText({ item, quietWhenNone = false }: ImageTextProps) {
  const t = imageTextTexts;
  const blocked = item.imageTextFlags.some((flag) => flag.severity === 'block');
  const unsure = !blocked && item.imageTextUnsure === true;
  const warned = !blocked && (item.imageTextFlags.length > 0 || unsure);
  if (quietWhenNone && item.imageTextStatus === 'read' && !item.imageText) return null;
  // The words the reading was sure of; the rest (shapes read as letters) is noise to a reader, though the
  // rules below checked it too.
  const shown = item.imageTextSure === undefined ? item.imageText : item.imageTextSure;
  return (
    <ImageNote aria-label={t.label} $tone={blocked ? 'danger' : warned ? 'warning' : 'neutral'}>
      <strong>{t.label}</strong>
      {item.imageTextStatus === 'pending' && <span>{t.pending}</span>}
      {item.imageTextStatus === 'failed' && <span>{t.failed}</span>}
      {item.imageTextStatus === 'read' &&
        (shown ? <Words>«{shown}»</Words> : <span>{item.imageText ? t.illegible : t.none}</span>)}
      {item.imageTextFlags.length > 0 && (
        <ul>
          {item.imageTextFlags.map((flag) => (
            <li key={`${flag.ruleId}:${flag.phrase}`}>
              <Badge tone={flag.severity === 'block' ? 'danger' : 'warning'}>{t[flag.severity]}</Badge>{' '}
              <q>{flag.phrase}</q> ({flag.rule})
            </li>
          ))}
        </ul>
      )}
      {blocked && <span>{t.blocked}</span>}
      {unsure && <span>{t.unsure}</span>}
    </ImageNote>
  );
}

/** A note on what was found in an image (its words, a before/after composite), its border and tint by `$tone`. */
export const ImageNote = styled.section<{ $tone: 'danger' | 'warning' | 'neutral' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-left: 3px solid
    ${({ theme, $tone }) => ($tone === 'neutral' ? theme.colors.border : theme.colors[$tone])};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $tone }) =>
    $tone === 'neutral' ? theme.colors.surfaceMuted : tint(theme.colors[$tone], 10)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md};
  }
`;

const Words = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 4;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;
