/** The library's video tools, for the benchmark (npm run bench -- video). */
export { ffmpegPath, ffprobePath } from './binaries.ts';
export { convertVideo, MAX_CONVERTED_SECONDS, VIDEO_OUTPUT } from './convert.ts';
export { probeVideo } from './probe.ts';
export { runTool } from './run.ts';
