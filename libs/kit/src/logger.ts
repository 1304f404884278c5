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
  if (destination) return pino(options, destination);
  return shortLogLines() ? pino(options, shortLinesTo(process.stdout)) : pino(options);
}

/**
 * Whether log lines are written short, for a person (`LOG_FORMAT=short`, or unset with a terminal on
 * stdout), rather than as JSON for a log collector (`LOG_FORMAT=json`, or unset without a terminal).
 */
function shortLogLines(): boolean {
  const format = process.env.LOG_FORMAT || (process.stdout.isTTY ? 'short' : 'json');
  if (format !== 'short' && format !== 'json')
    throw new Error(`Invalid configuration:\n  LOG_FORMAT: must be json or short, not ${format}`);
  return format === 'short';
}

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/**
 * A JSON log line as a short line: time, level, message, and for a request its method, path, status
 * and time; an error's message. Anything else is left as it is.
 */
export function shortLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof entry !== 'object' || entry === null || typeof entry.msg !== 'string') return line;
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 19) : '';
  const parts: unknown[] = [time, LEVELS[entry.level as number] ?? entry.level, entry.msg];
  if (entry.msg === 'request') parts.push(entry.method, entry.path, entry.status, `${entry.ms} ms`);
  const err = entry.err as { message?: string } | undefined;
  if (err?.message) parts.push(`— ${err.message}`);
  return parts.filter((p) => p !== undefined && p !== '').join(' ');
}

function shortLinesTo(out: NodeJS.WritableStream): pino.DestinationStream {
  return { write: (line: string) => out.write(`${shortLogLine(line.trimEnd())}\n`) };
}
