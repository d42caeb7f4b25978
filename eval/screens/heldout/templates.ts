/**
 * Held-out rendered screens: twelve layouts the development set (../templates.ts) does not have,
 * each drawn under a style picked per screen — small text (11–13 px), grey and low-contrast ink,
 * light and dark themes, monospace, sans and serif faces, and a share-codec pass. Written before
 * any measurement on them, not to be tuned on (see README.md in this folder).
 */
import type { Screen } from '../templates';
import { one, type HeldoutValues, type Rng } from './values';

export const HELDOUT_TEMPLATES = [
  'chat_support_thread',
  'email_client',
  'spreadsheet',
  'admin_users',
  'code_yaml',
  'terminal_history',
  'devtools_network',
  'pem_keys',
  'invoice',
  'ci_secrets_panel',
  'notes_board',
  'dashboard_toast',
] as const;
export type HeldoutTemplate = (typeof HELDOUT_TEMPLATES)[number];

export interface HeldoutStyle {
  size: 11 | 12 | 13 | 15 | 18;
  ink: 'normal' | 'grey' | 'low';
  theme: 'light' | 'dark';
  face: 'mono' | 'sans' | 'serif';
  compressed: boolean;
}

export function pickStyle(rng: Rng): HeldoutStyle {
  return {
    size: one(rng, [11, 12, 13, 15, 18] as const),
    ink: one(rng, ['normal', 'normal', 'grey', 'low'] as const),
    theme: one(rng, ['light', 'light', 'dark'] as const),
    face: one(rng, ['mono', 'sans', 'serif'] as const),
    compressed: rng() < 0.4,
  };
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const p = (kind: string, value: string) => ({ kind, value });

export function buildHeldout(name: HeldoutTemplate, v: HeldoutValues): Screen {
  switch (name) {
    case 'chat_support_thread':
      return {
        template: name,
        body: `<div class="bar">Support · conversation ${esc(v.ticket)}</div>
<div class="msg them"><b>${esc(v.name)}</b><br>Hi, my card ${esc(v.cardVisa)} was charged twice this morning.</div>
<div class="msg us"><b>Agent Mara</b><br>Sorry about that! Can you confirm the e-mail on the account?</div>
<div class="msg them">Sure, it is ${esc(v.email)} and you can call me on ${esc(v.phoneUk)}.</div>
<div class="msg us">Thanks, I have opened a refund request for you.</div>`,
        payloads: [p('card', v.cardVisa), p('email', v.email), p('phone', v.phoneUk), p('name', v.name)],
        benign: ['Support', 'charged twice this morning', 'Agent Mara', 'opened a refund request'],
      };
    case 'email_client':
      return {
        template: name,
        body: `<div class="cols"><div class="side"><div>Inbox (12)</div><div>Drafts</div><div>Sent</div><div>Archive</div></div>
<div class="main"><div class="subject">Re: updated payout details</div>
<div class="from">From: ${esc(v.name)} &lt;${esc(v.email)}&gt;</div>
<p>Please use the new account for the March payout:</p>
<p>IBAN ${esc(v.ibanDe)}</p>
<p>If anything is unclear, phone ${esc(v.phoneDe)}.</p>
<p>Kind regards</p></div></div>`,
        payloads: [p('email', v.email), p('iban', v.ibanDe), p('phone', v.phoneDe), p('name', v.name)],
        benign: ['Inbox (12)', 'updated payout details', 'Please use the new account', 'Kind regards'],
      };
    case 'spreadsheet':
      return {
        template: name,
        body: `<div class="bar">payouts-q3.xlsx — Sheet1</div><table class="grid"><tr><th>A</th><th>B</th><th>C</th><th>D</th></tr>
<tr><td>payee</td><td>iban</td><td>amount</td><td>status</td></tr>
<tr><td>${esc(v.name)}</td><td>${esc(v.ibanGb)}</td><td>1,240.00</td><td>approved</td></tr>
<tr><td>Harbor Logistics</td><td>pending KYC</td><td>310.50</td><td>on hold</td></tr>
<tr><td>${esc(v.family)} Holdings</td><td>${esc(v.ibanDe)}</td><td>96.10</td><td>approved</td></tr></table>`,
        payloads: [p('iban', v.ibanGb), p('iban', v.ibanDe)],
        benign: ['payouts-q3.xlsx', 'Harbor Logistics', '1,240.00', 'pending KYC'],
      };
    case 'admin_users':
      return {
        template: name,
        body: `<h3>Users · admin</h3><table class="grid"><tr><th>user</th><th>e-mail</th><th>national id</th><th>role</th></tr>
<tr><td>${esc(v.given.toLowerCase())}</td><td>${esc(v.email)}</td><td>${esc(v.nino)}</td><td>billing</td></tr>
<tr><td>svc-reports</td><td>reports@internal</td><td>n/a</td><td>service</td></tr>
<tr><td>${esc(v.family.toLowerCase())}</td><td>—</td><td>${esc(v.ssn)}</td><td>viewer</td></tr></table>
<p>Last sync 4 minutes ago · 3 users</p>`,
        payloads: [p('email', v.email), p('nino', v.nino), p('ssn', v.ssn)],
        benign: ['Users', 'svc-reports', 'Last sync 4 minutes ago', 'viewer'],
      };
    case 'code_yaml':
      return {
        template: name,
        body: `<div class="bar">config/production.yaml</div><pre class="code">${[
          'service:',
          '  name: ledger-api',
          '  replicas: 3',
          'integrations:',
          `  slack_token: ${v.slackUser}`,
          `  maps_key: ${v.google}`,
          `  mail_api_key: ${v.sendgrid}`,
          'database:',
          `  url: postgresql://ledger:${v.dbPassword}@10.2.0.7:5432/ledger`,
          '  pool: 20',
        ]
          .map((l, i) => `${String(i + 1).padStart(3)}  ${esc(l)}`)
          .join('\n')}</pre>`,
        payloads: [p('slack', v.slackUser), p('google', v.google), p('sendgrid', v.sendgrid), p('db_password', v.dbPassword)],
        benign: ['config/production.yaml', 'name: ledger-api', 'replicas: 3', 'pool: 20'],
      };
    case 'terminal_history':
      return {
        template: name,
        body: `<pre class="code">${[
          '~/src/ledger $ history | tail -7',
          ' 501  git pull --rebase',
          ` 502  export GITHUB_TOKEN=${v.ghp}`,
          ` 503  export GITLAB_TOKEN=${v.gitlab}`,
          ` 504  export OPENAI_API_KEY=${v.openai}`,
          ' 505  npm run build',
          ` 506  export ANTHROPIC_API_KEY=${v.anthropic.slice(0, 60)}`,
          ' 507  history | tail -7',
        ]
          .map(esc)
          .join('\n')}</pre>`,
        payloads: [p('github', v.ghp), p('gitlab', v.gitlab), p('openai', v.openai), p('anthropic', v.anthropic.slice(0, 60))],
        benign: ['git pull --rebase', 'npm run build', 'history | tail -7'],
      };
    case 'devtools_network':
      return {
        template: name,
        body: `<div class="bar">Network · XHR · api/v2/accounts</div><div class="cols"><div class="side"><div>accounts</div><div>session</div><div>metrics</div></div>
<div class="main"><div class="subject">Request Headers</div><pre class="code">${[
          'accept: application/json',
          `authorization: Bearer ${v.jwt}`,
          `x-api-key: ${v.awsSecret}`,
          'user-agent: Mozilla/5.0 (X11; Linux x86_64)',
          'sec-fetch-mode: cors',
        ]
          .map(esc)
          .join('\n')}</pre></div></div>`,
        payloads: [p('jwt', v.jwt), p('aws_secret', v.awsSecret)],
        benign: ['Request Headers', 'accept: application/json', 'sec-fetch-mode: cors', 'accounts'],
      };
    case 'pem_keys':
      return {
        template: name,
        body: `<pre class="code">${[
          '$ cat deploy/id_rsa',
          '-----BEGIN RSA PRIVATE KEY-----',
          ...v.pemRsa,
          '-----END RSA PRIVATE KEY-----',
          '$ cat tls/server.key',
          '-----BEGIN EC PRIVATE KEY-----',
          ...v.pemEc,
          '-----END EC PRIVATE KEY-----',
        ]
          .map(esc)
          .join('\n')}</pre>`,
        payloads: [...v.pemRsa.slice(0, 3), ...v.pemEc.slice(0, 2)].map((line) => p('pem_line', line)),
        benign: ['cat deploy/id_rsa', 'cat tls/server.key'],
      };
    case 'invoice':
      return {
        template: name,
        body: `<div class="subject">INVOICE ${esc(v.orderId)}</div><p>Bill to: ${esc(v.name)}<br>Account holder e-mail: ${esc(v.email)}</p>
<table class="grid"><tr><th>item</th><th>qty</th><th>price</th></tr><tr><td>Annual support plan</td><td>1</td><td>1,800.00</td></tr><tr><td>Onboarding workshop</td><td>2</td><td>450.00</td></tr></table>
<p>Paid by card ${esc(v.cardAmex)}. Remittance IBAN ${esc(v.ibanGb)}.</p><p>Thank you for your business.</p>`,
        payloads: [p('name', v.name), p('email', v.email), p('card', v.cardAmex), p('iban', v.ibanGb)],
        benign: ['Annual support plan', 'Onboarding workshop', '1,800.00', 'Thank you for your business'],
      };
    case 'ci_secrets_panel':
      return {
        template: name,
        body: `<h3>Settings › Secrets and variables › Actions</h3><div class="card">NPM_PUBLISH · updated 3 days ago · ••••••••</div>
<div class="card">DEPLOY_PAT · revealed<br><span class="small">${esc(v.githubPat)}</span></div>
<div class="card">AWS_ACCESS_KEY_ID · revealed<br><span class="small">${esc(v.awsId)}</span></div>
<div class="card">AWS_SECRET_ACCESS_KEY · revealed<br><span class="small">${esc(v.awsSecret)}</span></div>`,
        payloads: [p('github_pat', v.githubPat), p('aws_id', v.awsId), p('aws_secret', v.awsSecret)],
        benign: ['Secrets and variables', 'NPM_PUBLISH', 'updated 3 days ago', 'DEPLOY_PAT'],
      };
    case 'notes_board':
      return {
        template: name,
        body: `<div class="cols wrap"><div class="card note">call back ${esc(v.name)}<br>${esc(v.phoneDe)}</div>
<div class="card note">new mail: ${esc(v.email)}</div><div class="card note">rotate ${esc(v.stripeRestricted)} on Friday</div>
<div class="card note">standup moved to 9:45</div><div class="card note">order more coffee</div></div>`,
        payloads: [p('phone', v.phoneDe), p('email', v.email), p('stripe', v.stripeRestricted), p('name', v.name)],
        benign: ['standup moved to 9:45', 'order more coffee', 'on Friday'],
      };
    case 'dashboard_toast':
      return {
        template: name,
        body: `<div class="cols"><div class="side"><div>Overview</div><div>Revenue</div><div>Customers</div><div>Settings</div></div>
<div class="main"><div class="subject">Overview</div><div class="cols wrap"><div class="card">MRR<br>48,210</div><div class="card">Churn<br>2.1%</div><div class="card">Tickets<br>37 open</div></div>
<p>Top account manager this week: ${esc(v.name)}</p></div></div>
<div class="toast"><b>New message</b><br>here is the bot token ${esc(v.slackUser)}</div>`,
        payloads: [p('slack', v.slackUser), p('name', v.name)],
        benign: ['Revenue', 'Customers', '48,210', '37 open'],
      };
  }
}

const INK: Record<HeldoutStyle['theme'], Record<HeldoutStyle['ink'], string>> = {
  light: { normal: '#1b1f24', grey: '#6b7280', low: '#a3a3a3' },
  dark: { normal: '#e6e6e6', grey: '#9aa0a6', low: '#6a6e73' },
};
const FACE: Record<HeldoutStyle['face'], string> = {
  mono: '"DejaVu Sans Mono", monospace',
  sans: '"DejaVu Sans", sans-serif',
  serif: '"DejaVu Serif", serif',
};

export function heldoutPage(screen: Screen, s: HeldoutStyle): string {
  const fg = INK[s.theme][s.ink];
  const bg = s.theme === 'dark' ? '#1e1f22' : '#ffffff';
  const panel = s.theme === 'dark' ? '#2b2d31' : '#f2f4f7';
  const line = s.theme === 'dark' ? '#3c3f45' : '#d0d5dd';
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body{margin:0;width:1280px;height:720px;overflow:hidden;background:${bg};color:${fg};font:${s.size}px/1.5 ${FACE[s.face]};padding:14px 18px;box-sizing:border-box}
pre{font:inherit;margin:0}.code{font-family:${FACE.mono}}h3{font-size:${s.size + 3}px;margin:0 0 8px}
.bar{background:${panel};padding:3px 8px;margin-bottom:8px;display:inline-block}.subject{font-weight:600;font-size:${s.size + 2}px;margin:4px 0 6px}
.cols{display:flex;gap:18px}.wrap{flex-wrap:wrap}.side{min-width:150px;border-right:1px solid ${line};padding-right:10px}.side div{margin:3px 0}.main{flex:1}
.msg{max-width:640px;margin:6px 0;padding:6px 10px;border-radius:8px;background:${panel}}.msg.us{margin-left:260px}
.grid{border-collapse:collapse}.grid td,.grid th{border:1px solid ${line};padding:3px 10px;text-align:left}
.card{background:${panel};border:1px solid ${line};border-radius:6px;padding:8px 10px;margin:6px 0;min-width:160px}.note{width:280px}
.small{font-size:${Math.max(10, s.size - 2)}px;font-family:${FACE.mono}}p{margin:5px 0}
.toast{position:absolute;right:22px;bottom:22px;width:470px;background:${panel};border:1px solid ${line};border-radius:8px;padding:8px 12px}
</style></head><body>${screen.body}</body></html>`;
}
