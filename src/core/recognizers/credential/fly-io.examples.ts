/** Own examples of the rules in fly-io.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'fly-io-access-token': {
    match: [
      { text: 'Fly access token: fo1_VF-PUHkFqGNYzVda3h6Le7AcyMZ0LkuqfiqcEz13ITK', covers: 'fo1_VF-PUHkFqGNYzVda3h6Le7AcyMZ0LkuqfiqcEz13ITK' },
      { text: 'Fly access token: fo1_VF-PUHkFqGNYzVda3h6Le7Ac\nyMZ0LkuqfiqcEz13ITK', covers: 'fo1_VF-PUHkFqGNYzVda3h6Le7Ac\nyMZ0LkuqfiqcEz13ITK' },
      { text: 'FLY_API_TOKEN="FlyV1 fm2_lJPEJHYhMw+gYM/5lI8QSI93QDXFJOpeGcisVu0jU44WAQL3eThOOwLcATFtKno4Zna9rQvtcjQC13XFljP5v8fwllzEg9pb5tn6uLuad3guCiHru0E3ndrr8NX+NvZi+FQr14k1ToTXUtjHfqEWG22YTvPOi4ygCyxXwBvOpqQEYaCdlMZed8pPEpL6Peb4n1uBdOqze2fqewEmi897BGw7dW8xUNh4Ln7bAILLXvA306lsvVM/OvlacxtqjkKvOupRqOrU1CuczAUZ5uzhdW6VvHDwcpzF/8ZWIWXhRVolR9OR=="', covers: 'fm2_lJPEJHYhMw+gYM/5lI8QSI93QDXFJOpeGcisVu0jU44WAQL3eThOOwLcATFtKno4Zna9rQvtcjQC13XFljP5v8fwllzEg9pb5tn6uLuad3guCiHru0E3ndrr8NX+NvZi+FQr14k1ToTXUtjHfqEWG22YTvPOi4ygCyxXwBvOpqQEYaCdlMZed8pPEpL6Peb4n1uBdOqze2fqewEmi897BGw7dW8xUNh4Ln7bAILLXvA306lsvVM/OvlacxtqjkKvOupRqOrU1CuczAUZ5uzhdW6VvHDwcpzF/8ZWIWXhRVolR9OR==' },
    ],
    ignore: ['api_key = "fo1_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"', 'authenticity_token value 7SWa-Fo1_hsC6oovfBsJFLGPUl2EhkSWPbJhWANwgaJWBDl1vxd9VNqXTN'],
  },
};
