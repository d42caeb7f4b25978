/**
 * HashiCorp Vault service and batch tokens (hvs., hvb.) and legacy service tokens (s. + 24), the
 * latter only near a Vault mention and only when they mix digits and both cases.
 */
import { ALNUM, END, END_URLSAFE, START, URLSAFE, credential, near, pattern, provider, run, span } from './_rule';

const token = credential({
  id: 'hashicorp-vault-token',
  description: 'HashiCorp Vault token',
  label: 'VAULT_TOKEN',
  keywords: ['hvs.', 'hvb.', 'vault'],
  patterns: [
    pattern(START, 'hv[sb]\\.', span(URLSAFE, 90, 300), END_URLSAFE),
    pattern(START, 's\\.', run(ALNUM, 24), END),
  ],
  minEntropy: 3.5,
  check: (value, ctx) =>
    !value.startsWith('s.') || (/[0-9]/.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value) && near(ctx, /vault/i, 300)),
  confidence: 0.97,
});

export const HASHICORP_VAULT = provider('hashicorp-vault', 'HashiCorp Vault', [token]);
