/**
 * Site profiles: which purposes each AI site applies to what it receives (answering, training,
 * analytics, third parties). A site's effective decision is the strictest over its purposes, so
 * taking a purpose away releases more and goes through the confirmation step on save.
 */
import { PURPOSES } from '../../core/vocabulary';
import { purposesFor, type Policy } from '../../core/policy/policy';
import { useT } from '../../ui/i18n';
import { purposeLabel } from '../../ui/labels';
import { siteName } from '../known-sites';
import { setProfile } from './policy-edit';
import { PurposeHeader } from './purpose-header';

export interface SiteProfilesProps {
  draft: Policy;
  sites: string[];
  onChange: (next: Policy) => void;
}

export function SiteProfiles({ draft, sites, onChange }: SiteProfilesProps) {
  const t = useT();
  return (
    <table class="profiles">
      <caption>{t('profiles_caption')}</caption>
      <PurposeHeader first={t('profiles_site')} />
      <tbody>
        {sites.map((origin) => {
          const applied = purposesFor(draft, origin);
          const known = draft.profiles?.[origin] !== undefined;
          return (
            <tr key={origin} data-site={origin}>
              <th scope="row">
                {siteName(origin)}
                {!known ? <span class="hint"> {t('profiles_unknown')}</span> : null}
              </th>
              {PURPOSES.map((purpose) => {
                const on = applied.includes(purpose);
                return (
                  <td key={purpose}>
                    <input
                      type="checkbox"
                      aria-label={t('profiles_checkLabel', siteName(origin), purposeLabel(t, purpose))}
                      checked={on}
                      disabled={on && applied.length === 1}
                      onChange={(e) => {
                        const checked = e.currentTarget.checked;
                        onChange(setProfile(draft, origin, checked ? [...applied, purpose] : applied.filter((p) => p !== purpose)));
                      }}
                    />
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
