import type { MediaItem, MediaUploadResponse } from '@studio/contracts';
import { apiRequest, HttpError } from '@studio/web';

/** Tries of one chunk after a break (a lost connection, a replica restarting) before the upload gives up. */
const CHUNK_TRIES = 4;

/**
 * A video into the library by the resumable upload: opened with its size and type, then sent
 * in chunks of the size the server names, each at the offset the server holds. A chunk that fails is
 * sent again from the offset the server then tells (GET), so a break costs at most one chunk. `onSent`
 * hears the bytes the server has. Resolves to the new library item (its conversion pending).
 */
export async function uploadVideo(
  file: File,
  fields: { altText: string; showsPerson: boolean },
  onSent: (sentBytes: number) => void,
  signal?: AbortSignal,
): Promise<MediaItem> {
  const opened = await apiRequest('POST /api/media/uploads', {
    json: {
      fileName: file.name,
      contentType: file.type as 'video/mp4',
      sizeBytes: file.size,
      altText: fields.altText,
      showsPerson: fields.showsPerson,
    },
    signal,
  });
  const { upload } = opened;
  try {
    return await sendChunks(file, upload, onSent, signal);
  } catch (error) {
    // Given up (or cancelled): the upload is ended at once, not left holding one of the few uploads the
    // business may have open until the server sweeps it.
    await apiRequest('DELETE /api/media/uploads/:id', { params: { id: upload.id } }).catch(() => undefined);
    throw error;
  }
}

/** Sends the chunks from where the server is until the last one; resolves to the new library item. */
async function sendChunks(
  file: File,
  first: MediaUploadResponse['upload'],
  onSent: (sentBytes: number) => void,
  signal?: AbortSignal,
): Promise<MediaItem> {
  let upload = first;
  let tries = 0;
  for (;;) {
    const start = upload.receivedBytes;
    const end = Math.min(start + upload.chunkBytes, file.size);
    let answer: MediaUploadResponse;
    try {
      answer = await apiRequest('PUT /api/media/uploads/:id', {
        params: { id: upload.id },
        body: file.slice(start, end),
        headers: {
          'Content-Type': 'application/octet-stream',
          'Content-Range': `bytes ${start}-${end - 1}/${file.size}`,
        },
        signal,
      });
    } catch (error) {
      const lost = !(error instanceof HttpError) || error.status === 409 || error.status >= 500;
      if (!lost || signal?.aborted || ++tries >= CHUNK_TRIES) throw error;
      // Where the server is now: the chunk may have arrived before the answer was lost.
      upload = (await apiRequest('GET /api/media/uploads/:id', { params: { id: upload.id }, signal })).upload;
      continue;
    }
    tries = 0;
    upload = answer.upload;
    onSent(upload.receivedBytes);
    if (answer.media) return answer.media;
  }
}
