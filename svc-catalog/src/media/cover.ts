import { writeFile } from 'node:fs/promises';
import type { Storage } from '../storage/storage.ts';
import { firstGoodFrame, frameAt } from '../video/convert.ts';
import type { MediaRow } from './queries.ts';

/**
 * A ready video's new cover: the frame at `at` seconds of the converted MP4 (the user's moment), or the
 * first good frame when `at` is null, as a new JPEG in the store. Its path and moment; null when no
 * frame can be read there.
 */
export async function makeCover(
  storage: Storage,
  row: MediaRow,
  at: number | null,
): Promise<{ path: string; at: number } | null> {
  const file = row.videoPath ? storage.fileOf(row.videoPath) : null;
  if (!file) return null;
  const duration = row.videoDurationSeconds ?? 0;
  const moment =
    at === null ? await firstGoodFrame(file, duration) : Math.min(at, Math.max(0, duration - 0.1));
  const jpeg = await frameAt(file, moment, 'jpeg');
  if (!jpeg) return null;
  const cover = await storage.reserve('jpg');
  await writeFile(cover.file, jpeg);
  return { path: cover.path, at: moment };
}
