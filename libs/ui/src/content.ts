/**
 * @studio/ui/content: pieces of the screens behind the sign-in (cards of images, analytics totals, notes,
 * a link handed over by hand, a working line), an entry of its own (and a shared singleton of its own) so
 * the shell's first load, the sign-in forms, does not carry them.
 *
 * - PageHeader({ title, subtitle, actions }); Columns (two, one under the other on a narrow screen),
 *   TileGrid ($min, $gap, $fit), FieldWithButton ($gap), FieldsWithButtons, LineButtons.
 * - Table({ caption }) scroll container + table; Tr, Th, Td.
 * - WebImage({ src, onBroken, fallback }): an image of the platform ('/uploads/…' as is) or of the web
 *   (through /api/proxy-image first, then its own address); imageSources(url) lists what it tries.
 * - ImageCard({ label, image, as, ratio, fit, radius, raised, padding, align }) with ImageCardBadges and
 *   ImageCardNote: a card of one image (search results, products, the media library).
 * - Totals ($min, $top) and Total({ label, value, tone, help }): a row of analytics totals.
 * - NoteList({ notes }): short notes in a dashed box (the AI's offline stand-ins); WorkingLine({ label }):
 *   a spinner and what is being done (a dialog's Generate).
 * - HandLinkPanel: a single-use link shown once, to copy and hand over (an invitation, a reset).
 * - Pager({ label, total, page, pageCount, onPrevious, onNext, texts }): a list's pages; pagerTexts.en.
 *
 * They draw with the primitives of '@studio/ui' (imported by name, so the shared copy is the one used).
 */
export { Columns, FieldsWithButtons, FieldWithButton, LineButtons, TileGrid } from './grids.tsx';
export { HandLinkPanel, type HandLinkPanelProps } from './hand-link.tsx';
export { ImageCard, ImageCardBadges, ImageCardNote, type ImageCardProps } from './image-card.tsx';
export { NoteList } from './note-list.tsx';
export { PageHeader, type PageHeaderProps } from './page-header.tsx';
export { Pager, type PagerProps, type PagerTexts, pagerTexts } from './pager.tsx';
export { Table, type TableProps, Td, Th, Tr } from './table.tsx';
export { Total, type TotalProps, Totals } from './totals.tsx';
export { imageSources, WebImage, type WebImageProps } from './web-image.tsx';
export { WorkingLine } from './working-line.tsx';
