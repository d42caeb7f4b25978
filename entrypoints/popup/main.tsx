// Toolbar popup: wiring only. It speaks for the active tab of its window; opened as a page with
// ?tab=<id> (from the options page or a test) it speaks for that tab instead.
import { render } from 'preact';
import { browser } from 'wxt/browser';
import { createUiApi } from '../../src/pages/api';
import { createTranslator, I18nContext } from '../../src/ui/i18n';
import { PopupApp } from '../../src/pages/popup/popup-app';
import { targetTab } from '../../src/pages/popup/target-tab';
import '../../src/ui/styles.css';

const t = createTranslator((key, subs) => browser.i18n.getMessage(key as never, subs));
document.documentElement.lang = t('locale');
document.title = t('extName');

const api = createUiApi((message) => browser.runtime.sendMessage(message));

const activeTab = async (): Promise<number | undefined> => (await browser.tabs.query({ active: true, currentWindow: true }))[0]?.id;

void targetTab(location.search, activeTab).then((tabId) =>
  render(
    <I18nContext.Provider value={t}>
      <PopupApp api={api} tabId={tabId} openOptions={() => void browser.runtime.openOptionsPage()} />
    </I18nContext.Provider>,
    document.getElementById('app')!,
  ),
);
