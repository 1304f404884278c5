/**
 * ffmpeg and ffprobe: the system's (Debian's, which the container image installs and its security
 * updates keep current) when there is one, else the binaries npm packages ship
 * (@ffmpeg-installer/linux-x64, @ffprobe-installer/linux-x64: an old build, kept only so that
 * `npm start` and the tests work on a machine without ffmpeg). Nothing is downloaded at install or run
 * time. The packages' only install script is a `chmod u+x`, which an npm that holds install scripts back
 * does not run: their binaries are made executable here, when first asked for, instead.
 */
import { accessSync, chmodSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Where Debian (and most Linux systems) put them. */
export const SYSTEM_BINARIES = { ffmpeg: '/usr/bin/ffmpeg', ffprobe: '/usr/bin/ffprobe' } as const;

function executable(file: string): string {
  try {
    accessSync(file, constants.X_OK);
  } catch {
    chmodSync(file, statSync(file).mode | 0o111);
  }
  return file;
}

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** The first of `system` that is an executable file, else the npm package's binary. */
export function pickBinary(system: readonly string[], bundled: () => string): string {
  return system.find(isExecutable) ?? executable(bundled());
}

let ffmpeg: string | undefined;
let ffprobe: string | undefined;

/** The ffmpeg binary's path. */
export const ffmpegPath = (): string => {
  ffmpeg ??= pickBinary(
    [SYSTEM_BINARIES.ffmpeg],
    () => (require('@ffmpeg-installer/ffmpeg') as { path: string }).path,
  );
  return ffmpeg;
};

/** The ffprobe binary's path. */
export const ffprobePath = (): string => {
  ffprobe ??= pickBinary(
    [SYSTEM_BINARIES.ffprobe],
    () => (require('@ffprobe-installer/ffprobe') as { path: string }).path,
  );
  return ffprobe;
};
