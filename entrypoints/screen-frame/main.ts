// The screen guard's extension frame: wiring only; the frame's logic is src/frame/screen-frame.ts.
import { browser } from 'wxt/browser';
import { startScreenFrame } from '../../src/frame/screen-frame';
import { startExtensionOcr } from '../../src/offscreen/ocr-engine';

startScreenFrame({
  win: window,
  send: (message) => browser.runtime.sendMessage(message),
  connect: (name) => browser.runtime.connect({ name }),
  startLocalOcr: () => startExtensionOcr((path) => browser.runtime.getURL(path as '/')),
});
