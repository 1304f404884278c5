/**
 * A post's record, or a period's, as a file: CSV (a header row, one row per step, UTF-8 with a BOM so
 * Excel reads the Greek) or PDF (pdfkit, with DejaVu Sans from its npm package embedded for the Greek
 * glyphs: nothing is fetched at run time).
 */
import { createRequire } from 'node:module';
import { type PostRecord, type PostRecordStep, recordActorLine } from '@studio/contracts';
import type PDFKit from 'pdfkit';
import { RECORD_WORDS, type RecordLanguage } from './words.ts';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export type ExportOptions = { language: RecordLanguage; timeZone: string; now: Date };

const BOM = '\uFEFF';

/** A CSV field: quoted when it holds a comma, a quote or a line break; a formula's first sign defused. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The records as CSV: a header row, then one row per step, in order. */
export function recordsCsv(records: readonly PostRecord[], { language }: ExportOptions): string {
  const words = RECORD_WORDS[language];
  const rows = [words.csvHeader];
  for (const record of records)
    for (const [index, step] of record.steps.entries())
      rows.push([
        String(record.postId),
        record.productName,
        record.scheduledDate ?? '',
        record.deletedAt ?? '',
        String(index + 1),
        step.kind,
        words.kinds[step.kind],
        step.actor.kind,
        step.actor.ref ?? '',
        step.actor.name,
        step.at,
        JSON.stringify(step.detail),
      ]);
  return `${BOM}${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** A moment as the reader's language writes it, in the company's time zone. */
function momentOf(at: string | null, { language, timeZone }: ExportOptions): string {
  if (!at) return RECORD_WORDS[language].none;
  return new Intl.DateTimeFormat(language === 'el' ? 'el-GR' : 'en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(at));
}

/** A step's detail as lines a person reads: `key: value`, the texts whole. */
function detailLines(step: PostRecordStep): string[] {
  return Object.entries(step.detail).flatMap(([key, value]) => {
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return [];
    const shown = typeof value === 'string' ? value : JSON.stringify(value);
    return [`${key}: ${shown}`];
  });
}

type Doc = InstanceType<typeof PDFKit>;

/** The embedded font's own question (fontkit's, under pdfkit's current font): can it draw this character? */
type GlyphCheck = { _font?: { font?: { hasGlyphForCodePoint?: (codePoint: number) => boolean } } };

/**
 * The text as the embedded font can draw it: a character it has no glyph for (an emoji) is written as
 * its code point, `[U+2705]`, so the record stays faithful where a blank box would lose it.
 */
function drawable(doc: Doc, text: string): string {
  const has = (doc as unknown as GlyphCheck)._font?.font?.hasGlyphForCodePoint;
  if (!has) return text;
  const font = (doc as unknown as GlyphCheck)._font?.font;
  return [...text]
    .map((char) => {
      const codePoint = char.codePointAt(0) ?? 0;
      if (codePoint < 0x2000 || /\s/.test(char) || has.call(font, codePoint)) return char;
      // A variation selector or joiner only shapes the emoji before it.
      if (codePoint === 0xfe0f || codePoint === 0x200d) return '';
      return `[U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}]`;
    })
    .join('');
}

function writeRecord(doc: Doc, record: PostRecord, options: ExportOptions): void {
  const words = RECORD_WORDS[options.language];
  doc.font('bold').fontSize(15).text(`${words.title} #${record.postId}`);
  doc.font('regular').fontSize(10).moveDown(0.3);
  const facts: [string, string][] = [
    [words.product, record.productName],
    [words.scheduled, momentOf(record.scheduledDate, options)],
    [words.created, momentOf(record.createdAt, options)],
    [words.deleted, momentOf(record.deletedAt, options)],
    [words.keptUntil, record.keptUntil ? momentOf(record.keptUntil, options) : words.none],
    [
      words.responsibility,
      record.editorialResponsibility
        ? `${record.editorialResponsibility.actor.name}, ${momentOf(record.editorialResponsibility.at, options)}`
        : words.noResponsibility,
    ],
  ];
  for (const [label, value] of facts)
    doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  const aiWritten = record.steps.some((s) => s.actor.kind === 'writer');
  if (aiWritten && record.editorialResponsibility)
    doc.moveDown(0.3).fontSize(9).fillColor('#444444').text(words.aiNote).fillColor('#000000').fontSize(10);
  doc.moveDown(0.6);
  record.steps.forEach((step, index) => {
    doc
      .font('bold')
      .fontSize(10)
      .text(`${index + 1}. ${words.kinds[step.kind]} · ${momentOf(step.at, options)}`);
    doc
      .font('regular')
      .fontSize(9)
      .text(
        `${recordActorLine(step.actor, options.language)}${step.actor.ref ? ` (${step.actor.ref})` : ''}`,
      );
    for (const line of detailLines(step)) doc.fillColor('#333333').text(drawable(doc, line), { indent: 12 });
    doc.fillColor('#000000').moveDown(0.4);
  });
}

/**
 * The records as a PDF: one after the other, each from a new page, headed by the period's title when
 * there is one. `compress: false` writes its streams plain (the tests read them). pdfkit is loaded
 * with the first PDF asked for: its fonts and tables hold about 30 MB, which a service that exports no
 * PDF need not carry (the services' idle memory budget).
 */
export async function recordsPdf(
  records: readonly PostRecord[],
  options: ExportOptions & { title: string; compress?: boolean },
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const words = RECORD_WORDS[options.language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    compress: options.compress ?? true,
    info: { Title: options.title, Creator: 'Post Studio', CreationDate: options.now },
    lang: options.language === 'el' ? 'el-GR' : 'en-GB',
  });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('bold').fontSize(17).text(options.title);
  doc
    .font('regular')
    .fontSize(9)
    .text(`${words.generatedAt}: ${momentOf(options.now.toISOString(), options)} (${options.timeZone})`)
    .moveDown();
  records.forEach((record, index) => {
    if (index > 0) doc.addPage();
    writeRecord(doc, record, options);
  });
  if (records.length === 0) doc.font('regular').fontSize(11).text(words.none);
  doc.end();
  return done;
}
