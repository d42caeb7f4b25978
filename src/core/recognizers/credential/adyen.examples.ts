/** Own examples of the rules in adyen.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'adyen-api-key': {
    match: [
      { text: "ADYEN_TOKEN=AQEvAdmz/txLUpceOzQKYo30qvCGV8w1sOkhNALQPK0HOHOG+xJO4DxpMp8rJg8EaTUcDAzQG9wtsScufrPkLpExgbmuvS2/O2VwZ+E86WXeOEm1Xsf3p7VHKxpjHhCOj2FYoxJYg9gNVMx", covers: "AQEvAdmz/txLUpceOzQKYo30qvCGV8w1sOkhNALQPK0HOHOG+xJO4DxpMp8rJg8EaTUcDAzQG9wtsScufrPkLpExgbmuvS2/O2VwZ+E86WXeOEm1Xsf3p7VHKxpjHhCOj2FYoxJYg9gNVMx" },
      { text: "config: { adyen_secret: \"AQEvAdmz/txLUpceOzQKYo30qvCGV8w1sOkhNALQPK0HOHOG+xJO4DxpMp8rJg8EaTUcDAzQG9wtsScufrPkLpExgbmuvS2/O2VwZ+E86WXeOEm1Xsf3p7VHKxpjHhCOj2FYoxJYg9gNVMx\" }", covers: "AQEvAdmz/txLUpceOzQKYo30qvCGV8w1sOkhNALQPK0HOHOG+xJO4DxpMp8rJg8EaTUcDAzQG9wtsScufrPkLpExgbmuvS2/O2VwZ+E86WXeOEm1Xsf3p7VHKxpjHhCOj2FYoxJYg9gNVMx" },
    ],
    ignore: ["ADYEN_TOKEN=${ADYEN_TOKEN}", "See the Adyen documentation for how to create a token."],
  },
};
