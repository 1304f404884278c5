import { type CompanyLogoResponse, companyLogoMessages } from '@studio/contracts';
import { accountIdOf, badRequest, type Clock, mountRoute, type ServiceApp } from '@studio/kit';
import { eq } from 'drizzle-orm';
import { companyLogos } from '../db/schema.ts';
import { readForm } from '../products/form.ts';
import { deleteUnusedFiles, type FileDeps, withStoredFile } from '../stored-files/files.ts';
import { fileOf, readImageUpload } from '../stored-files/upload.ts';

/**
 * /api/company-logo: the business uploads its logo, checked by its bytes as every image is (a raster
 * image within the size and pixel limits that decodes whole, the uploads per minute counted); it is
 * served at its '/uploads/…' address, which the company settings keep. A new logo replaces the old
 * one's file.
 */
export function companyLogoRoutes(app: ServiceApp, deps: FileDeps & { now: Clock }) {
  const { db } = deps;

  mountRoute(app, 'POST /api/company-logo', async (c) => {
    const accountId = accountIdOf(c);
    const file = fileOf((await readForm(c)).image);
    if (!file) throw badRequest(companyLogoMessages.required, 'validation');
    const upload = await readImageUpload(file, { accountId, db, now: deps.now() });
    const { logoUrl, replaced } = await withStoredFile(deps, upload, (storedPath) =>
      db.transaction(async (tx) => {
        const [before] = await tx
          .select({ imagePath: companyLogos.imagePath })
          .from(companyLogos)
          .where(eq(companyLogos.accountId, accountId))
          .for('update');
        const values = { accountId, imagePath: storedPath!, updatedAt: deps.now() };
        await tx
          .insert(companyLogos)
          .values(values)
          .onConflictDoUpdate({ target: companyLogos.accountId, set: values });
        return { logoUrl: storedPath!, replaced: before?.imagePath ?? null };
      }),
    );
    if (replaced) await deleteUnusedFiles(deps, [replaced]);
    return c.json(
      { success: true, logoUrl, message: companyLogoMessages.uploaded } satisfies CompanyLogoResponse,
      201,
    );
  });
}
