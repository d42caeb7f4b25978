/**
 * Events this content script dispatched itself. The guard's capture listeners let these through;
 * everything else is treated as the person's (or the page's) and checked. The set lives in the
 * isolated world, so a page cannot add its own forged events to it.
 */
const dispatched = new WeakSet<Event>();

/** Dispatches `event` on `target`, marked as the guard's own. Returns dispatchEvent's result. */
export function dispatchOwn(target: EventTarget, event: Event): boolean {
  dispatched.add(event);
  return target.dispatchEvent(event);
}

export function isOwn(event: Event): boolean {
  return dispatched.has(event);
}
