/**
 * The first-run page, opened once when Consentry is installed: what it guards, on which sites, and
 * what never leaves the device, with a way to the settings. It shows facts about the product only;
 * it asks for nothing and records nothing.
 */
import { useT } from '../../ui/i18n';
import { SITES } from '../../core/sites/registry';
import { ShieldIcon } from '../../ui/shared/icons';

export interface WelcomeAppProps {
  openOptions: () => void;
}

export function WelcomeApp({ openOptions }: WelcomeAppProps) {
  const t = useT();
  return (
    <main class="welcome">
      <h1>
        <ShieldIcon /> {t('welcome_title')}
      </h1>
      <p class="lead">{t('welcome_lead')}</p>
      <section aria-labelledby="welcome-guarded">
        <h2 id="welcome-guarded">{t('welcome_guardedHeading')}</h2>
        <ul>
          <li>{t('welcome_guardedPaste')}</li>
          <li>{t('welcome_guardedFiles')}</li>
          <li>{t('welcome_guardedSend')}</li>
          <li>{t('welcome_guardedScreen')}</li>
        </ul>
      </section>
      <section aria-labelledby="welcome-sites">
        <h2 id="welcome-sites">{t('welcome_sitesHeading')}</h2>
        <p>{SITES.map((s) => s.name).join(', ')}</p>
        <p class="hint">{t('welcome_sitesElsewhere')}</p>
      </section>
      <section aria-labelledby="welcome-device">
        <h2 id="welcome-device">{t('welcome_deviceHeading')}</h2>
        <p>{t('welcome_deviceBody')}</p>
      </section>
      <p>
        <button type="button" class="primary" onClick={openOptions}>
          {t('welcome_openOptions')}
        </button>
      </p>
    </main>
  );
}
