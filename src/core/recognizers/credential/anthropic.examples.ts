/** Own examples of the rules in anthropic.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'anthropic-api-key': {
    match: [
      { text: 'ANTHROPIC_API_KEY=sk-ant-api03-gEaBp0vXnJaE-9I0MyTLUyi0kn1Gnt11CuZyzaA3U2OLzu6UQBGSyLvVSskUVINx_ZmQF9oGxLUczZ8XbFzUxtPTfYFEpAA', covers: 'sk-ant-api03-gEaBp0vXnJaE-9I0MyTLUyi0kn1Gnt11CuZyzaA3U2OLzu6UQBGSyLvVSskUVINx_ZmQF9oGxLUczZ8XbFzUxtPTfYFEpAA' },
      { text: 'x-api-key: sk-ant-admin01-Px6n1nf2xv54WCA_7e56W8zNIQt3uL4FFQKoKGwRDIOYQ_kVcIsgUpj6Sg9aheovEZXzUjpwVhOGu5NgyvhwvSuqK4dWGAA', covers: 'sk-ant-admin01-Px6n1nf2xv54WCA_7e56W8zNIQt3uL4FFQKoKGwRDIOYQ_kVcIsgUpj6Sg9aheovEZXzUjpwVhOGu5NgyvhwvSuqK4dWGAA' },
      { text: 'sk-ant-api03-lgnoAEcTl31uGQ_dFCGAtmNtc0mRau8URBfT5MISizhBHs4-fV AFHDzXeUHNBZS0Z1WnImG9Aw37K5WcNhdEPqhGi3hlbAA', covers: 'sk-ant-api03-lgnoAEcTl31uGQ_dFCGAtmNtc0mRau8URBfT5MISizhBHs4-fV AFHDzXeUHNBZS0Z1WnImG9Aw37K5WcNhdEPqhGi3hlbAA' },
    ],
    ignore: ['sk-ant-api03-KBVheZUpYxqew88AD3dnbyJVSEDONUsSDDFRFIFIuZIxNfaaOEELk9MQMaloAA', 'sk-ant-api03-r2hCsgkGvp8kD0D3Ms8GbLkV3AZkGAs_M_X-shUkbd-VOK_NptMzyL2Dvamh2Vwd6QEspT5pV74gdQq7eYimTTfpsUepYBB', 'sk-ant-api03-...'],
  },
  'anthropic-oauth-token': {
    match: [
      { text: 'CLAUDE_CODE_OAUTH_TOKEN=sk-ant-oat01-hNVNZxTSmm3jZNNjax7EBz3cl7CSgzAf31ddXP63ohM1fzUg296C0XpBx_NEgbUZsM6a8Cvr06aXyPtHgjwzHBJ11thNcmzcy7bV', covers: 'sk-ant-oat01-hNVNZxTSmm3jZNNjax7EBz3cl7CSgzAf31ddXP63ohM1fzUg296C0XpBx_NEgbUZsM6a8Cvr06aXyPtHgjwzHBJ11thNcmzcy7bV' },
      { text: 'CLAUDE_CODE_OAUTH_TOKEN=sk-ant-oat01-hNVNZxTSmm3jZNNjax7EBz3cl7CSgzAf31ddXP63ohM1fzUg296C0X pBx_NEgbUZsM6a8Cvr06aXyPtHgjwzHBJ11thNcmzcy7bV', covers: 'sk-ant-oat01-hNVNZxTSmm3jZNNjax7EBz3cl7CSgzAf31ddXP63ohM1fzUg296C0X pBx_NEgbUZsM6a8Cvr06aXyPtHgjwzHBJ11thNcmzcy7bV' },
    ],
    ignore: ['anthropic_token = "sk-ant-oat01-tooShort"'],
  },
};
