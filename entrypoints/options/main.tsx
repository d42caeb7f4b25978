// Options page: wiring only. The page talks to the service worker through the typed `ui`
// channel; everything it shows and edits lives in src/pages/options.
import { render } from 'preact';
import { browser } from 'wxt/browser';
import { createUiApi } from '../../src/pages/api';
import { download } from '../../src/pages/download';
import { loadModelHeads } from '../../src/pages/model-heads';
import { createTranslator, I18nContext } from '../../src/ui/i18n';
import { OptionsApp } from '../../src/pages/options/options-app';
import '../../src/ui/styles.css';

const t = createTranslator((key, subs) => browser.i18n.getMessage(key as never, subs));
document.documentElement.lang = t('locale');
document.title = t('options_title');

const api = createUiApi((message) => browser.runtime.sendMessage(message));

render(
  <I18nContext.Provider value={t}>
    <OptionsApp api={api} download={download} loadModels={() => loadModelHeads((path) => browser.runtime.getURL(path as '/'))} />
  </I18nContext.Provider>,
  document.getElementById('app')!,
);
