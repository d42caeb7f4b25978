/** Own examples of the rules in pypi.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'pypi-upload-token': {
    match: [
      { text: '[pypi]\n  username = __token__\n  password = pypi-AgEIcHlwaS5vcmc5_vVrkGL6DM4YTWIaKfGmZWZKS9IX8V3TrLV_wlAmtJ6QVq5ZqLMsZEsVZNaoBD2ZZnVM8rZqYWSMPQOPeuo19Y2Sg0xhfAxglK4A0YfzwX-0l1F3zk6vcR-9B66BbTU-8mFGpLsNQQcYiKB-vzec7', covers: 'pypi-AgEIcHlwaS5vcmc5_vVrkGL6DM4YTWIaKfGmZWZKS9IX8V3TrLV_wlAmtJ6QVq5ZqLMsZEsVZNaoBD2ZZnVM8rZqYWSMPQOPeuo19Y2Sg0xhfAxglK4A0YfzwX-0l1F3zk6vcR-9B66BbTU-8mFGpLsNQQcYiKB-vzec7' },
      { text: '[pypi]\n  username = __token__\n  password = pypi-AgEIcHlwaS5vcmc5_vVrkGL6DM4YTWIaKfGmZWZKS9IX8V3TrLV_wlAmtJ6QVq5ZqLMsZEsVZNaoBD2ZZnVM8rZqYWSMPQOPe\nuo19Y2Sg0xhfAxglK4A0YfzwX-0l1F3zk6vcR-9B66BbTU-8mFGpLsNQQcYiKB-vzec7', covers: 'pypi-AgEIcHlwaS5vcmc5_vVrkGL6DM4YTWIaKfGmZWZKS9IX8V3TrLV_wlAmtJ6QVq5ZqLMsZEsVZNaoBD2ZZnVM8rZqYWSMPQOPe\nuo19Y2Sg0xhfAxglK4A0YfzwX-0l1F3zk6vcR-9B66BbTU-8mFGpLsNQQcYiKB-vzec7' },
      { text: 'TWINE_PASSWORD=pypi-AgENdGVzdC5weXBpLm9yZwg_GbtV-GBELc52Pki-7PfxnCVb7Ffp6fu-o0os_UmxOfCu6tOCM2QQh0AhTzpoELZc-xqSKaogaqQquwy6erka8EyokE6a7zdcXWq0lIhJA6ViUb1hVT7J5w', covers: 'pypi-AgENdGVzdC5weXBpLm9yZwg_GbtV-GBELc52Pki-7PfxnCVb7Ffp6fu-o0os_UmxOfCu6tOCM2QQh0AhTzpoELZc-xqSKaogaqQquwy6erka8EyokE6a7zdcXWq0lIhJA6ViUb1hVT7J5w' },
    ],
    ignore: ['pypi-AgEIcHlwaS5vcmc...', 'password = pypi-token'],
  },
};
