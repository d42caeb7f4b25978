/**
 * Site profiles: which purposes each AI site applies to what it receives (answering, training,
 * analytics, third parties), why, and the site's own switch where it has one. A person who turned
 * a site's switch off unticks the purpose; a site's effective decision is the strictest over the
 * purposes ticked, so unticking releases more and goes through the confirmation step on save.
 */
import { PURPOSES, type Purpose } from '../../core/vocabulary';
import { purposesFor, type Policy } from '../../core/policy/policy';
import { sitePurposesFor } from '../../core/sites/site-purposes';
import { useT, type Translate } from '../../ui/i18n';
import { purposeLabel } from '../../ui/labels';
import { siteName } from '../known-sites';
import { setProfile } from './policy-edit';
import { PurposeHeader } from './purpose-header';

export interface SiteProfilesProps {
  draft: Policy;
  sites: string[];
  onChange: (next: Policy) => void;
}

/** Why a purpose is (or is not) counted for a site, in the person's words. */
function why(t: Translate, origin: string, purpose: Purpose, on: boolean): string {
  const known = sitePurposesFor(origin);
  const name = siteName(origin);
  if (!known) return on ? t('why_unknown') : t('why_personOff');
  const use = known[purpose];
  if (use === undefined) return on ? t('why_personOn') : t('why_notApplied', name);
  if (!on) return use.kind === 'switch' ? t('why_switchOff', use.setting) : t('why_personOff');
  if (purpose === 'assistant') return t('why_assistant');
  return use.kind === 'switch' ? t('why_switch', use.setting) : t(`why_always_${purpose}`, name);
}

export function SiteProfiles({ draft, sites, onChange }: SiteProfilesProps) {
  const t = useT();
  return (
    <div class="table-scroll">
      <table class="profiles">
        <caption>{t('profiles_caption')}</caption>
        <PurposeHeader first={t('profiles_site')} />
        <tbody>
          {sites.map((origin) => {
            const applied = purposesFor(draft, origin);
            const known = sitePurposesFor(origin) !== undefined;
            return (
              <tr key={origin} data-site={origin}>
                <th scope="row">
                  {siteName(origin)}
                  {!known ? <span class="hint"> {t('profiles_unknown')}</span> : null}
                </th>
                {PURPOSES.map((purpose) => {
                  const on = applied.includes(purpose);
                  const id = `why-${origin.replace(/[^a-z0-9]/g, '-')}-${purpose}`;
                  return (
                    <td key={purpose} data-purpose={purpose} data-applies={String(on)}>
                      <input
                        type="checkbox"
                        aria-label={t('profiles_checkLabel', siteName(origin), purposeLabel(t, purpose))}
                        aria-describedby={id}
                        checked={on}
                        disabled={on && applied.length === 1}
                        onChange={(e) => {
                          const checked = e.currentTarget.checked;
                          onChange(setProfile(draft, origin, checked ? [...applied, purpose] : applied.filter((p) => p !== purpose)));
                        }}
                      />
                      <span class="why" id={id}>
                        {why(t, origin, purpose, on)}
                      </span>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
