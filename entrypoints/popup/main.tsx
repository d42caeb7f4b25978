// Toolbar popup: wiring only. It speaks for the active tab of its window; opened as a page with
// ?tab=<id> (from the options page or a test) it speaks for that tab instead.
import { render } from 'preact';
import { browser } from 'wxt/browser';
import { createUiApi } from '../../src/pages/api';
import { createTranslator, I18nContext } from '../../src/ui/i18n';
import { PopupApp } from '../../src/pages/popup/popup-app';
import '../../src/ui/styles.css';

const t = createTranslator((key, subs) => browser.i18n.getMessage(key as never, subs));
document.documentElement.lang = t('locale');
document.title = t('extName');

const api = createUiApi((message) => browser.runtime.sendMessage(message));

async function targetTab(): Promise<number | null> {
  const requested = Number(new URLSearchParams(location.search).get('tab'));
  if (Number.isInteger(requested) && requested > 0) return requested;
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.id ?? null;
}

void targetTab().then((tabId) =>
  render(
    <I18nContext.Provider value={t}>
      <PopupApp api={api} tabId={tabId} openOptions={() => void browser.runtime.openOptionsPage()} />
    </I18nContext.Provider>,
    document.getElementById('app')!,
  ),
);
