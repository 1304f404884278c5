/**
 * The load generator, run as a child process by support.ts `load()`: autocannon against one URL,
 * the figures as one JSON line on stdout.
 */
import autocannon from 'autocannon';

const options = JSON.parse(process.env.BENCH_LOAD ?? '{}') as {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationSeconds: number;
};

const result = await autocannon({
  url: options.url,
  headers: options.headers,
  connections: options.connections,
  duration: options.durationSeconds,
});
const total = result.requests.total;
process.stdout.write(
  `${JSON.stringify({
    url: options.url,
    requestsPerSecond: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    latencyMax: result.latency.max,
    latencyAverage: result.latency.average,
    total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerRequest: total > 0 ? result.throughput.total / total : 0,
  })}\n`,
);
