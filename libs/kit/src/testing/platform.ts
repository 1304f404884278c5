import { randomBytes } from 'node:crypto';
import { answerChecksOn } from '../answer-check.ts';
import { TokenSigner } from '../auth/tokens.ts';
import { MemoryBus } from '../bus/memory-bus.ts';
import { systemClock } from '../clock.ts';
import { createLogger } from '../logger.ts';
import type { Platform } from '../platform.ts';
import { createTestDatabase, type Driver } from './databases.ts';

/** A platform for service tests: a database of its own, the in-process bus, silent logs, answers checked. */
export async function createTestPlatform(driver: Driver): Promise<Platform & { bus: MemoryBus }> {
  const database = await createTestDatabase(driver);
  const logger = (service: string) => createLogger(service, process.env.TEST_LOG_LEVEL ?? 'silent');
  const bus = new MemoryBus(logger('bus'));
  return {
    database,
    bus,
    signer: new TokenSigner(randomBytes(32).toString('hex')),
    logger,
    clock: systemClock,
    outboxRetentionMs: 72 * 60 * 60_000,
    // On under vitest (NODE_ENV=test), unless CHECK_ANSWERS=false.
    checkAnswers: answerChecksOn(),
    close: async () => {
      await bus.close();
      await database.close();
    },
  };
}
