import { pino } from 'pino';
import { systemClock } from './clock.ts';

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

/** Whether the process writes JSON lines for a log collector (see shortLogLines). */
export const logsAreJson = () => !shortLogLines();

/**
 * What a process says to the person who started it (where it runs, its first logins): the lines as
 * they are on a terminal, or one JSON log line with `fields` when the logs are JSON, so that a log
 * collector reads every line the process writes.
 */
export function sayAtStart(logger: Logger, message: string, lines: string[], fields: object): void {
  if (logsAreJson()) logger.info(fields, message);
  else process.stdout.write(`${lines.join('\n')}\n`);
}

/**
 * Ends the process on an error nothing handled (a configuration refused at start, a crash), after
 * saying it the way the process's logs are written: one JSON line at level fatal when they are JSON,
 * else the error as Node prints it. Installed first thing in every process's entry point.
 */
export function reportFatalErrors(processName: string): void {
  process.on('uncaughtException', (error) => {
    let json = true;
    try {
      json = logsAreJson();
    } catch {
      // LOG_FORMAT itself is wrong: said as JSON, which a collector and a person can both read.
    }
    if (json) {
      const err =
        error instanceof Error
          ? { type: error.name, message: error.message, stack: error.stack }
          : { message: String(error) };
      const line = {
        level: 60,
        time: systemClock().toISOString(),
        service: processName,
        err,
        msg: err.message,
      };
      process.stderr.write(`${JSON.stringify(line)}\n`);
    } else {
      process.stderr.write(
        `${processName}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
    }
    process.exit(1);
  });
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
