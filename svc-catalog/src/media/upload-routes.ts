import { type MediaUploadResponse, type MessageResponse, videoMessages } from '@studio/contracts';
import { badRequest, type Clock, mountRoute, type ServiceApp } from '@studio/kit';
import type { FileDeps } from '../stored-files/files.ts';
import { mediaItemOf } from './queries.ts';
import { refuseBlockedAltText, scopeOf } from './scope.ts';
import {
  cancelUpload,
  finishUpload,
  openUpload,
  ownedUpload,
  parseContentRange,
  putChunk,
  uploadOf,
} from './video-upload.ts';

/**
 * /api/media/uploads: the resumable upload of a video (see video-upload.ts): opened with its
 * size, sent in chunks at the stored offset by any replica, and a library item once the last one is in.
 */
export function mediaUploadRoutes(
  app: ServiceApp,
  deps: FileDeps & { maxVideoBytes: number; now: Clock; videoAdded: () => void },
) {
  const { db, maxVideoBytes, now, videoAdded } = deps;

  const uploadAnswer = (
    upload: Parameters<typeof uploadOf>[0],
    media: MediaUploadResponse['media'] = null,
    message?: string,
  ): MediaUploadResponse => ({
    success: true,
    upload: uploadOf(upload),
    media,
    ...(message ? { message } : {}),
  });

  mountRoute(app, 'POST /api/media/uploads', async (c) => {
    const scope = scopeOf(c);
    const request = c.req.valid('json');
    refuseBlockedAltText(scope, request.altText);
    const upload = await openUpload({ ...deps, maxBytes: maxVideoBytes }, scope, request);
    return c.json(uploadAnswer(upload), 201);
  });

  mountRoute(app, 'GET /api/media/uploads/:id', async (c) =>
    c.json(uploadAnswer(await ownedUpload(db, scopeOf(c), c.req.param('id')))),
  );

  mountRoute(app, 'PUT /api/media/uploads/:id', async (c) => {
    const scope = scopeOf(c);
    let upload = await ownedUpload(db, scope, c.req.param('id'));
    if (upload.receivedBytes < upload.sizeBytes) {
      const range = parseContentRange(c.req.header('Content-Range'));
      if (!range) throw badRequest(videoMessages.badRange, 'validation');
      upload = await putChunk({ ...deps, now }, upload, range, c.req.raw.body);
    }
    if (upload.receivedBytes < upload.sizeBytes) return c.json(uploadAnswer(upload));
    // The last chunk (or a PUT after a break that came right after it): the video joins the library.
    const row = await finishUpload(deps, upload);
    videoAdded();
    return c.json(uploadAnswer(upload, await mediaItemOf(db, row), videoMessages.uploaded), 201);
  });

  mountRoute(app, 'DELETE /api/media/uploads/:id', async (c) => {
    await cancelUpload(deps, await ownedUpload(db, scopeOf(c), c.req.param('id')));
    return c.json({ success: true, message: 'Η αποστολή ακυρώθηκε.' } satisfies MessageResponse);
  });
}
