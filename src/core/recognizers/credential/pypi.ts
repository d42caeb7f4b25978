/**
 * PyPI and TestPyPI upload tokens: macaroons whose base64 begins with the encoded index name
 * ("pypi-AgEIcHlwaS5vcmc" is pypi.org, "pypi-AgENdGVzdC5weXBpLm9yZw" is test.pypi.org).
 */
import { END_URLSAFE, START, URLSAFE, credential, pattern, provider, span } from './_rule';

const uploadToken = credential({
  id: 'pypi-upload-token',
  description: 'PyPI upload token',
  label: 'PYPI_TOKEN',
  keywords: ['pypi-ageichlwas5vcmc', 'pypi-agendgvzdc5wexbplm9yzw'],
  patterns: [pattern(START, 'pypi-(?:AgEIcHlwaS5vcmc|AgENdGVzdC5weXBpLm9yZw)', span(URLSAFE, 50, 1000), END_URLSAFE)],
  minEntropy: 3.5,
  confidence: 0.99,
  examples: {
    match: [
      { text: '[pypi]\n  username = __token__\n  password = pypi-AgEIcHlwaS5vcmc5_vVrkGL6DM4YTWIaKfGmZWZKS9IX8V3TrLV_wlAmtJ6QVq5ZqLMsZEsVZNaoBD2ZZnVM8rZqYWSMPQOPeuo19Y2Sg0xhfAxglK4A0YfzwX-0l1F3zk6vcR-9B66BbTU-8mFGpLsNQQcYiKB-vzec7', covers: 'pypi-AgEIcHlwaS5vcmc5_vVrkGL6DM4YTWIaKfGmZWZKS9IX8V3TrLV_wlAmtJ6QVq5ZqLMsZEsVZNaoBD2ZZnVM8rZqYWSMPQOPeuo19Y2Sg0xhfAxglK4A0YfzwX-0l1F3zk6vcR-9B66BbTU-8mFGpLsNQQcYiKB-vzec7' },
      { text: '[pypi]\n  username = __token__\n  password = pypi-AgEIcHlwaS5vcmc5_vVrkGL6DM4YTWIaKfGmZWZKS9IX8V3TrLV_wlAmtJ6QVq5ZqLMsZEsVZNaoBD2ZZnVM8rZqYWSMPQOPe\nuo19Y2Sg0xhfAxglK4A0YfzwX-0l1F3zk6vcR-9B66BbTU-8mFGpLsNQQcYiKB-vzec7', covers: 'pypi-AgEIcHlwaS5vcmc5_vVrkGL6DM4YTWIaKfGmZWZKS9IX8V3TrLV_wlAmtJ6QVq5ZqLMsZEsVZNaoBD2ZZnVM8rZqYWSMPQOPe\nuo19Y2Sg0xhfAxglK4A0YfzwX-0l1F3zk6vcR-9B66BbTU-8mFGpLsNQQcYiKB-vzec7' },
      { text: 'TWINE_PASSWORD=pypi-AgENdGVzdC5weXBpLm9yZwg_GbtV-GBELc52Pki-7PfxnCVb7Ffp6fu-o0os_UmxOfCu6tOCM2QQh0AhTzpoELZc-xqSKaogaqQquwy6erka8EyokE6a7zdcXWq0lIhJA6ViUb1hVT7J5w', covers: 'pypi-AgENdGVzdC5weXBpLm9yZwg_GbtV-GBELc52Pki-7PfxnCVb7Ffp6fu-o0os_UmxOfCu6tOCM2QQh0AhTzpoELZc-xqSKaogaqQquwy6erka8EyokE6a7zdcXWq0lIhJA6ViUb1hVT7J5w' },
    ],
    ignore: ['pypi-AgEIcHlwaS5vcmc...', 'password = pypi-token'],
  },
});

export const PYPI = provider('pypi', 'PyPI', [uploadToken]);
