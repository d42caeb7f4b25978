// Extension page where a relaxation asked for from a site's prompt is confirmed or declined:
// wiring only. Pages cannot reach it; the change it shows waits in the service worker.
import { render } from 'preact';
import { browser } from 'wxt/browser';
import { ConfirmChange } from '../../src/pages/confirm/confirm-change';
import { caller } from '../../src/protocol/channel';
import { GUARD } from '../../src/protocol/guard';
import { pt, useBrowserMessages } from '../../src/ui/page-strings';
import '../../src/ui/styles.css';

useBrowserMessages((key, subs) => browser.i18n.getMessage(key as never, subs));
document.documentElement.lang = pt('locale');
document.title = pt('confirmWin_docTitle');

const call = caller((message) => browser.runtime.sendMessage(message), GUARD);
const id = new URLSearchParams(location.search).get('change') ?? '';
const app = document.getElementById('app');
if (app) render(<ConfirmChange id={id} call={call} onDone={() => setTimeout(() => window.close(), 1500)} />, app);
