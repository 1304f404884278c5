/**
 * A post's record, or a period's, as a file an inspector reads (see reading.ts): CSV (readable column
 * names, one row per step, times in the clinic's zone, UTF-8 with a BOM so Excel reads the Greek) or PDF
 * (pdfkit, with DejaVu Sans for the Greek and Noto Emoji for the emoji, both embedded from their npm
 * packages: nothing is fetched at run time).
 */
import { createRequire } from 'node:module';
import type { PostRecord } from '@studio/contracts';
import type PDFKit from 'pdfkit';
import type { RecordContext } from './context.ts';
import type { Picture, PictureLoader } from './pictures.ts';
import { localMoment, type RecordReading, readRecord } from './reading.ts';
import { RECORD_WORDS, type RecordLanguage, type Words } from './words.ts';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const FONT_EMOJI = require.resolve('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf');

export type ExportOptions = { language: RecordLanguage; context: RecordContext; now: Date };

/**
 * A picture opened in the document: drawn any number of times, embedded once (pdfkit reuses an opened
 * image's XObject; its types list only the bytes as a source, hence the cast).
 */
type Embedded = { src: Buffer; width: number; height: number };
/** The pictures a PDF shows, by address: null for one that could not be had. */
type Pictures = ReadonlyMap<string, Embedded | null>;

const BOM = '\uFEFF';

