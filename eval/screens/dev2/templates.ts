/**
 * The second development set of rendered screens (`--set dev2`): eight layouts the first set does
 * not have — a code editor with syntax colours and line numbers, a dense customer table, a PEM
 * file in a viewer, a chat thread, a settings form with grey help text, a JSON log viewer, an
 * e-mail with an invoice, a shell history — each under a style drawn per screen that leans on
 * what OCR reads worst: 9–12 px text, grey on white, white on dark, low contrast, and the
 * share-codec model. Values come from the first set's generator (../values.ts) and from this
 * folder's own (values.ts): other phone formats, names, addresses with digits, Slack and Stripe
 * key kinds. Tuned on, with the first development set; the held-out set stays apart.
 */
import type { Dev2Values } from './values';
import type { Rng } from '../values';

export interface Dev2Screen {
  template: string;
  body: string;
  payloads: Array<{ kind: string; value: string }>;
  benign: string[];
}

export const DEV2_TEMPLATES = ['code_editor', 'crm_table', 'pem_viewer', 'chat_thread', 'settings_form', 'json_log', 'invoice_mail', 'shell_history'] as const;
export type Dev2Template = (typeof DEV2_TEMPLATES)[number];

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function buildDev2(name: Dev2Template, v: Dev2Values): Dev2Screen {
  switch (name) {
    case 'code_editor': {
      const lines = [
        `<span class="k">import</span> Stripe <span class="k">from</span> <span class="s">'stripe'</span>;`,
        `<span class="k">import</span> { WebClient } <span class="k">from</span> <span class="s">'@slack/web-api'</span>;`,
        '',
        `<span class="c">// TODO: move these to the vault before release</span>`,
        `<span class="k">const</span> stripe = <span class="k">new</span> Stripe(<span class="s">'${esc(v.stripe)}'</span>);`,
        `<span class="k">const</span> slack = <span class="k">new</span> WebClient(<span class="s">'${esc(v.slack)}'</span>);`,
        `<span class="k">const</span> owner = <span class="s">'${esc(v.email)}'</span>;`,
        '',
        `<span class="k">export async function</span> refundOrder(id: <span class="t">string</span>) {`,
        `  <span class="k">const</span> order = <span class="k">await</span> db.orders.find(id);`,
        `  <span class="k">return</span> stripe.refunds.create({ charge: order.charge });`,
        '}',
      ];
      return {
        template: name,
        body: `<div class="tabs">refunds.ts &nbsp; billing.ts &nbsp; README.md</div><div class="editor">${lines.map((l, i) => `<div><span class="ln">${i + 1}</span>${l}</div>`).join('')}</div>`,
        payloads: [
          { kind: 'stripe', value: v.stripe },
          { kind: 'slack', value: v.slack },
          { kind: 'email', value: v.email },
        ],
        benign: ['refundOrder', 'db.orders.find(id)', 'stripe.refunds.create', 'move these to the vault'],
      };
    }
    case 'crm_table': {
      const rows = v.people.slice(0, 4);
      return {
        template: name,
        body: `<h2>Accounts — renewals this week</h2><table class="dense"><tr><th>Contact</th><th>E-mail</th><th>Phone</th><th>City</th><th>Plan</th><th>Seats</th></tr>${rows
          .map((p, i) => `<tr><td>${esc(p.name)}</td><td>${esc(p.email)}</td><td>${esc(p.phone)}</td><td>${esc(p.city)}</td><td>${['Team', 'Business', 'Enterprise', 'Starter'][i]}</td><td>${12 + i * 7}</td></tr>`)
          .join('')}</table><p class="muted">Showing 4 of 212 accounts · sorted by renewal date</p>`,
        payloads: rows.flatMap((p) => [
          { kind: 'person_name', value: p.name },
          { kind: 'email', value: p.email },
          { kind: 'phone', value: p.phone },
        ]),
        benign: ['renewals this week', 'Enterprise', 'Showing 4 of 212 accounts', 'sorted by renewal date'],
      };
    }
    case 'pem_viewer': {
      const body = [v.b64(64), v.b64(64), v.b64(64), v.b64(64), v.b64(28)];
      const lines = ['-----BEGIN RSA PRIVATE KEY-----', ...body, '-----END RSA PRIVATE KEY-----'];
      return {
        template: name,
        body: `<div class="tabs">deploy/keys/staging.pem — read only</div><pre>${lines.map(esc).join('\n')}</pre><p class="muted">Last modified 3 days ago by the release bot</p>`,
        payloads: body.slice(0, 4).map((value) => ({ kind: 'private_key_line', value })),
        benign: ['read only', 'Last modified 3 days ago', 'by the release bot'],
      };
    }
    case 'chat_thread': {
      const [a, b] = v.people;
      return {
        template: name,
        body: `<div class="chat"><p><b>${esc(a!.first)}</b> <span class="muted">09:12</span><br>can someone call the customer back? her number is ${esc(b!.phone)}</p><p><b>${esc(b!.first)}</b> <span class="muted">09:14</span><br>sure, I will write to ${esc(a!.email)} afterwards with the summary</p><p><b>${esc(a!.first)}</b> <span class="muted">09:15</span><br>the account holder is ${esc(b!.name)}, renewal is due on Friday</p><p><b>Deploy bot</b> <span class="muted">09:20</span><br>build 4812 finished in 6 minutes, all checks green</p></div>`,
        payloads: [
          { kind: 'phone', value: b!.phone },
          { kind: 'email', value: a!.email },
          { kind: 'person_name', value: b!.name },
        ],
        benign: ['can someone call the customer back', 'renewal is due on Friday', 'build 4812 finished in 6 minutes', 'all checks green'],
      };
    }
    case 'settings_form':
      return {
        template: name,
        body: `<h2>Integrations</h2><div class="form"><label>Slack bot token</label><div class="field">${esc(v.slack2)}</div><p class="help">Used to post release notes to #deployments.</p><label>Stripe restricted key</label><div class="field">${esc(v.stripe2)}</div><p class="help">Read access to charges and refunds only.</p><label>Billing contact</label><div class="field">${esc(v.email2)}</div><label>On-call phone</label><div class="field">${esc(v.phone2)}</div><p class="help">Changes take effect after the next deploy.</p></div>`,
        payloads: [
          { kind: 'slack', value: v.slack2 },
          { kind: 'stripe', value: v.stripe2 },
          { kind: 'email', value: v.email2 },
          { kind: 'phone', value: v.phone2 },
        ],
        benign: ['Integrations', 'Used to post release notes', 'Read access to charges and refunds only', 'Changes take effect after the next deploy'],
      };
    case 'json_log': {
      const [a, b] = v.people;
      const lines = [
        `{"ts":"2026-11-02T08:14:03Z","level":"info","msg":"request served","path":"/v1/orders","ms":41}`,
        `{"ts":"2026-11-02T08:14:05Z","level":"warn","msg":"retrying payment","user_email":"${a!.email}","attempt":2}`,
        `{"ts":"2026-11-02T08:14:06Z","level":"info","msg":"sms sent","to":"${b!.phone}"}`,
        `{"ts":"2026-11-02T08:14:09Z","level":"error","msg":"webhook auth failed","token":"${v.slack}"}`,
        `{"ts":"2026-11-02T08:14:12Z","level":"info","msg":"cache warmed","keys":1840}`,
      ];
      return {
        template: name,
        body: `<div class="tabs">Logs · payments-api · last 15 minutes</div><pre>${lines.map(esc).join('\n')}</pre>`,
        payloads: [
          { kind: 'email', value: a!.email },
          { kind: 'phone', value: b!.phone },
          { kind: 'slack', value: v.slack },
        ],
        benign: ['request served', 'retrying payment', 'cache warmed', 'last 15 minutes'],
      };
    }
    case 'invoice_mail': {
      const [a] = v.people;
      return {
        template: name,
        body: `<div class="mailhead"><b>From:</b> ${esc(a!.name)} &lt;${esc(a!.email)}&gt;<br><b>Subject:</b> Invoice 2026-118 for October</div><p>Hello,</p><p>please find the October invoice attached. If anything is unclear you can reach me on ${esc(a!.phone)} until six.</p><p>The card ending in the number below will be charged on the 5th:</p><p class="mono">${esc(v.card)}</p><p>Kind regards,<br>${esc(a!.name)}<br>Accounts receivable</p>`,
        payloads: [
          { kind: 'person_name', value: a!.name },
          { kind: 'email', value: a!.email },
          { kind: 'phone', value: a!.phone },
          { kind: 'card', value: v.card },
        ],
        benign: ['Invoice 2026-118 for October', 'please find the October invoice attached', 'Kind regards', 'Accounts receivable'],
      };
    }
    case 'shell_history':
      return {
        template: name,
        body: `<pre>${[
          '$ git pull --rebase origin main',
          'Already up to date.',
          `$ export STRIPE_SECRET_KEY=${v.stripe}`,
          `$ curl -H "Authorization: Bearer ${v.slack2}" https://slack.com/api/auth.test`,
          '{"ok":true,"team":"platform"}',
          `$ gh auth login --with-token <<< ${v.github}`,
          '$ npm run migrate -- --env staging',
          'migrations applied: 3',
        ]
          .map(esc)
          .join('\n')}</pre>`,
        payloads: [
          { kind: 'stripe', value: v.stripe },
          { kind: 'slack', value: v.slack2 },
          { kind: 'github', value: v.github },
        ],
        benign: ['git pull --rebase origin main', 'Already up to date.', 'npm run migrate', 'migrations applied: 3'],
      };
  }
}

export interface Dev2Style {
  theme: 'light' | 'dark';
  /** normal ink, grey, low contrast; on dark also white (bright on near-black). */
  ink: 'normal' | 'grey' | 'low' | 'white';
  face: 'mono' | 'sans' | 'serif';
  size: 9 | 10 | 11 | 12 | 14;
  compressed: boolean;
}

const pickOf = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

export function pickDev2Style(rng: Rng): Dev2Style {
  const theme = pickOf(rng, ['light', 'dark'] as const);
  return {
    theme,
    ink: pickOf(rng, theme === 'dark' ? (['normal', 'grey', 'low', 'white'] as const) : (['normal', 'grey', 'low'] as const)),
    face: pickOf(rng, ['mono', 'sans', 'serif'] as const),
    size: pickOf(rng, [9, 10, 11, 11, 12, 14] as const),
    compressed: rng() < 0.35,
  };
}

export function dev2Page(screen: Dev2Screen, s: Dev2Style): string {
  const inks = { light: { normal: '#24292f', grey: '#707a85', low: '#a9aeb4', white: '#24292f' }, dark: { normal: '#c9d1d9', grey: '#7d8590', low: '#4f5660', white: '#ffffff' } } as const;
  const fg = inks[s.theme][s.ink];
  const bg = s.theme === 'dark' ? (s.ink === 'white' ? '#0d1117' : '#1b1f24') : '#ffffff';
  const panel = s.theme === 'dark' ? '#262c33' : '#f2f4f7';
  const face = { mono: '"Liberation Mono",monospace', sans: '"Liberation Sans",sans-serif', serif: '"Liberation Serif",serif' }[s.face];
  const kw = s.theme === 'dark' ? '#c586c0' : '#8250df';
  const str = s.theme === 'dark' ? '#ce9178' : '#0a3069';
  const com = s.theme === 'dark' ? '#6a9955' : '#6e7781';
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body{margin:0;width:1280px;height:720px;overflow:hidden;background:${bg};color:${fg};font:${s.size}px/1.45 ${face};padding:14px 18px;box-sizing:border-box}
pre{font:inherit;margin:0;white-space:pre}h2{font-size:${s.size + 3}px;margin:0 0 8px}
.tabs{background:${panel};padding:3px 8px;margin:0 0 8px;display:inline-block}
.editor .ln{display:inline-block;width:28px;color:${com};text-align:right;margin-right:14px}.editor div{white-space:pre}
.k{color:${kw}}.s{color:${str}}.c{color:${com};font-style:italic}.t{color:${kw}}
table.dense{border-collapse:collapse}table.dense td,table.dense th{padding:2px 12px 2px 0;text-align:left;border-bottom:1px solid ${panel}}
.muted{opacity:.75}.chat p{margin:8px 0}.form label{display:block;margin-top:8px;font-weight:600}
.field{border:1px solid ${s.theme === 'dark' ? '#3b434c' : '#d0d7de'};padding:3px 6px;margin:2px 0;width:560px;font-family:"Liberation Mono",monospace}
.help{margin:1px 0 4px;opacity:.7}.mailhead{border-bottom:1px solid ${panel};padding-bottom:6px;margin-bottom:6px}.mono{font-family:"Liberation Mono",monospace}p{margin:5px 0}
</style></head><body>${screen.body}</body></html>`;
}
