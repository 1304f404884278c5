/**
 * ffmpeg and ffprobe (issue 37) come from npm packages that ship the Linux binaries inside them
 * (@ffmpeg-installer/linux-x64, @ffprobe-installer/linux-x64): nothing is downloaded at install or run
 * time. Their only install script is a `chmod u+x`, which an npm that holds install scripts back does not
 * run: the binaries are made executable here, when first asked for, instead.
 */
import { accessSync, chmodSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function executable(file: string): string {
  try {
    accessSync(file, constants.X_OK);
  } catch {
    chmodSync(file, statSync(file).mode | 0o111);
  }
  return file;
}

let ffmpeg: string | undefined;
let ffprobe: string | undefined;

/** The ffmpeg binary's path. */
export const ffmpegPath = (): string => {
  ffmpeg ??= executable((require('@ffmpeg-installer/ffmpeg') as { path: string }).path);
  return ffmpeg;
};

/** The ffprobe binary's path. */
export const ffprobePath = (): string => {
  ffprobe ??= executable((require('@ffprobe-installer/ffprobe') as { path: string }).path);
  return ffprobe;
};
