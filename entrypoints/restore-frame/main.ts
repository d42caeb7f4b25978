// The restoration frame drawn over a token in a reply: wiring only (src/frame/restore-view.ts).
import { browser } from 'wxt/browser';
import { startRestoreView } from '../../src/frame/restore-view';
import { caller } from '../../src/protocol/channel';
import { GUARD } from '../../src/protocol/guard';

const call = caller((message) => browser.runtime.sendMessage(message), GUARD);
startRestoreView(window, (ticket) => call('restore/show', { ticket }));
