/** Fly.io access tokens: fo1_ + 43, and the macaroon tokens fm1a_, fm1r_, fm2_ (often after "FlyV1 "). */
import { BASE64, END_BASE64, END_URLSAFE, START, URLSAFE, credential, pattern, provider, run, span } from './_rule';

const token = credential({
  id: 'fly-io-access-token',
  description: 'Fly.io access token',
  label: 'FLY_TOKEN',
  keywords: ['fo1_', 'fm1', 'fm2_'],
  patterns: [pattern(START, 'fo1_', run(URLSAFE, 43), END_URLSAFE), pattern(START, 'fm(?:1[ar]|2)_', span(BASE64, 100, 4000), '={0,3}', END_BASE64)],
  minEntropy: 4,
  confidence: 0.99,
  examples: {
    match: [
      { text: 'Fly access token: fo1_VF-PUHkFqGNYzVda3h6Le7AcyMZ0LkuqfiqcEz13ITK', covers: 'fo1_VF-PUHkFqGNYzVda3h6Le7AcyMZ0LkuqfiqcEz13ITK' },
      { text: 'Fly access token: fo1_VF-PUHkFqGNYzVda3h6Le7Ac\nyMZ0LkuqfiqcEz13ITK', covers: 'fo1_VF-PUHkFqGNYzVda3h6Le7Ac\nyMZ0LkuqfiqcEz13ITK' },
      { text: 'FLY_API_TOKEN="FlyV1 fm2_lJPEJHYhMw+gYM/5lI8QSI93QDXFJOpeGcisVu0jU44WAQL3eThOOwLcATFtKno4Zna9rQvtcjQC13XFljP5v8fwllzEg9pb5tn6uLuad3guCiHru0E3ndrr8NX+NvZi+FQr14k1ToTXUtjHfqEWG22YTvPOi4ygCyxXwBvOpqQEYaCdlMZed8pPEpL6Peb4n1uBdOqze2fqewEmi897BGw7dW8xUNh4Ln7bAILLXvA306lsvVM/OvlacxtqjkKvOupRqOrU1CuczAUZ5uzhdW6VvHDwcpzF/8ZWIWXhRVolR9OR=="', covers: 'fm2_lJPEJHYhMw+gYM/5lI8QSI93QDXFJOpeGcisVu0jU44WAQL3eThOOwLcATFtKno4Zna9rQvtcjQC13XFljP5v8fwllzEg9pb5tn6uLuad3guCiHru0E3ndrr8NX+NvZi+FQr14k1ToTXUtjHfqEWG22YTvPOi4ygCyxXwBvOpqQEYaCdlMZed8pPEpL6Peb4n1uBdOqze2fqewEmi897BGw7dW8xUNh4Ln7bAILLXvA306lsvVM/OvlacxtqjkKvOupRqOrU1CuczAUZ5uzhdW6VvHDwcpzF/8ZWIWXhRVolR9OR==' },
    ],
    ignore: ['api_key = "fo1_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"', 'authenticity_token value 7SWa-Fo1_hsC6oovfBsJFLGPUl2EhkSWPbJhWANwgaJWBDl1vxd9VNqXTN'],
  },
});

export const FLY_IO = provider('fly-io', 'Fly.io', [token]);
