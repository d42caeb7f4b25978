// The screen guard's extension frame: wiring only; the frame's logic is src/frame/screen-frame.ts.
import { browser } from 'wxt/browser';
import { startScreenFrame } from '../../src/frame/screen-frame';
import { installFrameTagger } from '../../src/frame/frame-tagger';
import { startExtensionOcr } from '../../src/offscreen/ocr-engine';
import { TAGGER_MODEL_PATH } from '../../src/protocol/models';

const url = (path: string): string => browser.runtime.getURL(path as '/');
startScreenFrame({
  win: window,
  send: (message) => browser.runtime.sendMessage(message),
  connect: (name) => browser.runtime.connect({ name }),
  startLocalOcr: () => startExtensionOcr(url),
  installTagger: () => installFrameTagger(url(TAGGER_MODEL_PATH)),
});
