import { inflateSync } from 'node:zlib';

/** The PDF's source with each FlateDecode stream written plain. */
function inflated(source: string): string {
  return source.replace(
    /(\/FlateDecode[^>]*>>\s*stream\r?\n)([\s\S]*?)(\r?\nendstream)/g,
    (whole, open: string, data: string, close: string) => {
      try {
        return `${open}${inflateSync(Buffer.from(data, 'latin1')).toString('latin1')}${close}`;
      } catch {
        return whole;
      }
    },
  );
}

/** A ToUnicode map: each glyph code (hex) to its text. */
function cmapOf(stream: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of stream.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const range of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
      const start = Number.parseInt(range[1]!, 16);
      for (const [i, u] of [...range[3]!.matchAll(/<([0-9a-f]+)>/gi)].entries())
        map.set(
          (start + i).toString(16).padStart(range[1]!.length, '0'),
          String.fromCodePoint(...(u[1]!.match(/.{4}/g) ?? []).map((h) => Number.parseInt(h, 16))),
        );
    }
  return map;
}

/**
 * The text a PDF of pdfkit shows, read back through each font's ToUnicode map: what a test checks a
 * downloaded PDF says. Compressed (FlateDecode) streams are inflated first.
 */
export function textOfPdf(pdf: Buffer): string {
  const source = inflated(pdf.toString('latin1'));
  const objects = new Map([...source.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)].map((m) => [m[1]!, m[2]!]));
  const fonts = new Map<string, Map<string, string>>();
  for (const resources of source.matchAll(/\/Font\s*<<([^>]*)>>/g))
    for (const [, name, ref] of resources[1]!.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(ref!) ?? '')?.[1];
      if (toUnicode) fonts.set(name!, cmapOf(objects.get(toUnicode) ?? ''));
    }
  let map = new Map<string, string>();
  let text = '';
  for (const op of source.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ/g)) {
    if (op[1]) {
      map = fonts.get(op[1]) ?? map;
      continue;
    }
    for (const hex of op[2]!.matchAll(/<([0-9a-f]+)>/gi))
      for (const code of hex[1]!.match(/.{4}/g) ?? []) text += map.get(code) ?? '?';
    text += '\n';
  }
  return text;
}
