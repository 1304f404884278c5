import { blockedFieldsMessage, checkFields } from '@studio/ai';
import {
  type CompanyInfo,
  type CompanyInfoResponse,
  nextSetupStep,
  type SetupStatus,
} from '@studio/contracts';
import { ApiError, accountIdOf, type Clock, type Db, emit, mountRoute, type ServiceApp } from '@studio/kit';
import { eq } from 'drizzle-orm';
import { accountSetup, accounts, companyInfo, outbox } from '../db/schema.ts';

type Deps = { db: Db; afterCommit: () => void; clock: Clock };

const toCompanyInfo = (row: typeof companyInfo.$inferSelect): CompanyInfo => ({
  id: row.id,
  accountId: row.accountId,
  companyName: row.companyName,
  location: row.location,
  postFrequencyDays: row.postFrequencyDays,
  scheduledTime: row.scheduledTime,
  logoUrl: row.logoUrl,
  timeZone: row.timeZone,
  telephone: row.telephone,
  bookingUrl: row.bookingUrl,
  address: row.address,
  website: row.website,
  taxId: row.taxId,
  responsibleDoctor: row.responsibleDoctor,
  doctorRegistration: row.doctorRegistration,
});

async function findCompanyInfo(db: Db, accountId: number): Promise<CompanyInfo | null> {
  const [row] = await db.select().from(companyInfo).where(eq(companyInfo.accountId, accountId));
  return row ? toCompanyInfo(row) : null;
}

/** /api/v2: the business's company information (step 1) and how far its setup has come. */
export function companyRoutes(app: ServiceApp, { db, afterCommit, clock }: Deps) {
  mountRoute(app, 'GET /api/v2/company-info', async (c) => {
    const accountId = accountIdOf(c);
    const [info, [account]] = await Promise.all([
      findCompanyInfo(db, accountId),
      db.select({ businessName: accounts.businessName }).from(accounts).where(eq(accounts.id, accountId)),
    ]);
    return c.json({
      success: true,
      companyInfo: info,
      ...(account ? { businessName: account.businessName } : {}),
    } satisfies CompanyInfoResponse);
  });

  mountRoute(app, 'POST /api/v2/company-info', async (c) => {
    const accountId = accountIdOf(c);
    const input = c.req.valid('json');
    // The company's name, location, address, website and booking link feed the writer and show beside the
    // posts: a `block` term in any of them is refused, naming the field.
    const flags = checkFields(
      (['companyName', 'location', 'address', 'website', 'bookingUrl'] as const).map((field) => ({
        field,
        text: input[field],
      })),
    );
    const refusal = blockedFieldsMessage(flags, 'el');
    if (refusal) {
      const fields = [...new Set(flags.filter((f) => f.severity === 'block').map((f) => f.field!))];
      throw new ApiError(
        422,
        'compliance',
        refusal,
        fields.map((path) => ({ path, message: refusal })),
      );
    }
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(companyInfo)
        .values({ ...input, accountId })
        .onConflictDoUpdate({ target: companyInfo.accountId, set: { ...input, updatedAt: clock() } })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      await emit(tx, outbox, 'auth.company.updated', {
        accountId,
        companyName: row.companyName,
        location: row.location,
        postFrequencyDays: row.postFrequencyDays,
        scheduledTime: row.scheduledTime,
        timeZone: row.timeZone,
        telephone: row.telephone,
        bookingUrl: row.bookingUrl,
        address: row.address,
        website: row.website,
        logoUrl: row.logoUrl,
        taxId: row.taxId,
        responsibleDoctor: row.responsibleDoctor,
        doctorRegistration: row.doctorRegistration,
      });
      return toCompanyInfo(row);
    });
    afterCommit();
    return c.json({
      success: true,
      companyInfo: saved,
      message: 'Επιτυχής αποθήκευση!',
    } satisfies CompanyInfoResponse);
  });

  mountRoute(app, 'GET /api/v2/setup-status', async (c) => {
    const accountId = accountIdOf(c);
    const hasSettings = (await findCompanyInfo(db, accountId)) !== null;
    // Products and pages belong to svc-catalog and svc-social: this is the copy their events keep.
    const [counts] = await db.select().from(accountSetup).where(eq(accountSetup.accountId, accountId));
    const status = {
      hasSettings,
      hasProducts: (counts?.productCount ?? 0) > 0,
      hasPlatforms: (counts?.pageCount ?? 0) > 0,
    };
    return c.json({ ...status, nextStep: nextSetupStep(status) } satisfies SetupStatus);
  });
}
