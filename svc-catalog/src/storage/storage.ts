import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type ImageExt, imageContentTypes } from './image-type.ts';

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
}

const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp|avif|svg)$/;

/**
 * The stored name in a name or an '/uploads/<name>' path, or null. Only names `put` could have made
 * pass, so no name ever reaches outside the uploads folder.
 */
export function uploadName(nameOrPath: string): string | null {
  const name = nameOrPath.startsWith(UPLOADS_PREFIX) ? nameOrPath.slice(UPLOADS_PREFIX.length) : nameOrPath;
  return NAME.test(name) ? name : null;
}

export function contentTypeOf(name: string): string {
  const ext = name.slice(name.lastIndexOf('.') + 1) as ImageExt;
  return imageContentTypes[ext] ?? 'application/octet-stream';
}

const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

/** Files under `dir` (`${DATA_DIR}/uploads`), created on the first write. */
export function createDiskStorage(dir: string): Storage {
  const root = path.resolve(dir);
  return {
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
