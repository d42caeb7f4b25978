/**
 * Synthetic logs for the negatives corpus: what services, proxies, CI runners and schedulers
 * print in a normal day — request lines with documentation IPs, JSON logs with request and trace
 * ids, stack traces, build and test output, scheduler events — with the words that sit near
 * secrets and identifiers in real logs ("password reset", "token refreshed", "phone verified")
 * but no value behind them. Seeded, so every run reads the same bytes.
 */
import { int, pick, type Rng } from '../census/prng';

const hex = (rng: Rng, n: number): string => {
  let s = '';
  for (let i = 0; i < n; i++) s += '0123456789abcdef'[int(rng, 0, 15)];
  return s;
};
const uuid = (rng: Rng): string => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-a${hex(rng, 3)}-${hex(rng, 12)}`;
const two = (n: number): string => String(n).padStart(2, '0');
const stamp = (rng: Rng): string => `2026-${two(int(rng, 1, 12))}-${two(int(rng, 1, 28))}T${two(int(rng, 0, 23))}:${two(int(rng, 0, 59))}:${two(int(rng, 0, 59))}.${String(int(rng, 0, 999)).padStart(3, '0')}Z`;
const ip = (rng: Rng): string => `${pick(rng, ['192.0.2', '198.51.100', '203.0.113'])}.${int(rng, 1, 254)}`;
const path = (rng: Rng): string =>
  `/${pick(rng, ['api', 'v1', 'v2', 'static', 'assets', 'auth', 'admin'])}/${pick(rng, ['users', 'orders', 'session', 'login', 'password/reset', 'token/refresh', 'health', 'metrics', 'invoices', 'search'])}${rng() < 0.3 ? `/${int(rng, 1, 99999)}` : ''}${rng() < 0.2 ? `?page=${int(rng, 1, 40)}&per_page=${pick(rng, ['20', '50', '100'])}` : ''}`;

const MESSAGES = [
  'request completed',
  'password reset email queued',
  'token refreshed for session',
  'phone verification requested',
  'user signed in',
  'cache miss, fetching from origin',
  'retrying connection to primary',
  'rate limit exceeded for api key prefix',
  'address validation skipped: feature disabled',
  'payment intent created',
  'email bounced, marking undeliverable',
  'secret rotation job finished',
  'credentials loaded from vault',
  'schema migration applied',
];

function accessLine(rng: Rng): string {
  const method = pick(rng, ['GET', 'GET', 'GET', 'POST', 'PUT', 'DELETE']);
  return `${ip(rng)} - - [${two(int(rng, 1, 28))}/Nov/2026:${two(int(rng, 0, 23))}:${two(int(rng, 0, 59))}:${two(int(rng, 0, 59))} +0000] "${method} ${path(rng)} HTTP/1.1" ${pick(rng, ['200', '200', '204', '301', '304', '400', '401', '403', '404', '500', '502'])} ${int(rng, 0, 90000)} "-" "${pick(rng, ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36', 'curl/8.5.0', 'python-requests/2.32.3', 'Go-http-client/2.0', 'kube-probe/1.31'])}"`;
}

function jsonLine(rng: Rng): string {
  const record: Record<string, unknown> = {
    ts: stamp(rng),
    level: pick(rng, ['info', 'info', 'debug', 'warn', 'error']),
    msg: pick(rng, MESSAGES),
    service: pick(rng, ['billing', 'auth', 'gateway', 'search', 'notifier']),
    request_id: uuid(rng),
    trace_id: hex(rng, 32),
    span_id: hex(rng, 16),
    duration_ms: int(rng, 1, 4000),
  };
  if (rng() < 0.3) record['user_id'] = int(rng, 1, 999999);
  if (rng() < 0.2) record['status'] = pick(rng, [200, 401, 429, 500]);
  if (rng() < 0.2) record['retry'] = int(rng, 0, 5);
  return JSON.stringify(record);
}

function keyValueLine(rng: Rng): string {
  return `${stamp(rng)} ${pick(rng, ['INFO', 'WARN', 'DEBUG', 'ERROR'])} [${pick(rng, ['main', 'worker-3', 'http-nio-8080-exec-7', 'scheduler'])}] ${pick(rng, ['c.a.b.AuthService', 'o.h.SQL', 'app.jobs.Cleanup', 'RequestLogger'])} - ${pick(rng, MESSAGES)} request_id=${uuid(rng)} latency=${int(rng, 1, 900)}ms attempts=${int(rng, 1, 3)} host=${pick(rng, ['web-1', 'web-2', 'worker-a'])}`;
}

function stackTrace(rng: Rng): string {
  const cls = pick(rng, ['OrderService', 'TokenValidator', 'PasswordEncoder', 'AddressMapper', 'PhoneFormatter']);
  return [
    `${stamp(rng)} ERROR Unhandled exception in ${cls}`,
    `java.lang.IllegalStateException: ${pick(rng, ['connection pool exhausted', 'token expired', 'unexpected null value', 'invalid state transition'])}`,
    `\tat com.example.app.${cls}.process(${cls}.java:${int(rng, 10, 400)})`,
    `\tat com.example.app.Pipeline.run(Pipeline.java:${int(rng, 10, 400)})`,
    `\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)`,
    `\tat java.base/java.lang.Thread.run(Thread.java:1583)`,
  ].join('\n');
}

function pythonTrace(rng: Rng): string {
  return [
    'Traceback (most recent call last):',
    `  File "/srv/app/${pick(rng, ['handlers', 'tasks', 'models'])}.py", line ${int(rng, 10, 600)}, in ${pick(rng, ['handle', 'run', 'save'])}`,
    `    result = self.${pick(rng, ['client', 'session', 'store'])}.${pick(rng, ['fetch', 'commit', 'get'])}(key)`,
    `KeyError: '${pick(rng, ['user_id', 'password_hash', 'email_verified', 'phone_country'])}'`,
  ].join('\n');
}

function buildLog(rng: Rng): string {
  return [
    `$ npm ci`,
    `added ${int(rng, 200, 1500)} packages, and audited ${int(rng, 200, 1500)} packages in ${int(rng, 5, 90)}s`,
    `${int(rng, 20, 200)} packages are looking for funding`,
    `$ npm test`,
    ` ✓ src/${pick(rng, ['auth', 'billing', 'address'])}/${pick(rng, ['token', 'password', 'phone', 'format'])}.test.ts (${int(rng, 3, 80)} tests) ${int(rng, 5, 900)}ms`,
    ` Test Files  ${int(rng, 5, 80)} passed (${int(rng, 5, 80)})`,
    `      Tests  ${int(rng, 50, 1500)} passed`,
    `   Duration  ${int(rng, 1, 90)}.${int(rng, 10, 99)}s`,
    `Step ${int(rng, 1, 12)}/12 : RUN npm run build`,
    ` ---> Running in ${hex(rng, 12)}`,
    `Successfully built ${hex(rng, 12)}`,
    `Successfully tagged registry.example.internal/app:${int(rng, 1, 9)}.${int(rng, 0, 30)}.${int(rng, 0, 99)}`,
  ].join('\n');
}

function schedulerEvents(rng: Rng): string {
  const pod = `${pick(rng, ['api', 'worker', 'cron'])}-${hex(rng, 10)}-${hex(rng, 5)}`;
  return [
    `LAST SEEN   TYPE      REASON      OBJECT          MESSAGE`,
    `${int(rng, 1, 59)}s         Normal    Scheduled   pod/${pod}   Successfully assigned default/${pod} to node-${int(rng, 1, 9)}`,
    `${int(rng, 1, 59)}s         Normal    Pulled      pod/${pod}   Container image "registry.example.internal/app:1.${int(rng, 0, 40)}.${int(rng, 0, 9)}" already present on machine`,
    `${int(rng, 1, 59)}s         Warning   BackOff     pod/${pod}   Back-off restarting failed container`,
  ].join('\n');
}

/** About `bytes` of log text. */
export function syntheticLogs(rng: Rng, bytes: number): string[] {
  const out: string[] = [];
  let size = 0;
  const makers = [accessLine, jsonLine, keyValueLine, stackTrace, pythonTrace, buildLog, schedulerEvents];
  while (size < bytes) {
    const maker = pick(rng, makers);
    const lines: string[] = [];
    const n = maker === accessLine || maker === jsonLine || maker === keyValueLine ? int(rng, 8, 30) : 1;
    for (let i = 0; i < n; i++) lines.push(maker(rng));
    const chunk = lines.join('\n');
    out.push(chunk);
    size += chunk.length;
  }
  return out;
}
