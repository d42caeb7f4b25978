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
});

export const PYPI = provider('pypi', 'PyPI', [uploadToken]);
