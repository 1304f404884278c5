import { CONSENT_EXPIRY_WARNING_DAYS, DEFAULT_TIME_ZONE, plusDays, wallClockOf } from '@studio/contracts';
import { type Db, type Logger, lockDue, startPoller } from '@studio/kit';
import { and, asc, gte, inArray, isNull, lte, notInArray, or } from 'drizzle-orm';
import { isKnownTimeZone } from '../accounts/time-zone.ts';
import { raiseAlert } from '../alerts/incidents.ts';
import { companiesCopy, consents } from '../db/schema.ts';

const BATCH = 50;
const greekDate = (iso: string) => iso.split('-').reverse().join('/');

/**
 * Which consents end within the warning's days, counted on each account's calendar (its company's time
 * zone, Athens for one without a company or with a zone unknown here): a consent ends with its last day
 * there, so a warning at 01:00 in Athens counts that day, not the UTC one still running.
 */
async function endingSoon(db: Db, at: Date) {
  const zones = (await db.selectDistinct({ timeZone: companiesCopy.timeZone }).from(companiesCopy))
    .map((row) => row.timeZone)
    .filter(isKnownTimeZone);
  const within = (timeZone: string) => {
    const today = wallClockOf(at, timeZone).day;
    return and(
      gte(consents.endsOn, today),
      lte(consents.endsOn, plusDays(today, CONSENT_EXPIRY_WARNING_DAYS)),
    );
  };
  const accountsIn = (timeZones: string[]) =>
    db
      .select({ accountId: companiesCopy.accountId })
      .from(companiesCopy)
      .where(inArray(companiesCopy.timeZone, timeZones));
  return or(
    ...zones.map((zone) => and(inArray(consents.accountId, accountsIn([zone])), within(zone))),
    and(notInArray(consents.accountId, accountsIn(zones)), within(DEFAULT_TIME_ZONE)),
  );
}

/**
 * Warns once of each consent that ends within CONSENT_EXPIRY_WARNING_DAYS: an alert to the
 * owner, naming it and its end; after its end its photos no longer go out (the consent gate). Takes the
 * consents due through the kit's `lockDue` (replicas share them, none warns twice). Answers how many.
 */
export async function warnExpiringConsents(db: Db, at: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await lockDue(tx, {
      table: consents,
      due: and(isNull(consents.withdrawnAt), isNull(consents.expiryWarnedAt), await endingSoon(tx, at)),
      orderBy: [asc(consents.endsOn), asc(consents.id)],
      limit: BATCH,
    });
    for (const consent of due) {
      await raiseAlert(tx, {
        accountId: consent.accountId,
        incidentKey: `consent-expiring:${consent.id}`,
        kind: 'consent_expiring',
        postId: null,
        productName: null,
        scheduledDate: null,
        title: `Η συναίνεση «${consent.personRef}» λήγει στις ${greekDate(consent.endsOn)}`,
        reason:
          'Μετά τη λήξη της, οι φωτογραφίες που καλύπτει δεν θα δημοσιεύονται. Αν το πρόσωπο συμφωνεί να ' +
          'συνεχιστεί η χρήση τους, καταγράψτε νέα συναίνεση με το υπογεγραμμένο έντυπο στη βιβλιοθήκη πολυμέσων.',
      });
    }
    if (due.length > 0)
      await tx
        .update(consents)
        .set({ expiryWarnedAt: at })
        .where(
          inArray(
            consents.id,
            due.map((c) => c.id),
          ),
        );
    return due.length;
  });
}

/** The periodic check of the consents that end soon, on the injected clock. */
export function startConsentExpiryWorker(options: {
  db: Db;
  now: () => Date;
  logger: Logger;
  intervalMs: number;
  onAlert: () => void;
}) {
  async function runDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const warned = await warnExpiringConsents(options.db, options.now());
      total += warned;
      if (warned < BATCH) break;
    }
    if (total > 0) options.onAlert();
    return total;
  }
  const poller = startPoller({
    intervalMs: options.intervalMs,
    run: runDue,
    onError: (error) => options.logger.error({ err: error }, 'consent expiry check failed'),
  });
  return { runDue, stop: poller.stop };
}
