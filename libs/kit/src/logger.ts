import { pino } from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs, one line per event, with the service's name on every line. */
export function createLogger(
  service: string,
  level = process.env.LOG_LEVEL ?? 'info',
  /** Where the lines go (default: stdout); tests pass a stream to read the logs back. */
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    name: service,
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: [
        'password',
        '*.password',
        'token',
        '*.token',
        'accessToken',
        '*.accessToken',
        'authorization',
        '*.authorization',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
