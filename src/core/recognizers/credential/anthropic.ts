/**
 * Anthropic API and Admin API keys (sk-ant-api03- / sk-ant-admin01- + 93 + "AA") and Claude OAuth
 * access and refresh tokens (sk-ant-oat01- / sk-ant-ort01-).
 */
import { END_URLSAFE, START_URLSAFE, URLSAFE, credential, pattern, provider, run, span } from './_rule';

const apiKey = credential({
  id: 'anthropic-api-key',
  description: 'Anthropic API or Admin API key',
  label: 'ANTHROPIC_KEY',
  keywords: ['sk-ant-'],
  patterns: [pattern(START_URLSAFE, 'sk-ant-(?:api03|admin01)-', run(URLSAFE, 93), 'AA', END_URLSAFE)],
  minEntropy: 3.5,
  confidence: 0.99,
  examples: {
    match: [
      { text: 'ANTHROPIC_API_KEY=sk-ant-api03-gEaBp0vXnJaE-9I0MyTLUyi0kn1Gnt11CuZyzaA3U2OLzu6UQBGSyLvVSskUVINx_ZmQF9oGxLUczZ8XbFzUxtPTfYFEpAA', covers: 'sk-ant-api03-gEaBp0vXnJaE-9I0MyTLUyi0kn1Gnt11CuZyzaA3U2OLzu6UQBGSyLvVSskUVINx_ZmQF9oGxLUczZ8XbFzUxtPTfYFEpAA' },
      { text: 'x-api-key: sk-ant-admin01-Px6n1nf2xv54WCA_7e56W8zNIQt3uL4FFQKoKGwRDIOYQ_kVcIsgUpj6Sg9aheovEZXzUjpwVhOGu5NgyvhwvSuqK4dWGAA', covers: 'sk-ant-admin01-Px6n1nf2xv54WCA_7e56W8zNIQt3uL4FFQKoKGwRDIOYQ_kVcIsgUpj6Sg9aheovEZXzUjpwVhOGu5NgyvhwvSuqK4dWGAA' },
      { text: 'sk-ant-api03-lgnoAEcTl31uGQ_dFCGAtmNtc0mRau8URBfT5MISizhBHs4-fV AFHDzXeUHNBZS0Z1WnImG9Aw37K5WcNhdEPqhGi3hlbAA', covers: 'sk-ant-api03-lgnoAEcTl31uGQ_dFCGAtmNtc0mRau8URBfT5MISizhBHs4-fV AFHDzXeUHNBZS0Z1WnImG9Aw37K5WcNhdEPqhGi3hlbAA' },
    ],
    ignore: ['sk-ant-api03-KBVheZUpYxqew88AD3dnbyJVSEDONUsSDDFRFIFIuZIxNfaaOEELk9MQMaloAA', 'sk-ant-api03-r2hCsgkGvp8kD0D3Ms8GbLkV3AZkGAs_M_X-shUkbd-VOK_NptMzyL2Dvamh2Vwd6QEspT5pV74gdQq7eYimTTfpsUepYBB', 'sk-ant-api03-...'],
  },
});

const oauth = credential({
  id: 'anthropic-oauth-token',
  description: 'Claude OAuth access or refresh token',
  label: 'ANTHROPIC_KEY',
  keywords: ['sk-ant-'],
  patterns: [pattern(START_URLSAFE, 'sk-ant-o[ar]t01-', span(URLSAFE, 40, 300), END_URLSAFE)],
  minEntropy: 3.5,
  confidence: 0.98,
  examples: {
    match: [
      { text: 'CLAUDE_CODE_OAUTH_TOKEN=sk-ant-oat01-hNVNZxTSmm3jZNNjax7EBz3cl7CSgzAf31ddXP63ohM1fzUg296C0XpBx_NEgbUZsM6a8Cvr06aXyPtHgjwzHBJ11thNcmzcy7bV', covers: 'sk-ant-oat01-hNVNZxTSmm3jZNNjax7EBz3cl7CSgzAf31ddXP63ohM1fzUg296C0XpBx_NEgbUZsM6a8Cvr06aXyPtHgjwzHBJ11thNcmzcy7bV' },
      { text: 'CLAUDE_CODE_OAUTH_TOKEN=sk-ant-oat01-hNVNZxTSmm3jZNNjax7EBz3cl7CSgzAf31ddXP63ohM1fzUg296C0X pBx_NEgbUZsM6a8Cvr06aXyPtHgjwzHBJ11thNcmzcy7bV', covers: 'sk-ant-oat01-hNVNZxTSmm3jZNNjax7EBz3cl7CSgzAf31ddXP63ohM1fzUg296C0X pBx_NEgbUZsM6a8Cvr06aXyPtHgjwzHBJ11thNcmzcy7bV' },
    ],
    ignore: ['anthropic_token = "sk-ant-oat01-tooShort"'],
  },
});

export const ANTHROPIC = provider('anthropic', 'Anthropic', [apiKey, oauth]);
