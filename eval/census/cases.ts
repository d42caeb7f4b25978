/**
 * The census plan: for each seed, every (payload kind × applicable family) cell gets the same
 * number of cases, each with a fresh value, a fresh evasion and a carrier drawn from a stream keyed
 * by the cell's coordinates — so a case does not change when others are added or removed.
 */
import { benignCase, type BenignItem } from './benign';
import { carry, type CarrierKind } from './carriers';
import { FAMILIES, applies, applyFamily, type Family } from './evasions';
import { CLASS_OF, PAYLOAD_KINDS, generatePayload, type PayloadClass, type PayloadGroup, type PayloadKind } from './payloads';
import { streamFor } from './prng';

export interface PayloadCase {
  id: string;
  seed: number;
  kind: PayloadKind;
  cls: PayloadClass;
  group: PayloadGroup;
  family: Family;
  carrier: CarrierKind;
  /** The whole message a person would paste. */
  text: string;
  /** The message with the payload left out (the carrier alone), for the collision control. */
  carrierOnly: string;
  canonical: string;
}

export interface BenignCensusCase {
  id: string;
  seed: number;
  text: string;
  items: BenignItem[];
}

export interface CensusPlan {
  payloadCases: PayloadCase[];
  benignCases: BenignCensusCase[];
  /** (kind × family) cells skipped because the family is not meaningful for the kind. */
  notApplicable: { kind: PayloadKind; family: Family }[];
}

const MAX_DRAWS = 20;

export function buildPlan(seeds: readonly number[], perCell: number, benignPerSeed: number): CensusPlan {
  const payloadCases: PayloadCase[] = [];
  const benignCases: BenignCensusCase[] = [];
  const notApplicable: { kind: PayloadKind; family: Family }[] = [];
  for (const kind of PAYLOAD_KINDS) {
    for (const family of FAMILIES) {
      if (!applies(family, CLASS_OF[kind])) notApplicable.push({ kind, family });
    }
  }
  for (const seed of seeds) {
    for (const kind of PAYLOAD_KINDS) {
      for (const family of FAMILIES) {
        if (!applies(family, CLASS_OF[kind])) continue;
        for (let i = 0; i < perCell; i++) {
          const rng = streamFor(seed, kind, family, i);
          let built: PayloadCase | null = null;
          for (let draw = 0; draw < MAX_DRAWS && !built; draw++) {
            const payload = generatePayload(kind, rng);
            const value = applyFamily(family, payload, rng);
            if (value === null || (family !== 'plain' && value === payload.surface)) continue;
            const { carrier, before, after } = carry(rng, payload, value);
            built = {
              id: `s${seed}/${kind}/${family}/${i}`,
              seed,
              kind,
              cls: payload.cls,
              group: payload.group,
              family,
              carrier,
              text: before + value + after,
              carrierOnly: before + after,
              canonical: payload.canonical,
            };
          }
          if (!built) throw new Error(`Could not build a ${family} case for ${kind} (seed ${seed}, #${i})`);
          payloadCases.push(built);
        }
      }
    }
    for (let i = 0; i < benignPerSeed; i++) {
      const { text, items } = benignCase(streamFor(seed, 'benign', i));
      benignCases.push({ id: `s${seed}/benign/${i}`, seed, text, items });
    }
  }
  return { payloadCases, benignCases, notApplicable };
}
