/**
 * The entity tagger in a screen share's frame: the packaged weights, read from the extension's
 * own package and installed as this page's default, so what OCR reads off a screen is scanned by
 * the same layers as a paste. A missing or unreadable file rejects (the share then stops).
 */
import { installDefaultTagger } from '../core/tagger/default-tagger';
import { loadTagger } from '../core/tagger/tagger';

export async function installFrameTagger(url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`tagger model: ${url} answered ${response.status}`);
  installDefaultTagger(loadTagger(new Uint8Array(await response.arrayBuffer())));
}
