import type { Logger } from '@studio/kit';
import { DEFAULT_WRITER_CONCURRENCY, limitWriter } from './limited-writer.ts';
import { createOfflineWriter } from './offline-writer.ts';
import { createOpenAiWriter } from './openai-writer.ts';
import type { Writer, WriterConfig } from './writer.ts';

/** The OpenAI writer when OPENAI_API_KEY is set, else the offline writer; WRITER_CONCURRENCY calls at once. */
export function createWriter(config: WriterConfig, logger: Logger): Writer {
  return limitWriter(chooseWriter(config, logger), config.WRITER_CONCURRENCY ?? DEFAULT_WRITER_CONCURRENCY);
}

function chooseWriter(config: WriterConfig, logger: Logger): Writer {
  const apiKey = config.OPENAI_API_KEY?.trim();
  if (apiKey) {
    const writer = createOpenAiWriter({ ...config, OPENAI_API_KEY: apiKey }, logger);
    logger.info(
      { writer: 'openai', model: writer.model, baseUrl: config.OPENAI_BASE_URL ?? null },
      'writer ready',
    );
    return writer;
  }
  logger.info({ writer: 'offline' }, 'writer ready: offline (no OPENAI_API_KEY)');
  return createOfflineWriter();
}