/** A CSV field: quoted when it holds a comma, a quote or a line break; a formula's first sign defused. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The records as CSV: a header row, then one row per step, in order; no cell holds JSON. */
export function recordsCsv(records: readonly PostRecord[], { language, context }: ExportOptions): string {
  const words = RECORD_WORDS[language];
  const rows = [words.csvHeader];
  const options = { language, context };
  // A spreadsheet's date cell: «11/06/2026 09:00», the zone in a column of its own.
  const cellMoment = (at: string | null) => (at ? localMoment(at, options).replace(', ', ' ') : '');
  for (const record of records) {
    const reading = readRecord(record, options);
    for (const step of reading.steps)
      rows.push([
        String(record.postId),
        record.productName,
        cellMoment(record.scheduledDate),
        cellMoment(record.deletedAt),
        String(step.number),
        step.label,
        step.who,
        step.role,
        cellMoment(record.steps[step.number - 1]?.at ?? null),
        context.timeZone,
        step.lines.join(' · '),
        step.text ?? '',
        step.firstComment ?? '',
        step.flags,
        step.pages,
        step.kind,
        record.steps[step.number - 1]?.actor.ref ?? '',
        step.technical.join('; '),
        context.clinic.name ?? '',
        context.clinic.taxId ?? '',
        context.clinic.responsibleDoctor
          ? words.doctorOf(context.clinic.responsibleDoctor, context.clinic.doctorRegistration)
          : '',
      ]);
  }
  return `${BOM}${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

type Doc = InstanceType<typeof PDFKit>;

/** The embedded font's own question (fontkit's, under pdfkit's current font): can it draw this character? */
type GlyphCheck = { _font?: { font?: { hasGlyphForCodePoint?: (codePoint: number) => boolean } } };

const INK = '#111111';
const MUTED = '#555555';
const RULE = '#c8c8c8';

/** Marks that shape the emoji before them (variation selectors, joiners, skin tones, keycaps, tags). */
const joinsEmoji = (codePoint: number) =>
  codePoint === 0xfe0f ||
  codePoint === 0x200d ||
  codePoint === 0x20e3 ||
  (codePoint >= 0x1f3fb && codePoint <= 0x1f3ff) ||
  (codePoint >= 0xe0020 && codePoint <= 0xe007f);

/**
 * Which font draws each stretch of a text: DejaVu where it has the glyph, Noto Emoji where it does not or
 * where the emoji's presentation is asked for (a variation selector after it, a joiner before it).
 */
function fontRuns(doc: Doc, text: string, base: string): { font: string; text: string }[] {
  doc.font(base);
  const font = (doc as unknown as GlyphCheck)._font?.font;
  const has = (codePoint: number) => font?.hasGlyphForCodePoint?.call(font, codePoint) ?? true;
  const chars = [...text];
  const runs: { font: string; text: string }[] = [];
  chars.forEach((char, index) => {
    const codePoint = char.codePointAt(0) ?? 0;
    const previous = runs.at(-1);
    const afterJoiner = chars[index - 1] === '\u200d';
    const asEmoji = chars[index + 1] === '\ufe0f' && codePoint >= 0x2000;
    let wanted: string;
    if (joinsEmoji(codePoint) && previous) wanted = previous.font;
    else if ((afterJoiner || asEmoji) && previous?.font === 'emoji') wanted = 'emoji';
    else if (asEmoji) wanted = 'emoji';
    else wanted = codePoint < 0x2000 || /\s/.test(char) || has(codePoint) ? base : 'emoji';
    // A variation selector in the base font draws nothing: it is left out there.
    if (codePoint === 0xfe0f && wanted !== 'emoji') return;
    if (previous?.font === wanted) previous.text += char;
    else runs.push({ font: wanted, text: char });
  });
  return runs;
}

/**
 * A text in the base font, its emoji in the emoji font, wrapped; each of its lines starts at the left
 * edge (pdfkit's continued runs would start the line after a break where the previous run ended), an
 * empty line half a line's height (a paragraph's break).
 */
function write(
  doc: Doc,
  text: string,
  { base = 'regular', size = 9.5, color = INK, indent = 0, gap = 0.15 } = {},
): void {
  doc.fontSize(size).fillColor(color);
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right - indent;
  for (const line of text.split('\n')) {
    const runs = fontRuns(doc, line, base);
    if (runs.length === 0 || line.trim() === '') {
      doc.font(base).moveDown(0.5);
      continue;
    }
    runs.forEach((run, index) => {
      const continued = index < runs.length - 1;
      doc.font(run.font);
      if (index === 0) doc.text(run.text, doc.page.margins.left + indent, undefined, { continued, width });
      else doc.text(run.text, { continued });
    });
  }
  doc.fillColor(INK).moveDown(gap);
}

/** `label: value`, the label bold. */
function fact(doc: Doc, label: string, value: string, indent = 0): void {
  doc.fontSize(9.5).fillColor(INK).font('bold');
  doc.text(`${label}: `, doc.page.margins.left + indent, undefined, { continued: true });
  const runs = fontRuns(doc, value, 'regular');
  runs.forEach((run, index) => {
    doc.font(run.font).text(run.text, { continued: index < runs.length - 1 });
  });
  doc.moveDown(0.1);
}

function heading(doc: Doc, text: string): void {
  doc.moveDown(0.5);
  write(doc, text, { base: 'bold', size: 11, gap: 0.2 });
}

function line(doc: Doc): void {
  const y = doc.y + 2;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.4);
}

/** The size a picture is drawn at: as large as it fits in the box, never larger than its pixels at 2 per point. */
function fitted(picture: Embedded, maxWidth: number, maxHeight: number) {
  const scale = Math.min(maxWidth / picture.width, maxHeight / picture.height, 0.5);
  return { width: picture.width * scale, height: picture.height * scale };
}

/** The logo's box in the header, in points. */
const LOGO_BOX = { width: 110, height: 64 };
/** The post's picture's box under its text, in points (the record stays about one page). */
const PICTURE_MAX_HEIGHT = 160;

/** The clinic as a letterhead: its logo at the left, its name and identity beside it. */
function clinicHeader(
  doc: Doc,
  reading: RecordReading,
  logo: Embedded | null | undefined,
  words: Words,
): void {
  const [name, ...clinic] = reading.clinic;
  const top = doc.y;
  let indent = 0;
  let bottom = top;
  if (logo) {
    const size = fitted(logo, LOGO_BOX.width, LOGO_BOX.height);
    doc.image(logo.src, doc.page.margins.left, top, size);
    indent = size.width + 14;
    bottom = top + size.height;
  }
  write(doc, name?.[1] ?? '', { base: 'bold', size: 15, gap: 0.1, indent });
  for (const [label, value] of clinic) fact(doc, label, value, indent);
  if (logo === null) write(doc, words.logoMissing, { size: 8, color: MUTED, indent, gap: 0 });
  doc.y = Math.max(doc.y, bottom) + 6;
}

/** The post's first image or video cover, scaled to the text's width, with its caption. */
function postPicture(doc: Doc, reading: RecordReading, pictures: Pictures, words: Words): void {
  const shown = reading.post.picture;
  if (!shown) return;
  const picture = pictures.get(shown.url);
  if (!picture) {
    write(doc, words.pictureMissing(shown.url), { size: 8.5, color: MUTED, gap: 0.3 });
    return;
  }
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const size = fitted(picture, width, PICTURE_MAX_HEIGHT);
  if (doc.y + size.height + 24 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y + 2;
  doc.image(picture.src, doc.page.margins.left, top, size);
  doc.rect(doc.page.margins.left, top, size.width, size.height).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.y = top + size.height + 3;
  write(doc, shown.caption, { size: 8, color: MUTED, gap: 0.3 });
}

/**
 * `logo`: the clinic's logo, null when it has one that could not be had, undefined when it has none.
 */
function writeReading(
  doc: Doc,
  reading: RecordReading,
  language: RecordLanguage,
  { logo, pictures }: { logo: Embedded | null | undefined; pictures: Pictures },
): void {
  const words = RECORD_WORDS[language];
  clinicHeader(doc, reading, logo, words);
  line(doc);
  doc.moveDown(0.2);
  write(doc, reading.title, { base: 'bold', size: 13, gap: 0.2 });
  for (const [label, value] of reading.facts) fact(doc, label, value);
  fact(doc, words.responsibility, reading.responsibility);

  heading(
    doc,
    `${words.thePost} — ${reading.post.heading}${reading.post.format ? ` (${reading.post.format})` : ''}`,
  );
  write(doc, reading.post.text ?? words.none, { size: 10, gap: 0.3 });
  postPicture(doc, reading, pictures, words);
  fact(doc, words.firstComment, reading.post.firstComment ?? words.noFirstComment);
  if (reading.post.media.length > 0) fact(doc, words.media, reading.post.media.join(' · '));

  heading(doc, words.whereWhen);
  if (reading.publications.length === 0) write(doc, words.notPublished);
  for (const publication of reading.publications) {
    write(doc, `• ${publication.where} — ${publication.at}`, { gap: 0 });
    if (publication.link) write(doc, publication.link, { indent: 10, color: MUTED });
  }

  heading(doc, words.people);
  for (const [label, value] of reading.people) fact(doc, label, value);

  heading(doc, words.flags);
  if (reading.flags.length === 0) write(doc, words.noFlags);
  for (const flag of reading.flags) {
    write(doc, `• ${flag.rule} (${flag.severity}): «${flag.phrase}»`, { base: 'bold', gap: 0.05 });
    if (flag.basis)
      write(doc, `${words.legalBasis}: ${flag.basis}`, { indent: 10, size: 8.5, color: MUTED, gap: 0.05 });
    write(doc, flag.found, { indent: 10, size: 8.5, color: MUTED, gap: 0.05 });
    write(doc, flag.resolution, { indent: 10, gap: 0.25 });
  }

  if (reading.aiDisclosure) {
    heading(doc, words.aiDisclosure);
    write(doc, reading.aiDisclosure);
  }
}

function writeAppendix(doc: Doc, reading: RecordReading, language: RecordLanguage): void {
  const words = RECORD_WORDS[language];
  doc.addPage();
  write(doc, `${words.history} — ${reading.title}`, { base: 'bold', size: 11, gap: 0.3 });
  for (const step of reading.steps) {
    write(doc, `${step.number}. ${step.label} — ${step.at} — ${step.who} (${step.role})`, {
      base: 'bold',
      size: 8.5,
      gap: 0,
    });
    if (step.lines.length > 0)
      write(doc, step.lines.join(' · '), { indent: 12, size: 8.5, color: MUTED, gap: 0 });
    doc.moveDown(0.2);
  }
  heading(doc, words.appendix);
  for (const [label, value] of reading.technical) fact(doc, label, value);
  doc.moveDown(0.3);
  for (const step of reading.steps) {
    if (step.technical.length === 0) continue;
    write(doc, `${words.ids.step} ${step.number}. ${step.label}`, { base: 'bold', size: 8.5, gap: 0 });
    for (const detail of step.technical) write(doc, detail, { indent: 12, size: 7.5, color: MUTED, gap: 0 });
    doc.moveDown(0.15);
  }
  heading(doc, words.earlierTexts);
  for (const version of reading.texts) {
    write(doc, version.label, { base: 'bold', size: 8.5, gap: 0 });
    write(doc, version.text, { indent: 12, size: 8.5, gap: 0.3 });
  }
}

/** Loads the pictures of the readings and the logo, a few at a time, each address once. */
async function picturesOf(
  urls: readonly string[],
  load: PictureLoader | undefined,
): Promise<Map<string, Picture | null>> {
  const unique = [...new Set(urls)];
  const pictures = new Map<string, Picture | null>();
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const url = unique[next++] as string;
      pictures.set(url, load ? await load(url) : null);
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, unique.length) }, worker));
  return pictures;
}

/**
 * The records as a PDF: each on its own page (its appendix on the next), after the period's title when
 * there is one (`periodTitle`: a single post's record has its own heading, written once), with the
 * clinic's logo and each post's picture from `pictures` (without it, each is said to be missing).
 * `compress: false` writes its streams plain. pdfkit is loaded with the first PDF asked for: its fonts
 * and tables hold about 30 MB, which a service that exports no PDF need not carry (the services' idle
 * memory budget).
 */
export async function recordsPdf(
  records: readonly PostRecord[],
  options: ExportOptions & {
    title: string;
    periodTitle?: string;
    compress?: boolean;
    pictures?: PictureLoader;
  },
): Promise<Buffer> {
  const { language, context } = options;
  const readings = records.map((record) => readRecord(record, { language, context }));
  const logoUrl = context.clinic.logoUrl;
  const pictures = await picturesOf(
    [
      ...(logoUrl ? [logoUrl] : []),
      ...readings.flatMap((reading) => (reading.post.picture ? [reading.post.picture.url] : [])),
    ],
    options.pictures,
  );
  const { default: PDFDocument } = await import('pdfkit');
  const words = RECORD_WORDS[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 42,
    compress: options.compress ?? true,
    info: { Title: options.title, Creator: 'Post Studio', CreationDate: options.now },
    lang: language === 'el' ? 'el-GR' : 'en-GB',
  });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  doc.registerFont('emoji', FONT_EMOJI);
  const opened: Pictures = new Map(
    [...pictures].map(([url, picture]) => [
      url,
      picture && {
        src: (doc as unknown as { openImage(data: Buffer): unknown }).openImage(picture.data) as Buffer,
        width: picture.width,
        height: picture.height,
      },
    ]),
  );
  const logo = logoUrl ? opened.get(logoUrl) : undefined;
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const exported = `${words.generatedAt}: ${localMoment(options.now.toISOString(), { language, context }, true)}`;
  if (options.periodTitle) {
    write(doc, options.periodTitle, { base: 'bold', size: 15, gap: 0.1 });
    write(doc, exported, { size: 8.5, color: MUTED, gap: 0.6 });
  }
  readings.forEach((reading, index) => {
    if (index > 0) doc.addPage();
    writeReading(doc, reading, language, { logo, pictures: opened });
    if (!options.periodTitle) {
      doc.moveDown(0.6);
      write(doc, exported, { size: 8, color: MUTED });
    }
    writeAppendix(doc, reading, language);
  });
  if (records.length === 0) write(doc, words.none, { size: 11 });
  doc.end();
  return done;
}
