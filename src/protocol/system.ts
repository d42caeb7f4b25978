/**
 * The `system` channel: a keep-alive the extension frame sends while its share runs on Firefox
 * (an idle background page is suspended, and with it the OCR host). It decides nothing.
 */
import * as v from 'valibot';
import { defineChannel, reply } from './channel';

export const SYSTEM = defineChannel('system', {
  ping: { request: v.null(), response: reply<{ engine: string }>(), senders: ['extension_page'], ungated: true },
});
