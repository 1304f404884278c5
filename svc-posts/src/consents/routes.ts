import {
  CONSENT_FORM_MAX_BYTES,
  type ConsentResponse,
  type ConsentsResponse,
  CreateConsentFields,
  consentMessages,
} from '@studio/contracts';
import {
  accountIdOf,
  badRequest,
  conflict,
  type Db,
  type KitEnv,
  mountRoute,
  notFound,
  parseId,
  type ServiceApp,
  validationError,
} from '@studio/kit';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { consents, mediaConsents, mediaCopy } from '../db/schema.ts';
import { consentAsShown, consentsAsShown, listConsents, ownedConsent } from './ledger.ts';
import { withdrawConsent } from './withdraw.ts';

type Deps = { db: Db; now: () => Date; afterCommit: () => void; onAlert: () => void };

/** The signed form's type, by its first bytes (what the browser names it is not trusted). */
function formTypeOf(bytes: Uint8Array): 'application/pdf' | 'image/jpeg' | 'image/png' | null {
  const starts = (...magic: number[]) => magic.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  return null;
}

/** A file name safe for a Content-Disposition header. */
const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120) || 'consent';

/** The library image of the account that shows a person (a consent belongs to nothing else). */
async function personImage(db: Db, accountId: number, mediaId: number) {
  const [image] = await db
    .select()
    .from(mediaCopy)
    .where(
      and(eq(mediaCopy.accountId, accountId), eq(mediaCopy.mediaId, mediaId), eq(mediaCopy.removed, false)),
    );
  if (!image) throw notFound('Η εικόνα δεν βρέθηκε στη βιβλιοθήκη.');
  if (!image.showsPerson) throw badRequest(consentMessages.imageNotPerson, 'validation');
  return image;
}

/** Reads POST /api/consents' multipart form: its fields checked first, then the signed form. */
async function readConsentForm(c: Context<KitEnv>) {
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest('Το αίτημα δεν είναι έγκυρη φόρμα.', 'validation');
  }
  const many = (v: unknown) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
  const parsed = CreateConsentFields.safeParse({
    personRef: body.personRef,
    channels: many(body.channels).filter((v) => typeof v === 'string'),
    startsOn: body.startsOn,
    endsOn: body.endsOn,
    mediaId: body.mediaId === '' ? undefined : body.mediaId,
  });
  if (!parsed.success) throw validationError(parsed.error);
  const file = many(body.form).find((v): v is File => v instanceof File);
  if (!file || file.size === 0) throw badRequest(consentMessages.formRequired, 'validation');
  if (file.size > CONSENT_FORM_MAX_BYTES) throw badRequest(consentMessages.formTooLarge, 'validation');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const formType = formTypeOf(bytes);
  if (!formType) throw badRequest(consentMessages.formType, 'validation');
  return { fields: parsed.data, form: { bytes, type: formType, name: safeName(file.name) } };
}

/**
 * /api/consents: the consent ledger of a business. A business sees only its own consents; the
 * signed form is answered only to the account's token, never from a public address.
 */
export function consentRoutes(app: ServiceApp, { db, now, afterCommit, onAlert }: Deps) {
  mountRoute(app, 'GET /api/consents', async (c) => {
    const { mediaId } = c.req.valid('query');
    const rows = await listConsents(db, accountIdOf(c), mediaId);
    return c.json({ success: true, consents: await consentsAsShown(db, rows) } satisfies ConsentsResponse);
  });

  mountRoute(app, 'POST /api/consents', async (c) => {
    const accountId = accountIdOf(c);
    const { fields, form } = await readConsentForm(c);
    if (fields.mediaId !== undefined) await personImage(db, accountId, fields.mediaId);
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(consents)
        .values({
          accountId,
          personRef: fields.personRef,
          channels: fields.channels,
          startsOn: fields.startsOn,
          endsOn: fields.endsOn,
          formName: form.name,
          formType: form.type,
          form: form.bytes,
          createdBy: c.get('auth').sub,
          createdAt: now(),
        })
        .returning({ id: consents.id });
      if (!inserted) throw new Error('insert returned no row');
      if (fields.mediaId !== undefined)
        await tx.insert(mediaConsents).values({ accountId, mediaId: fields.mediaId, consentId: inserted.id });
      return ownedConsent(tx, accountId, inserted.id);
    });
    const body = { success: true, consent: await consentAsShown(db, row), message: consentMessages.created };
    return c.json(body satisfies ConsentResponse, 201);
  });

  mountRoute(app, 'POST /api/consents/:id/images', async (c) => {
    const accountId = accountIdOf(c);
    const consent = await ownedConsent(db, accountId, parseId(c.req.param('id'), 'Consent'));
    if (consent.withdrawnAt) throw conflict(consentMessages.withdrawn);
    const { mediaId } = c.req.valid('json');
    await personImage(db, accountId, mediaId);
    await db
      .insert(mediaConsents)
      .values({ accountId, mediaId, consentId: consent.id, createdAt: now() })
      .onConflictDoNothing();
    const body = {
      success: true,
      consent: await consentAsShown(db, consent),
      message: consentMessages.attached,
    };
    return c.json(body satisfies ConsentResponse);
  });

  mountRoute(app, 'DELETE /api/consents/:id/images/:mediaId', async (c) => {
    const accountId = accountIdOf(c);
    const consent = await ownedConsent(db, accountId, parseId(c.req.param('id'), 'Consent'));
    const mediaId = parseId(c.req.param('mediaId'), 'Image');
    await db
      .delete(mediaConsents)
      .where(and(eq(mediaConsents.consentId, consent.id), eq(mediaConsents.mediaId, mediaId)));
    const body = {
      success: true,
      consent: await consentAsShown(db, consent),
      message: consentMessages.detached,
    };
    return c.json(body satisfies ConsentResponse);
  });

  mountRoute(app, 'GET /api/consents/:id/form', async (c) => {
    const accountId = accountIdOf(c);
    const consent = await ownedConsent(db, accountId, parseId(c.req.param('id'), 'Consent'));
    const [row] = await db.select({ form: consents.form }).from(consents).where(eq(consents.id, consent.id));
    if (!row) throw notFound(consentMessages.notFound);
    return c.body(Buffer.from(row.form), 200, {
      'Content-Type': consent.formType,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(consent.formName)}`,
      // Personal data: never kept by a shared cache, nor by the browser.
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  mountRoute(app, 'POST /api/consents/:id/withdraw', async (c) => {
    const accountId = accountIdOf(c);
    const id = parseId(c.req.param('id'), 'Consent');
    const { row, alerted } = await db.transaction(async (tx) => {
      const current = await ownedConsent(tx, accountId, id, true);
      if (current.withdrawnAt) throw conflict(consentMessages.withdrawn);
      const raised = await withdrawConsent(tx, current, now(), c.get('auth').sub);
      return { row: await ownedConsent(tx, accountId, id), alerted: raised };
    });
    afterCommit();
    if (alerted) onAlert();
    const body = {
      success: true,
      consent: await consentAsShown(db, row),
      message: consentMessages.withdrawnNow,
    };
    return c.json(body satisfies ConsentResponse);
  });
}
