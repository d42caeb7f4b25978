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
  examples: {
    match: [
      { text: 'VAULT_TOKEN=hvs.CAESIURjTSa-VaeXSyJ8soLcICDMKNve1rvy2UFmabVy4d38cJ_20im3h-F5-tD8UnmN_9JJV44s9jrxR6CLukTtop0-ATQavczqxQ4Fe', covers: 'hvs.CAESIURjTSa-VaeXSyJ8soLcICDMKNve1rvy2UFmabVy4d38cJ_20im3h-F5-tD8UnmN_9JJV44s9jrxR6CLukTtop0-ATQavczqxQ4Fe' },
      { text: 'VAULT_TOKEN=hvs.CAESIURjTSa-VaeXSyJ8soLcICDMKNve1rvy2UFmabVy4d38cJ_20im3h-F5- tD8UnmN_9JJV44s9jrxR6CLukTtop0-ATQavczqxQ4Fe', covers: 'hvs.CAESIURjTSa-VaeXSyJ8soLcICDMKNve1rvy2UFmabVy4d38cJ_20im3h-F5- tD8UnmN_9JJV44s9jrxR6CLukTtop0-ATQavczqxQ4Fe' },
      { text: 'vault login token: s.VsCu9JilkE5vTXapfSY6gX7q', covers: 's.VsCu9JilkE5vTXapfSY6gX7q' },
      { text: 'hvb.AAAAAQZjdc_iW_Oa8J1gJPMt-c8K9vgT-QGUZ-Tc9i7ANyhekNlGgVeR6R8BSasnkGo7Idxg5TgORfb5VNo6pwXXTjzB9MIK2UcNdeGpLJxtMEQM85pLpLPzNrGehGqtP8f_PbbQARBBJWhhaO', covers: 'hvb.AAAAAQZjdc_iW_Oa8J1gJPMt-c8K9vgT-QGUZ-Tc9i7ANyhekNlGgVeR6R8BSasnkGo7Idxg5TgORfb5VNo6pwXXTjzB9MIK2UcNdeGpLJxtMEQM85pLpLPzNrGehGqtP8f_PbbQARBBJWhhaO' },
    ],
    ignore: ['s.makeKubeConfigController = args', 'vault: s.THISSTRINGISALLUPPERCASE', 'hvs.MreAXZ1EOMcWGKNkgwzt8EeI5Hv37w2XGp8BTCho'],
  },
});

export const HASHICORP_VAULT = provider('hashicorp-vault', 'HashiCorp Vault', [token]);
