/**
 * The consent policy for the command line's gate, read from a JSON file in the extension's own
 * policy schema and checked with the extension's own validator (parsePolicy). Default location:
 * a per-user config folder (`$XDG_CONFIG_HOME/consentry/policy.json`, else
 * `~/.config/consentry/policy.json`; `%APPDATA%\consentry\policy.json` on Windows). No file there
 * means the default policy. A file that does not validate is refused, never half-applied: at
 * start the gate does not start, and an edit that breaks a running gate's file stops its tools
 * until it validates again (fail closed).
 *
 * The file is read again when its modification time or size changes, so an edit applies to the
 * next call. The policy generation written to the ledger is 0 for the built-in default and the
 * file's modification time in milliseconds otherwise: it grows with every edit and survives
 * restarts without a counter of its own.
 */
import { readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_POLICY, parsePolicy, PolicyError, type Policy } from '../core/policy/policy';

export type Env = Readonly<Record<string, string | undefined>>;

/** The per-user folder the gate keeps its policy and ledger in. */
export function configDirectory(env: Env = process.env, platform: NodeJS.Platform = process.platform, home = homedir()): string {
  if (platform === 'win32' && env['APPDATA']) return join(env['APPDATA'], 'consentry');
  const base = env['XDG_CONFIG_HOME'] && env['XDG_CONFIG_HOME'].startsWith('/') ? env['XDG_CONFIG_HOME'] : join(home, '.config');
  return join(base, 'consentry');
}

export const defaultPolicyPath = (env?: Env): string => join(configDirectory(env), 'policy.json');

export class PolicyFileError extends Error {}

export interface PolicyInForce {
  policy: Policy;
  /** Where it came from: the file's path, or "default" when no file exists. */
  source: string;
  generation: number;
}

interface Stamp {
  mtimeMs: number;
  size: number;
}

function stampOf(path: string): Stamp | null {
  try {
    const s = statSync(path);
    if (!s.isFile()) throw new PolicyFileError(`The policy ${path} is not a file.`);
    return { mtimeMs: Math.floor(s.mtimeMs), size: s.size };
  } catch (error) {
    if (error instanceof PolicyFileError) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new PolicyFileError(`Cannot read the policy ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'}).`);
  }
}

/** Reads and validates one policy file; throws PolicyFileError with one sentence. */
export function readPolicyFile(path: string): Policy {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (error) {
    throw new PolicyFileError(`Cannot read the policy ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'}).`);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new PolicyFileError(`The policy ${path} is not valid JSON.`);
  }
  try {
    return parsePolicy(json);
  } catch (error) {
    if (error instanceof PolicyError) throw new PolicyFileError(`${path}: ${error.message}`);
    throw error;
  }
}

/** The policy in force, read again whenever the file changes. */
export class PolicySource {
  /** undefined while the file on disk does not validate: every call reads it again. */
  private stamp: Stamp | null | undefined;
  private current: PolicyInForce;

  private constructor(
    readonly path: string,
    stamp: Stamp | null,
    current: PolicyInForce,
  ) {
    this.stamp = stamp;
    this.current = current;
  }

  /** Opens the policy at `path`; a file that exists but does not validate throws. */
  static open(path: string): PolicySource {
    const absolute = resolve(path);
    const stamp = stampOf(absolute);
    return new PolicySource(absolute, stamp, PolicySource.load(absolute, stamp));
  }

  private static load(path: string, stamp: Stamp | null): PolicyInForce {
    if (stamp === null) return { policy: structuredClone(DEFAULT_POLICY) as Policy, source: 'default', generation: 0 };
    return { policy: readPolicyFile(path), source: path, generation: stamp.mtimeMs };
  }

  /** The policy for this call. Throws PolicyFileError while the file does not validate. */
  get(): PolicyInForce {
    const stamp = stampOf(this.path);
    const same = this.stamp !== undefined && stamp?.mtimeMs === this.stamp?.mtimeMs && stamp?.size === this.stamp?.size;
    if (!same) {
      // Until the new file validates, nothing is decided under the old one either.
      this.stamp = undefined;
      this.current = PolicySource.load(this.path, stamp);
      this.stamp = stamp;
    }
    return this.current;
  }
}
