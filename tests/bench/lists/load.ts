/**
 * The load driver: N keep-alive connections, each sending the next request as soon as the last
 * one's body has arrived; latencies from send to last byte, nearest-rank percentiles.
 */
import { createWriteStream } from 'node:fs';
import { Agent, request } from 'node:http';
import { pipeline } from 'node:stream/promises';

export interface Figures {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** CPU this driver (the measuring process) spent per request, in ms: it shares the machine's cores with the server. */
  driverCpuMs: number;
  /** Status and start of the body of the first failed request, to tell why. */
  firstError?: string;
}

interface Reply {
  status: number;
  ms: number;
  bytes: number;
  body?: string;
}

function send(url: string, headers: Record<string, string>, agent: Agent, keepBody = false): Promise<Reply> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { 'accept-encoding': 'gzip, br', ...headers } }, (res) => {
      let bytes = 0;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (keepBody || (res.statusCode ?? 0) >= 400) chunks.push(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, bytes, body: chunks.length ? Buffer.concat(chunks).toString('utf8').slice(0, 300) : undefined }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] as number;
}

/**
 * Warm-up: one request per connection, then each connection sends at least one measured request
 * and keeps sending until `seconds` have passed, so even a call slower than the window has figures.
 */
export async function measure(options: { url: string; headers: Record<string, string>; connections: number; seconds: number }): Promise<Figures> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const one = () => send(options.url, options.headers, agent).catch((error: unknown): Reply => ({ status: 0, ms: 0, bytes: 0, body: String(error) }));
  try {
    await Promise.all(Array.from({ length: options.connections }, one));
    const start = performance.now();
    const cpuBefore = process.cpuUsage();
    const end = start + options.seconds * 1000;
    const worker = async () => {
      do {
        const reply = await one();
        if (reply.status === 200) latencies.push(reply.ms);
        else {
          errors++;
          firstError ??= `HTTP ${reply.status} ${reply.body ?? ''}`;
        }
      } while (performance.now() < end);
    };
    await Promise.all(Array.from({ length: options.connections }, worker));
    const elapsed = (performance.now() - start) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const sorted = latencies.toSorted((a, b) => a - b);
    return {
      count: sorted.length,
      errors,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      rps: elapsed > 0 ? sorted.length / elapsed : 0,
      driverCpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, sorted.length + errors),
      ...(firstError ? { firstError } : {}),
    };
  } finally {
    agent.destroy();
  }
}

/**
 * `runs` measurements of one call (the method: medians of 3), the one with the median p95
 * returned, its errors summed over all runs. This machine's neighbours move a single 5 s run by ±20 %.
 */
export async function measureMedian(options: { url: string; headers: Record<string, string>; connections: number; seconds: number }, runs: number): Promise<Figures> {
  const all: Figures[] = [];
  for (let i = 0; i < Math.max(1, runs); i++) all.push(await measure(options));
  const median = all.toSorted((a, b) => a.p95 - b.p95)[Math.floor(all.length / 2)] as Figures;
  const errors = all.reduce((sum, f) => sum + f.errors, 0);
  const firstError = all.find((f) => f.firstError)?.firstError;
  return { ...median, errors, ...(firstError ? { firstError } : {}) };
}

/** One GET, decoded as the API's JSON envelope; throws on a non-200. */
export async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as T;
}

/** Downloads `url` into `file`; time from sending to the last byte. */
export async function download(url: string, headers: Record<string, string>, file: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      pipeline(res, createWriteStream(file)).then(() => resolve({ ms: performance.now() - started, bytes, status: res.statusCode ?? 0 }), reject);
    });
    req.on('error', reject);
    req.end();
  });
}
