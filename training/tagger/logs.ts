/**
 * Synthetic log text with no person, address, phone or birth date in it: application, access,
 * system, build and container logs with timestamps, levels, paths, ids, durations, counters,
 * addresses of servers and stack frames. Two families written apart — one for training and
 * validation, one for the negatives evaluation — so the evaluation does not measure memory of a
 * layout.
 */
import type { Rng } from '../corpus/rng';

const HEX = '0123456789abcdef';
const hex = (rng: Rng, n: number): string => Array.from({ length: n }, () => HEX[rng.int(0, 15)]).join('');
const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
const ip = (rng: Rng): string => `${rng.pick([10, 172, 192, 203, 198])}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;

function isoTime(rng: Rng): string {
  return `20${rng.int(19, 27)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}T${pad(rng.int(0, 23))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}.${pad(rng.int(0, 999), 3)}Z`;
}

const SERVICES = ['api', 'worker', 'scheduler', 'gateway', 'auth', 'billing', 'search', 'ingest', 'mailer', 'cron', 'web', 'db-proxy', 'cache'];
const PATHS = ['/api/v1/orders', '/api/v2/users', '/health', '/metrics', '/login', '/static/app.js', '/graphql', '/v1/items', '/webhooks/stripe', '/admin/reports', '/favicon.ico'];
const VERBS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
const MESSAGES_TRAIN = [
  'connection established', 'retrying request', 'cache miss for key', 'job finished', 'queue depth above threshold', 'shutting down gracefully',
  'loaded configuration', 'migration applied', 'rate limit exceeded', 'TLS handshake failed', 'worker started', 'flushed buffer',
  'Starting Server on port', 'Received SIGTERM', 'Compiled successfully', 'Listening for connections', 'Deprecated option ignored',
  'Connection Pool Drained', 'Cache Warmup Complete', 'Request Queue Full', 'Leader Election Won', 'Health Probe Failed',
  'Rolling Update Started', 'Disk Pressure Detected', 'Node Not Ready', 'Retry Budget Spent', 'Schema Validation Error',
  'Session Store Ready', 'Feature Flag Refreshed', 'Payment Gateway Timeout', 'Worker Pool Resized', 'Config Reload Done',
];
const MESSAGES_TEST = [
  'upstream timed out', 'token refreshed', 'index rebuilt', 'snapshot saved', 'lease renewed', 'replica lag high', 'GC pause',
  'Uploading Artifact', 'Health Check Passed', 'Pool Exhausted', 'Circuit Breaker Open', 'Backoff Applied',
];

/** A few log lines of the training family. */
export function trainLog(rng: Rng): string {
  const n = rng.int(2, 12);
  const style = rng.int(0, 6);
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    const svc = rng.pick(SERVICES);
    switch (style) {
      case 0:
        lines.push(`${isoTime(rng)} ${rng.pick(['INFO', 'WARN', 'ERROR', 'DEBUG'])} [${svc}] ${rng.pick(MESSAGES_TRAIN)} ${rng.chance(0.5) ? `id=${hex(rng, 8)}` : `in ${rng.int(1, 9000)}ms`}`);
        break;
      case 1:
        lines.push(`${ip(rng)} - - [${pad(rng.int(1, 28))}/${rng.pick(['Jan', 'Feb', 'Mar', 'Apr', 'Oct', 'Nov'])}/20${rng.int(20, 26)}:${pad(rng.int(0, 23))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))} +0000] "${rng.pick(VERBS)} ${rng.pick(PATHS)}/${rng.int(1, 99999)} HTTP/1.1" ${rng.pick([200, 201, 204, 301, 404, 500])} ${rng.int(100, 99999)} "-" "Mozilla/5.0 (X11; Linux x86_64)"`);
        break;
      case 2:
        lines.push(`{"level":"${rng.pick(['info', 'warn', 'error'])}","time":${rng.int(1_600_000_000, 1_800_000_000)}${rng.int(100, 999)},"service":"${svc}","msg":"${rng.pick(MESSAGES_TRAIN)}","duration_ms":${rng.int(1, 5000)},"request_id":"${hex(rng, 16)}"}`);
        break;
      case 3:
        lines.push(`${rng.pick(['Jan', 'Feb', 'Mar', 'Jul', 'Sep', 'Dec'])} ${rng.int(1, 28)} ${pad(rng.int(0, 23))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))} host-${rng.int(1, 40)} ${rng.pick(['systemd[1]', 'kernel', 'sshd[' + rng.int(100, 99999) + ']', 'cron[' + rng.int(100, 9999) + ']'])}: ${rng.pick(['Started Daily Cleanup', 'Accepted publickey for deploy from ' + ip(rng) + ' port ' + rng.int(1024, 65000), 'Out of memory: Killed process ' + rng.int(100, 99999), 'Reached target Multi-User System'])}`);
        break;
      case 4:
        lines.push(rng.chance(0.3) ? `    at ${rng.pick(['Object.<anonymous>', 'processTicksAndRejections', 'Module._compile', 'Server.emit', 'Router.handle'])} (${rng.pick(['/app/dist/', 'node:internal/', '/srv/'])}${rng.pick(['index', 'server', 'router', 'queue'])}.js:${rng.int(1, 999)}:${rng.int(1, 80)})` : `[${pad(rng.int(0, 23))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}] ${rng.pick(['Error', 'TypeError', 'Warning'])}: ${rng.pick(MESSAGES_TRAIN)} (code ${rng.int(1, 999)})`);
        break;
      case 5:
        lines.push(`${svc}-${hex(rng, 6)}   ${rng.int(0, 3)}/${rng.int(1, 3)}     ${rng.pick(['Running', 'Pending', 'CrashLoopBackOff', 'Completed', 'Terminating'])}   ${rng.int(0, 40)}          ${rng.int(1, 59)}${rng.pick(['m', 'h', 'd'])}`);
        break;
      default:
        lines.push(`#${rng.int(1, 40)} [${rng.int(1, 9)}/${rng.int(9, 20)}] ${rng.pick(['RUN npm ci', 'COPY . .', 'RUN apt-get update', 'Step ' + rng.int(1, 20)])} ${rng.int(1, 90)}.${rng.int(0, 9)}s ${rng.chance(0.4) ? 'CACHED' : `sha256:${hex(rng, 12)}`}`);
    }
  }
  return lines.join('\n');
}

