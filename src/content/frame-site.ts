/**
 * The facts about this frame that decide whether and how it is guarded, read from its window;
 * the rule itself is pure and shared with the page world (src/core/sites/frame-role.ts).
 */
export { foreignFrameSite, frameFacts, frameSite, type FrameFacts, type FrameSite } from '../core/sites/frame-role';
