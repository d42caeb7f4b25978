// First-run page, opened once on install: wiring only (src/pages/welcome).
import { render } from 'preact';
import { browser } from 'wxt/browser';
import { createTranslator, I18nContext } from '../../src/ui/i18n';
import { WelcomeApp } from '../../src/pages/welcome/welcome-app';
import '../../src/ui/styles.css';

const t = createTranslator((key, subs) => browser.i18n.getMessage(key as never, subs));
document.documentElement.lang = t('locale');
document.title = t('welcome_title');

render(
  <I18nContext.Provider value={t}>
    <WelcomeApp openOptions={() => void browser.runtime.openOptionsPage()} />
  </I18nContext.Provider>,
  document.getElementById('app')!,
);