/** A few log lines of the evaluation family (other layouts and words). */
export function testLog(rng: Rng): string {
  const n = rng.int(2, 10);
  const style = rng.int(0, 4);
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    const svc = rng.pick(SERVICES);
    switch (style) {
      case 0:
        lines.push(`${rng.pick(['I', 'W', 'E'])}${pad(rng.int(1, 12))}${pad(rng.int(1, 28))} ${pad(rng.int(0, 23))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}.${rng.int(100000, 999999)} ${rng.int(1, 99)} ${svc}.go:${rng.int(10, 999)}] ${rng.pick(MESSAGES_TEST)}`);
        break;
      case 1:
        lines.push(`level=${rng.pick(['info', 'warn', 'error'])} ts=${isoTime(rng)} caller=${svc}.go:${rng.int(10, 900)} msg="${rng.pick(MESSAGES_TEST)}" took=${rng.int(1, 900)}.${rng.int(0, 999)}ms node=${ip(rng)}`);
        break;
      case 2:
        lines.push(`${rng.int(2019, 2027)}/${pad(rng.int(1, 12))}/${pad(rng.int(1, 28))} ${pad(rng.int(0, 23))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))} [${rng.pick(['notice', 'error', 'warn'])}] ${rng.int(1, 9999)}#${rng.int(0, 9)}: *${rng.int(1, 99999)} ${rng.pick(MESSAGES_TEST)}, client: ${ip(rng)}, server: _, request: "${rng.pick(VERBS)} ${rng.pick(PATHS)} HTTP/2.0"`);
        break;
      case 3:
        lines.push(`${rng.pick(['Normal', 'Warning'])}  ${rng.pick(['Scheduled', 'Pulled', 'Created', 'BackOff', 'Killing'])}  ${rng.int(1, 59)}${rng.pick(['s', 'm'])}  ${rng.pick(['default-scheduler', 'kubelet'])}  ${rng.pick(MESSAGES_TEST)} pod/${svc}-${hex(rng, 10)}-${hex(rng, 5)}`);
        break;
      default:
        lines.push(`${svc} | ${isoTime(rng)} | ${rng.pick(MESSAGES_TEST)} | rows=${rng.int(0, 100000)} bytes=${rng.int(0, 1e9)}`);
    }
  }
  return lines.join('\n');
}
