import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import Tesseract from 'tesseract.js';
const require = createRequire(import.meta.url);
const modelDir = (lang) => path.join(path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)), '4.0.0_best_int');
const langs = ['eng'];
const engine = await Tesseract.createWorker(langs, Tesseract.OEM.LSTM_ONLY, { langPath: modelDir('eng'), cacheMethod: 'none', gzip: true });
const ell = gunzipSync(await readFile(path.join(modelDir('ell'), 'ell.traineddata.gz')));
await engine.FS('writeFile', ['ell.traineddata', ell]);
langs.push('ell');
await engine.reinitialize('eng+ell', Tesseract.OEM.LSTM_ONLY);

const xml = (t) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const svgText = (lines, { w = 1000, bg = '#f6e7ee', extra = '', textAttrs = 'fill="#1d2433"', rotate = 0 } = {}) => {
  const h = 160 + lines.length * 160;
  const rows = lines.map((l, i) => `<text x="60" y="${200 + i * 160}" font-size="110" font-family="sans-serif" font-weight="bold" ${textAttrs}>${xml(l)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="${bg}"/>${extra}<g transform="rotate(${rotate} ${w/2} ${h/2})">${rows}</g></svg>`;
};
const toPng = async (buf) => sharp(buf).flatten({ background: '#ffffff' }).resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true }).greyscale().png({ compressionLevel: 1 }).toBuffer();
const cases = {};
cases.plain = await sharp(Buffer.from(svgText(['BOTOX', 'Λάμψη χωρίς']))).png().toBuffer();
for (const r of [90, 180, 270]) cases['rot' + r] = await sharp(cases.plain).rotate(r).png().toBuffer();
for (const r of [12, -20, 35]) cases['skew' + r] = await sharp(cases.plain).rotate(r, { background: '#f6e7ee' }).png().toBuffer();
const stripes = Array.from({ length: 40 }, (_, i) => `<rect x="0" y="${i * 16}" width="100%" height="8" fill="#c9a0b0"/>`).join('');
cases.striped = await sharp(Buffer.from(svgText(['BOTOX', 'Λάμψη χωρίς'], { extra: stripes }))).png().toBuffer();
const dstripes = Array.from({ length: 80 }, (_, i) => `<line x1="${i * 30 - 600}" y1="0" x2="${i * 30}" y2="600" stroke="#222" stroke-width="6"/>`).join('');
cases.dstriped = await sharp(Buffer.from(svgText(['BOTOX', 'Λάμψη χωρίς'], { extra: dstripes, textAttrs: 'fill="#d0102a"' }))).png().toBuffer();
cases.outlined = await sharp(Buffer.from(svgText(['BOTOX', 'Λάμψη χωρίς'], { textAttrs: 'fill="none" stroke="#1d2433" stroke-width="3"' }))).png().toBuffer();
// photo-like: blurred noise
const noise = Buffer.alloc(800 * 600 * 3); for (let i = 0; i < noise.length; i++) noise[i] = Math.random() * 255;
cases.noise = await sharp(noise, { raw: { width: 800, height: 600, channels: 3 } }).blur(3).png().toBuffer();
cases.noiseSharp = await sharp(noise, { raw: { width: 800, height: 600, channels: 3 } }).png().toBuffer();
const shapes = Array.from({ length: 40 }, () => `<circle cx="${Math.random()*800}" cy="${Math.random()*600}" r="${10+Math.random()*80}" fill="rgb(${Math.random()*255|0},${Math.random()*255|0},${Math.random()*255|0})"/>`).join('');
cases.shapes = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="100%" height="100%" fill="#eee"/>${shapes}</svg>`)).blur(1).png().toBuffer();
try { cases.photo = await readFile('/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html/embedded-book/assets/f3.jpg'); } catch {}
for (const [name, img] of Object.entries(cases)) {
  const png = await toPng(img);
  for (const opts of [{}, { rotateAuto: true }]) {
    const t0 = performance.now();
    const { data } = await engine.recognize(png, opts, { text: true, blocks: true });
    const ms = performance.now() - t0;
    const words = (data.blocks ?? []).flatMap(b => b.paragraphs.flatMap(p => p.lines.flatMap(l => l.words)));
    console.log(name.padEnd(10), JSON.stringify(opts).padEnd(18), ms.toFixed(0).padStart(5), 'ms conf', data.confidence, 'rot', data.rotateRadians?.toFixed(3), '|', words.map(w => `${w.text}:${w.confidence.toFixed(0)}`).join(' ').slice(0, 200));
  }
}
await engine.terminate();
