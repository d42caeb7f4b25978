/** Own examples of the rules in hashicorp-vault.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'hashicorp-vault-token': {
    match: [
      { text: 'VAULT_TOKEN=hvs.CAESIURjTSa-VaeXSyJ8soLcICDMKNve1rvy2UFmabVy4d38cJ_20im3h-F5-tD8UnmN_9JJV44s9jrxR6CLukTtop0-ATQavczqxQ4Fe', covers: 'hvs.CAESIURjTSa-VaeXSyJ8soLcICDMKNve1rvy2UFmabVy4d38cJ_20im3h-F5-tD8UnmN_9JJV44s9jrxR6CLukTtop0-ATQavczqxQ4Fe' },
      { text: 'VAULT_TOKEN=hvs.CAESIURjTSa-VaeXSyJ8soLcICDMKNve1rvy2UFmabVy4d38cJ_20im3h-F5- tD8UnmN_9JJV44s9jrxR6CLukTtop0-ATQavczqxQ4Fe', covers: 'hvs.CAESIURjTSa-VaeXSyJ8soLcICDMKNve1rvy2UFmabVy4d38cJ_20im3h-F5- tD8UnmN_9JJV44s9jrxR6CLukTtop0-ATQavczqxQ4Fe' },
      { text: 'vault login token: s.VsCu9JilkE5vTXapfSY6gX7q', covers: 's.VsCu9JilkE5vTXapfSY6gX7q' },
      { text: 'hvb.AAAAAQZjdc_iW_Oa8J1gJPMt-c8K9vgT-QGUZ-Tc9i7ANyhekNlGgVeR6R8BSasnkGo7Idxg5TgORfb5VNo6pwXXTjzB9MIK2UcNdeGpLJxtMEQM85pLpLPzNrGehGqtP8f_PbbQARBBJWhhaO', covers: 'hvb.AAAAAQZjdc_iW_Oa8J1gJPMt-c8K9vgT-QGUZ-Tc9i7ANyhekNlGgVeR6R8BSasnkGo7Idxg5TgORfb5VNo6pwXXTjzB9MIK2UcNdeGpLJxtMEQM85pLpLPzNrGehGqtP8f_PbbQARBBJWhhaO' },
    ],
    ignore: ['s.makeKubeConfigController = args', 'vault: s.THISSTRINGISALLUPPERCASE', 'hvs.MreAXZ1EOMcWGKNkgwzt8EeI5Hv37w2XGp8BTCho'],
  },
};
