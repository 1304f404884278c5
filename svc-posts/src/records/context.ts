/**
 * What a record names beside its steps: the clinic as its company settings say (svc-auth's copy), its
 * time zone, and the role of each of its users, so that a step reads «who, as what».
 */
import type { MemberRole } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { eq } from 'drizzle-orm';
import { timeZoneOf } from '../accounts/time-zone.ts';
import { adminUserEmailsCopy, companiesCopy } from '../db/schema.ts';

/** The clinic's identity as its company settings hold it; null where a field is empty. */
export type RecordClinic = {
  name: string | null;
  location: string | null;
  address: string | null;
  telephone: string | null;
  website: string | null;
  taxId: string | null;
  responsibleDoctor: string | null;
  doctorRegistration: string | null;
  /** The clinic's logo: an uploaded one's '/uploads/…' address, or a web one. */
  logoUrl: string | null;
};

export type RecordContext = {
  clinic: RecordClinic;
  timeZone: string;
  /** The role of each user of the account, by the subject its steps name (`admin-user:<id>`). */
  roles: ReadonlyMap<string, MemberRole>;
};

export async function recordContextOf(db: Db, accountId: number): Promise<RecordContext> {
  const [[company], users, timeZone] = await Promise.all([
    db.select().from(companiesCopy).where(eq(companiesCopy.accountId, accountId)),
    db
      .select({ id: adminUserEmailsCopy.adminUserId, role: adminUserEmailsCopy.role })
      .from(adminUserEmailsCopy)
      .where(eq(adminUserEmailsCopy.accountId, accountId)),
    timeZoneOf(db, accountId),
  ]);
  return {
    clinic: {
      name: company?.companyName ?? null,
      location: company?.location ?? null,
      address: company?.address ?? null,
      telephone: company?.telephone ?? null,
      website: company?.website ?? null,
      taxId: company?.taxId ?? null,
      responsibleDoctor: company?.responsibleDoctor ?? null,
      doctorRegistration: company?.doctorRegistration ?? null,
      logoUrl: company?.logoUrl ?? null,
    },
    timeZone,
    roles: new Map(users.map((user) => [`admin-user:${user.id}`, user.role])),
  };
}
