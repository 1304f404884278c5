/**
 * `npm run bench [-- figure…]`: the platform's performance figures on this machine, against the real
 * Postgres and a NATS server of the run's own. Each figure is a ratio of two things measured in the
 * same run, so the machine's speed and noise cancel out. The table is printed and written to
 * bench/RESULTS.md.
 *
 *   gateway    1. gateway cost and 2. the service against a bare route (autocannon)
 *   scheduler  3. 10,000 due posts of 100 accounts published through NATS to the fake Graph API, against
 *              a bare loop making the same Graph calls
 *   replicas   3b. 2,000 due posts with Graph at 400 ms: one svc-social replica, then two
 *   crash      3c. a publisher killed in its Graph call: how late its post and the page's next one go out
 *   hung       3d. a frozen svc-posts replica beside a healthy one: failed answers and p99 through the gateway
 *   periods    4. 100 accounts generating their period with a writer answering in 200 ms
 *   frontend   5. front-end weight and first render in headless Chromium (npm start's all-in-one), and
 *              5e. the calendar screens' own JavaScript, fetched there only
 *   memory     6. resident memory of npm start (idle, after load) and of each service apart
 *   compliance 7. the compliance gate's posts a second on one core, 7d. generated evasions refused, 7g. the
 *              code space of its regular expressions with the platform's flags against V8's defaults
 *   ocr        7b. the offline OCR of library images: images/s on one core, and the RSS its engine adds
 *   faces      7e. the offline face detector of library images: images/s, its RSS reading and idle, false positives
 *   video      7c. the conversion of library videos to 1080×1920 H.264/AAC: seconds per second of video, ffmpeg's peak RSS
 *   load       8. the clinic journey under load: N businesses' users on npm start (twice, with the memory
 *              after each), the split services and two replicas of each (bench/journey-load.ts; its
 *              BENCH_LOAD_* settings there; BENCH_LOAD_URL drives a deployment of one's own)
 */
import path from 'node:path';
import { codeSpaceFigure, complianceFigure, evasionsFigure } from './compliance.ts';
import { facesFigure } from './faces.ts';
import { frontendFigure } from './frontend.ts';
import { gatewayFigures } from './gateway.ts';
import { loadFigures } from './journey-load.ts';
import { memoryFigures } from './memory.ts';
import { ocrFigure } from './ocr.ts';
import { periodFigure } from './periods.ts';
import { crashFigure, hungReplicaFigure } from './replica-faults.ts';
import {
  type Figure,
  type MemoryReading,
  machine,
  renderMemory,
  renderTable,
  type Section,
  writeResults,
} from './report.ts';
import { schedulerFigure, schedulerReplicasFigure } from './scheduler.ts';
import { cleanUp, outputTail, progress } from './support.ts';
import { videoFigure } from './video.ts';

const ALL = [
  'gateway',
  'scheduler',
  'replicas',
  'crash',
  'hung',
  'periods',
  'frontend',
  'memory',
  'compliance',
  'ocr',
  'faces',
  'video',
  'load',
] as const;
type Name = (typeof ALL)[number];

const asked = process.argv.slice(2).filter((a) => a !== '--');
const unknown = asked.filter((a) => !(ALL as readonly string[]).includes(a));
if (unknown.length > 0) {
  console.error(`Unknown figure ${unknown.join(', ')}: choose among ${ALL.join(', ')}`);
  process.exit(2);
}
const chosen: Name[] = asked.length > 0 ? ALL.filter((n) => asked.includes(n)) : [...ALL];

const figures: Figure[] = [];
const memory: MemoryReading[] = [];
const notes: string[] = [];
const sections: Section[] = [];
const began = Date.now();
let failed = false;

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    console.error(`\n[bench] ${signal}: cleaning up…`);
    void cleanUp().then(() => process.exit(130));
  });
}

progress(`machine: ${machine()}`);
progress(`figures: ${chosen.join(', ')}`);
for (const name of chosen) {
  progress(`--- ${name} ---`);
  try {
    if (name === 'gateway') figures.push(...(await gatewayFigures(memory, notes)));
    if (name === 'scheduler') figures.push(await schedulerFigure(memory, notes));
    if (name === 'replicas') figures.push(await schedulerReplicasFigure(notes));
    if (name === 'crash') figures.push(await crashFigure(notes));
    if (name === 'hung') figures.push(await hungReplicaFigure(notes));
    if (name === 'periods') figures.push(await periodFigure(memory, notes));
    if (name === 'frontend') figures.push(...(await frontendFigure(notes)));
    if (name === 'memory') figures.push(...(await memoryFigures(memory, notes)));
    if (name === 'compliance')
      figures.push(await complianceFigure(notes), await evasionsFigure(notes), await codeSpaceFigure(notes));
    if (name === 'ocr') figures.push(await ocrFigure(notes));
    if (name === 'faces') figures.push(await facesFigure(notes));
    if (name === 'video') figures.push(await videoFigure(notes));
    if (name === 'load') figures.push(...(await loadFigures(memory, notes, sections)));
  } catch (error) {
    failed = true;
    console.error(`[bench] ${name} failed: ${(error as Error).stack ?? error}`);
    console.error(`[bench] last process output:\n${outputTail.slice(-30).join('\n')}`);
    figures.push({
      figure: name,
      measured: `failed: ${(error as Error).message.split('\n')[0]}`,
      result: '—',
      target: '—',
      met: false,
    });
  } finally {
    await cleanUp();
  }
}

const seconds = (Date.now() - began) / 1000;
console.log(`\n${renderTable(figures)}\n`);
if (memory.length > 0) console.log(`${renderMemory(memory)}\n`);
for (const note of notes) console.log(`- ${note}`);
const file = path.join(import.meta.dirname, 'RESULTS.md');
writeResults(file, { figures, memory, notes, sections, ran: asked.length > 0 ? chosen : [], seconds });
progress(`written to ${path.relative(process.cwd(), file)} (${seconds.toFixed(0)} s in all)`);
process.exit(failed ? 1 : 0);
