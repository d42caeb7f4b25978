/**
 * Restored values travel to one place only: the extension's own restoration frame, drawn over a
 * token in the tab's reply. The content script asks which tokens of a reply this tab may see
 * restored and gets, per token, a ticket — never the value. The frame it puts over the token
 * redeems the ticket; the service worker checks that the frame is an extension page in the same
 * tab and hands the value over once. Tickets are random, single-use, expire within a minute and
 * live in memory only; a web page that learnt one could not redeem it (it has no channel to the
 * worker, and the worker serves extension pages alone).
 */
export interface Ticketed {
  token: string;
  value: string;
  label: string;
}

interface Ticket extends Ticketed {
  tabId: number;
  expires: number;
}

const TICKET_TTL_MS = 60 * 1000;
const MAX_TICKETS = 4096;

export class RestoreTickets {
  private tickets = new Map<string, Ticket>();

  constructor(
    private readonly now: () => number,
    private readonly newId: () => string,
  ) {}

  /** A ticket for `value`; the caller expires old tickets once per batch it issues (see expire). */
  issue(tabId: number, value: Ticketed): string {
    if (this.tickets.size >= MAX_TICKETS) this.tickets.delete(this.tickets.keys().next().value as string);
    const id = this.newId();
    this.tickets.set(id, { ...value, tabId, expires: this.now() + TICKET_TTL_MS });
    return id;
  }

  /** The value behind a ticket, once, for a frame in the tab it was issued to. */
  redeem(id: string, tabId: number | undefined): Ticketed | undefined {
    this.expire();
    const ticket = this.tickets.get(id);
    if (ticket === undefined || tabId === undefined || ticket.tabId !== tabId) return undefined;
    this.tickets.delete(id);
    return { token: ticket.token, value: ticket.value, label: ticket.label };
  }

  dropTab(tabId: number): void {
    for (const [id, t] of this.tickets) if (t.tabId === tabId) this.tickets.delete(id);
  }

  expire(): void {
    const now = this.now();
    for (const [id, t] of this.tickets) if (t.expires < now) this.tickets.delete(id);
  }

  toJSON(): never {
    throw new Error('Restore tickets are never serialised.');
  }
}
