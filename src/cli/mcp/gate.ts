/**
 * The gate a local agent talks to: text, images and screen captures decided under the policy in
 * force, masked or covered, each decision written to the ledger file before anything is handed
 * back. Independent of the protocol: the MCP tools (tools.ts) call these methods and only shape
 * their answers.
 *
 * Trust boundary: everything a call carries comes from the agent, and what comes back goes into
 * the agent's context. So only masked text and covered pictures leave here, plus categories,
 * counts and offsets; a check that fails, a policy file that does not validate or a ledger that
 * cannot be written ends the call with an error and returns nothing of the content (fail closed).
 * `ask` goes to the person through the client when it can ask, and resolves to masking when it
 * cannot or when the person does not answer.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, extname, join, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { decideText, type TextDecision } from '../../core/decide/decide-text';
import type { Finding } from '../../core/engine/types';
import type { CategoryOutcomes, LedgerEntry, Surface } from '../../core/ledger/ledger-record';
import { textOutcomes, uniformOutcomes, type TextRelease } from '../../core/ledger/outcomes';
import type { OcrPool } from '../../core/ocr/pool';
import type { Policy, PolicyCategory } from '../../core/policy/policy';
import type { Cover } from '../../core/screen/detect';
import { screenDecisions, screenPolicy } from '../../core/screen/policy';
import { analyseStill, paintCovers } from '../../core/screen/still';
import type { Raster } from '../../core/screen/types';
import { SECRET_CATEGORIES, type Category, type Decision, type DetectorCategory, type Purpose } from '../../core/vocabulary';
import type { LedgerFile } from '../ledger-file';
import type { PolicyInForce, PolicySource } from '../policy-file';
import { decodeImage, encodePng, readImageFile } from '../redact-image';
import { capitalised, describeImage, describeText, list, noun, policyName, type CountedCategory } from './held-back';

/** How the gate reaches the person for an `ask`, per call. */
export interface Asker {
  /** False when the client cannot put a question to the person (then `ask` masks). */
  readonly canAsk: boolean;
  /** True to release; false when the person keeps it masked, declines, cancels or does not answer. */
  ask(question: string): Promise<boolean>;
}

export interface CallContext {
  /** The ledger's origin for this client (`mcp://<client name>`). */
  origin: string;
  asker: Asker;
}

