/**
 * Where the screen-share guard runs: the AI sites of the shared site registry, as match patterns,
 * for the tap, the bridge and the frame page's web_accessible_resources entry.
 */
import { ALL_MATCH_PATTERNS } from './registry';

export const SCREEN_SITE_MATCHES: string[] = [...ALL_MATCH_PATTERNS];
