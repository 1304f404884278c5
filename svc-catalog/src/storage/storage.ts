import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, statfs, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type ImageExt, imageContentTypes } from './image-type.ts';

/** The video formats the library stores: uploads as they came, conversions as MP4. */
export const videoContentTypes = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
} as const;
export type VideoExt = keyof typeof videoContentTypes;

/** A stored video's extension, or null for any other name. */
export const videoExtOf = (name: string): VideoExt | null => {
  const ext = name.slice(name.lastIndexOf('.') + 1);
  return ext in videoContentTypes ? (ext as VideoExt) : null;
};

export const UPLOADS_PREFIX = '/uploads/';

export type StoredFile = { bytes: Uint8Array; contentType: string };

/** Where product images live; local disk by default, another store behind the same three calls. */
export interface Storage {
  /** Keeps the bytes under a new random name; answers the path they are served at, '/uploads/<name>'. */
  put(bytes: Uint8Array, ext: ImageExt): Promise<string>;
  /** The file of a name as `uploadName` accepts it; null when there is none. */
  get(name: string): Promise<StoredFile | null>;
  /** Removes the file of an '/uploads/…' path; a path that is not one of ours, or is gone, is left alone. */
  delete(path: string): Promise<void>;
  /**
   * Videos are too large for bytes in memory: ffprobe and ffmpeg read and write files. The
   * file of a stored name on this machine (the shared upload volume every replica mounts), or null.
   */
  fileOf(nameOrPath: string): string | null;
  /** A new random name for a file a tool is about to write: its path and where to write it. */
  reserve(ext: ImageExt | VideoExt): Promise<{ path: string; file: string }>;
  /** Where the bytes of a resumable upload (`id`: a UUID) gather until its last chunk. */
  partFileOf(id: string): Promise<string>;
  /** Moves a finished file (a part file) into the store under a new name; answers its path. */
  adopt(file: string, ext: VideoExt): Promise<string>;
  /** The part files there are (by upload id) and when each was last written. */
  partFiles(): Promise<{ id: string; modifiedAt: Date }[]>;
  /** The bytes the store's disk has free for it (the shared upload volume), or null when it cannot say. */
  freeBytes(): Promise<number | null>;
}

const NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp|avif|svg|mp4|mov|webm)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The stored name in a name or an '/uploads/<name>' path, or null. Only names `put` could have made
 * pass, so no name ever reaches outside the uploads folder.
 */
export function uploadName(nameOrPath: string): string | null {
  const name = nameOrPath.startsWith(UPLOADS_PREFIX) ? nameOrPath.slice(UPLOADS_PREFIX.length) : nameOrPath;
  return NAME.test(name) ? name : null;
}

export function contentTypeOf(name: string): string {
  const video = videoExtOf(name);
  if (video) return videoContentTypes[video];
  const ext = name.slice(name.lastIndexOf('.') + 1) as ImageExt;
  return imageContentTypes[ext] ?? 'application/octet-stream';
}

const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

/**
 * Files under `dir` (`${DATA_DIR}/uploads`), created on the first write; resumable uploads gather in
 * its `parts/` folder, which is never served (no stored name has a folder).
 */
export function createDiskStorage(dir: string): Storage {
  const root = path.resolve(dir);
  const parts = path.join(root, 'parts');
  return {
    fileOf(nameOrPath) {
      const name = uploadName(nameOrPath);
      return name ? path.join(root, name) : null;
    },
    async reserve(ext) {
      await mkdir(root, { recursive: true });
      const name = `${randomUUID()}.${ext}`;
      return { path: `${UPLOADS_PREFIX}${name}`, file: path.join(root, name) };
    },
    async partFileOf(id) {
      if (!UUID.test(id)) throw new Error(`not an upload id: ${id}`);
      await mkdir(parts, { recursive: true });
      return path.join(parts, `${id}.part`);
    },
    async partFiles() {
      let names: string[];
      try {
        names = await readdir(parts);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const found: { id: string; modifiedAt: Date }[] = [];
      for (const name of names) {
        const id = name.endsWith('.part') ? name.slice(0, -'.part'.length) : '';
        if (!UUID.test(id)) continue;
        try {
          found.push({ id, modifiedAt: (await stat(path.join(parts, name))).mtime });
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
      return found;
    },
    async freeBytes() {
      await mkdir(root, { recursive: true });
      try {
        const fs = await statfs(root);
        return fs.bavail * fs.bsize;
      } catch {
        return null;
      }
    },
    async adopt(file, ext) {
      await mkdir(root, { recursive: true });
      const name = `${randomUUID()}.${ext}`;
      await rename(file, path.join(root, name));
      return `${UPLOADS_PREFIX}${name}`;
    },
    async put(bytes, ext) {
      await mkdir(root, { recursive: true });
      const name = `${randomUUID()}.${ext}`;
      // 'wx': a name is never written twice, whatever happens.
      await writeFile(path.join(root, name), bytes, { flag: 'wx' });
      return `${UPLOADS_PREFIX}${name}`;
    },
    async get(nameOrPath) {
      const name = uploadName(nameOrPath);
      if (!name) return null;
      try {
        const bytes = await readFile(path.join(root, name));
        return { bytes: new Uint8Array(bytes), contentType: contentTypeOf(name) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(filePath) {
      const name = uploadName(filePath);
      if (!name) return;
      try {
        await unlink(path.join(root, name));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}