/** The ledger origin for an MCP client: its self-reported name, reduced to a safe slug. */
export function agentOrigin(clientName: string | undefined): string {
  const slug = (clientName ?? '').toLowerCase().replace(/[^a-z0-9.-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 64);
  return `mcp://${slug || 'unknown'}`;
}

export type TextFinding = Pick<Finding, 'start' | 'end' | 'category' | 'rule' | 'confidence'>;

export type GateResult<T> = ({ ok: true; summary: string } & T) | { ok: false; message: string };

export interface ImageRegion {
  x: number;
  y: number;
  width: number;
  height: number;
  category: DetectorCategory | 'notification';
}

export interface ImageOutcome {
  outPath: string;
  regions: ImageRegion[];
  png: Buffer;
}

/** What file redaction (once the core has it) hands the gate: the covered file and its counts. */
export interface FileRedaction {
  bytes: Uint8Array;
  /** File name for the covered copy (extension included). */
  name: string;
  covered: Array<{ category: Category; count: number }>;
}

export type RedactFile = (path: string, options: { policy: Policy; purposes: readonly Purpose[] }) => Promise<FileRedaction>;

export interface GateDeps {
  policy: PolicySource;
  ledger: LedgerFile;
  /** Where redacted pictures are written; a private temporary folder when absent. */
  outDir?: string;
  startOcr: () => Promise<OcrPool>;
  capture: () => Promise<Uint8Array>;
}

function counted<T extends string>(categories: Iterable<T>): Map<T, number> {
  const counts = new Map<T, number>();
  for (const c of categories) counts.set(c, (counts.get(c) ?? 0) + 1);
  return counts;
}

function ledgerCounts(counts: ReadonlyMap<string, number>): Partial<Record<Category, number>> {
  const out: Partial<Record<Category, number>> = {};
  for (const [category, n] of counts) if (category !== 'notification') out[category as Category] = n;
  return out;
}

/** A copy of `policy` with the asked cells for `purpose` released (the person's answer, once). */
function releasing(policy: Policy, categories: readonly Category[], purpose: Purpose): Policy {
  const next = structuredClone(policy);
  for (const category of categories) {
    if (category === 'benign') continue;
    next.decisions[category as PolicyCategory][purpose] = 'allow';
    for (const site of Object.values(next.sites ?? {})) delete site[category as PolicyCategory]?.[purpose];
  }
  return next;
}

/**
 * Per category, what a text call handed the agent: everything stopped when the text was blocked;
 * otherwise each category as the policy decided it, the asked ones the person kept masked by the
 * person, the ones they released released by the person, and an `ask` nobody could answer masked.
 */
function textCallOutcomes(
  result: Extract<TextDecision, { ok: true }>,
  how: { blocked: boolean; byPerson: boolean; released: readonly Category[]; askedKept: readonly Category[] },
): CategoryOutcomes {
  const release: TextRelease = how.blocked ? { kind: 'blocked', by: 'policy' } : how.byPerson ? { kind: 'masked', asked: new Set(how.askedKept) } : { kind: 'policy' };
  const outcomes = textOutcomes(result.categories, release);
  if (how.blocked) return outcomes;
  for (const c of result.categories) if (!how.byPerson && c.decision === 'ask') outcomes[c.category] = { outcome: 'masked', decided_by: c.by };
  for (const c of how.released) outcomes[c] = { outcome: 'released', decided_by: 'human' };
  return outcomes;
}

export class Gate {
  private ocr: Promise<OcrPool> | null = null;
  private outDir: Promise<string> | null = null;

  constructor(private readonly deps: GateDeps) {}

  /** The policy in force, or an error while its file does not validate. */
  policyInForce(): GateResult<PolicyInForce> {
    try {
      const inForce = this.deps.policy.get();
      return { ok: true, summary: this.policySummary(inForce), ...inForce };
    } catch (error) {
      return { ok: false, message: `${(error as Error).message} Every tool refuses to work until it validates.` };
    }
  }

  private policySummary(p: PolicyInForce): string {
    const from = p.source === 'default' ? `No policy file at ${this.deps.policy.path}: the default policy is in force.` : `The policy in force is read from ${p.source}.`;
    return `${from} Decisions are per category and purpose (allow, mask, block, ask); credential is always masked or blocked. Decisions are recorded in the ledger ${this.deps.ledger.path}.`;
  }

  async redactText(text: string, purpose: Purpose, call: CallContext): Promise<GateResult<{ masked: string; findings: TextFinding[] }>> {
    const inForce = this.policyInForce();
    if (!inForce.ok) return inForce;
    const { policy, source, generation } = inForce;
    const purposes = [purpose];
    const base = { origin: call.origin, surface: 'paste' as Surface, confidence: null, policyGeneration: generation };
    const failed = async (decided: Extract<TextDecision, { ok: false }>, categories: Partial<Record<Category, number>>): Promise<GateResult<never>> => {
      await this.deps.ledger.append({ ...base, categories, decision: 'block', decidedBy: 'policy' });
      return { ok: false, message: `The text could not be checked: ${decided.error.message} Nothing of it is returned.` };
    };
    // With nobody to ask, `ask` masks at once; otherwise it stays a question for the person.
    const first = decideText(text, { policy, purposes, ...(call.asker.canAsk ? {} : { askResolvesTo: 'mask' as const }) });
    if (!first.ok) return failed(first, {});
    const asked = first.categories.filter((c) => c.decision === 'ask').map((c) => c.category);
    let result = first;
    let decidedBy: LedgerEntry['decidedBy'] = 'policy';
    let released: Category[] = [];
    if (first.verdict === 'ask') {
      decidedBy = 'human';
      const question =
        `An agent wants to read a text that holds ${list(first.categories.filter((c) => c.decision === 'ask').map((c) => noun(c.category, c.count)))}. ` +
        `${capitalised(policyName(source))} asks before releasing these for the purpose "${purpose}". ` +
        'Release them to the agent as written? If not, they stay masked.';
      if (await call.asker.ask(question)) {
        // Only what was asked about is released, and only for this call: the policy file is not touched.
        const again = decideText(text, { policy: releasing(policy, asked, purpose), purposes, askResolvesTo: 'mask' });
        if (!again.ok) return failed(again, first.counts);
        result = again;
        const after = new Map(again.categories.map((c) => [c.category, c.decision]));
        released = asked.filter((c) => after.get(c) === 'allow');
      }
    }
    const decisionOf = new Map(result.categories.map((c) => [c.category, c.decision]));
    for (const c of released) decisionOf.set(c, 'allow');
    const askedKept = asked.filter((c) => !released.includes(c));
    const blocked = result.verdict === 'block';
    const decision: Decision = blocked ? 'block' : decidedBy === 'human' ? (released.length > 0 ? 'allow' : 'mask') : result.masked !== text ? 'mask' : 'allow';
    await this.deps.ledger.append({ ...base, categories: result.counts, decision, decidedBy, outcomes: textCallOutcomes(result, { blocked, byPerson: decidedBy === 'human', released, askedKept }) });
    const summary = describeText({
      purpose,
      policySource: source,
      categories: result.categories.map((c) => ({ category: c.category, count: c.count, decision: decisionOf.get(c.category) === 'ask' ? 'mask' : (decisionOf.get(c.category) ?? 'mask'), secret: SECRET_CATEGORIES.has(c.category) })),
      blocked,
      released,
      askedKept,
      askedNobody: !call.asker.canAsk && askedKept.length > 0,
    });
    const findings = result.findings.map((f) => ({ start: f.start, end: f.end, category: f.category, rule: f.rule, confidence: f.confidence }));
    return { ok: true, masked: blocked ? '' : result.masked, findings, summary };
  }

  /** An image file the agent names, covered and written as a PNG into the output folder. */
  async redactImageFile(path: string, purpose: Purpose, call: CallContext): Promise<GateResult<ImageOutcome>> {
    let image: Raster;
    try {
      image = await readImageFile(path);
    } catch (error) {
      return { ok: false, message: (error as Error).message };
    }
    const stem = basename(path, extname(path)).replace(/[^\w.-]+/g, '_').slice(0, 80) || 'image';
    return this.redactRaster(image, { purpose, call, surface: 'upload', name: `${stem}.redacted`, what: 'image' });
  }

  /** A capture of the screen, covered; the raw capture never leaves the capture step. */
  async screenshot(purpose: Purpose, call: CallContext): Promise<GateResult<ImageOutcome>> {
    let image: Raster;
    try {
      image = decodeImage(await this.deps.capture(), 'The screen capture');
    } catch (error) {
      return { ok: false, message: (error as Error).message };
    }
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    return this.redactRaster(image, { purpose, call, surface: 'screen', name: `screen-${stamp}.redacted`, what: 'screen' });
  }

  private async redactRaster(
    image: Raster,
    job: { purpose: Purpose; call: CallContext; surface: Surface; name: string; what: 'image' | 'screen' },
  ): Promise<GateResult<ImageOutcome>> {
    const inForce = this.policyInForce();
    if (!inForce.ok) return inForce;
    const { policy, source, generation } = inForce;
    const purposes = [job.purpose];
    const base = { origin: job.call.origin, surface: job.surface, confidence: null, policyGeneration: generation };
    const askCategories = Object.entries(screenDecisions(policy, { purposes }))
      .filter(([, d]) => d === 'ask')
      .map(([c]) => c as DetectorCategory);
    const canAsk = job.call.asker.canAsk && askCategories.length > 0;
    let covers: Cover[];
    try {
      const ocr = await this.startOcr();
      covers = (await analyseStill(image, ocr, screenPolicy(policy, { purposes, askResolvesTo: canAsk ? 'ask' : 'mask' }))).covers;
    } catch (error) {
      this.dropOcr();
      await this.deps.ledger.append({ ...base, categories: {}, decision: 'block', decidedBy: 'policy' });
      return { ok: false, message: `The ${job.what} could not be read (${(error as Error).message}); nothing of it is returned.` };
    }
    let decidedBy: LedgerEntry['decidedBy'] = 'policy';
    let released: Category[] = [];
    let askedKept: Category[] = [];
    const pending = covers.filter((c) => c.pending);
    if (pending.length > 0) {
      decidedBy = 'human';
      const pendingCounts = counted(pending.map((c) => c.category));
      const question =
        `An agent wants to see a ${job.what === 'screen' ? 'screen capture' : 'picture'} that shows ${list([...pendingCounts].map(([c, n]) => noun(c, n)))}. ` +
        `${capitalised(policyName(source))} asks before showing these for the purpose "${job.purpose}". ` +
        'Leave them visible to the agent? If not, they stay covered.';
      const categories = [...pendingCounts.keys()].filter((c): c is DetectorCategory => c !== 'notification');
      if (await job.call.asker.ask(question)) {
        released = categories;
        covers = covers.filter((c) => !c.pending);
      } else askedKept = categories;
    } else if (!canAsk) {
      const present = new Set(covers.map((c) => c.category));
      askedKept = askCategories.filter((c) => present.has(c));
    }
    const coveredCounts = counted(covers.map((c) => c.category));
    const decision: Decision = decidedBy === 'human' ? (released.length > 0 ? 'allow' : 'mask') : covers.length > 0 ? 'mask' : 'allow';
    const allCounts = counted([...covers.map((c) => c.category), ...(released.length > 0 ? pending.map((c) => c.category) : [])]);
    const png = encodePng(paintCovers(image, covers));
    let outPath: string;
    try {
      outPath = await this.writeOutput(job.name, png);
    } catch (error) {
      return { ok: false, message: `The covered ${job.what} could not be saved (${(error as NodeJS.ErrnoException).code ?? 'error'}).` };
    }
    // Per category: what the person let through went as it was; what is still covered went masked,
    // by the person where they kept it covered and by the policy otherwise.
    const keptByPerson = new Set<string>(decidedBy === 'human' ? askedKept : []);
    const coveredBy = (person: boolean) => ledgerCounts(new Map([...coveredCounts].filter(([c]) => keptByPerson.has(c) === person)));
    const outcomes: CategoryOutcomes = {
      ...uniformOutcomes(ledgerCounts(allCounts), 'allow', 'human'),
      ...uniformOutcomes(coveredBy(false), 'mask', 'policy'),
      ...uniformOutcomes(coveredBy(true), 'mask', 'human'),
    };
    await this.deps.ledger.append({ ...base, categories: ledgerCounts(allCounts), decision, decidedBy, outcomes });
    const covered: CountedCategory[] = [...coveredCounts].map(([category, count]) => ({ category, count }));
    const summary = describeImage({
      purpose: job.purpose,
      policySource: source,
      covered,
      released,
      askedKept,
      askedNobody: askedKept.length > 0 && !canAsk,
      outPath,
      what: job.what,
    });
    const regions = covers.map((c) => ({ x: c.x, y: c.y, width: c.w, height: c.h, category: c.category }));
    return { ok: true, outPath, regions, png, summary };
  }

  /** A document through `redact` (file redaction), saved into the output folder and recorded. */
  async redactFile(path: string, purpose: Purpose, call: CallContext, redact: RedactFile): Promise<GateResult<{ outPath: string; covered: FileRedaction['covered'] }>> {
    const inForce = this.policyInForce();
    if (!inForce.ok) return inForce;
    const { policy, source, generation } = inForce;
    const base = { origin: call.origin, surface: 'upload' as Surface, confidence: null, policyGeneration: generation };
    let redacted: FileRedaction;
    try {
      redacted = await redact(path, { policy, purposes: [purpose] });
    } catch (error) {
      await this.deps.ledger.append({ ...base, categories: {}, decision: 'block', decidedBy: 'policy' });
      return { ok: false, message: `The file could not be checked (${(error as Error).message}); nothing of it is returned.` };
    }
    const extension = extname(redacted.name);
    let outPath: string;
    try {
      outPath = await this.writeOutput(`${basename(redacted.name, extension).replace(/[^\w.-]+/g, '_').slice(0, 80) || 'file'}.redacted`, Buffer.from(redacted.bytes), extension || '.bin');
    } catch (error) {
      return { ok: false, message: `The covered file could not be saved (${(error as NodeJS.ErrnoException).code ?? 'error'}).` };
    }
    const counts = new Map(redacted.covered.map((c) => [c.category, c.count] as const));
    await this.deps.ledger.append({ ...base, categories: ledgerCounts(counts), decision: counts.size > 0 ? 'mask' : 'allow', decidedBy: 'policy' });
    const summary =
      redacted.covered.length === 0
        ? `Nothing was held back in the file. The copy is saved at ${outPath}.`
        : `Masked in the file: ${list(redacted.covered.map((c) => noun(c.category, c.count)))}, under ${policyName(source)} for the purpose "${purpose}". The covered copy is saved at ${outPath}.`;
    return { ok: true, outPath, covered: redacted.covered, summary };
  }

  private startOcr(): Promise<OcrPool> {
    this.ocr ??= this.deps.startOcr();
    return this.ocr;
  }

  /** A pool that failed is not trusted again: the next image starts a fresh one. */
  private dropOcr(): void {
    const pool = this.ocr;
    this.ocr = null;
    void pool?.then((p) => p.terminate()).catch(() => undefined);
  }

  private async writeOutput(name: string, bytes: Buffer, extension = '.png'): Promise<string> {
    this.outDir ??= this.deps.outDir !== undefined
      ? mkdir(resolve(this.deps.outDir), { recursive: true, mode: 0o700 }).then(() => resolve(this.deps.outDir as string))
      : mkdtemp(join(tmpdir(), 'consentry-mcp-'));
    const folder = await this.outDir;
    let path = join(folder, `${name}${extension}`);
    for (let n = 2; existsSync(path); n++) path = join(folder, `${name}-${n}${extension}`);
    await writeFile(path, bytes, { mode: 0o600, flag: 'wx' });
    return path;
  }

  async close(): Promise<void> {
    const pool = this.ocr;
    this.ocr = null;
    if (pool) await pool.then((p) => p.terminate()).catch(() => undefined);
  }
}
