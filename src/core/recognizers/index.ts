/**
 * The registry: every recognizer the engine runs, listed explicitly by category. A meta-test
 * checks ids, categories, examples and that nothing in the folders is left out of this list.
 */
import type { Recognizer } from './types';
import { CREDENTIAL_RECOGNIZERS } from './credential/index';
import { GOVERNMENT_ID_RECOGNIZERS } from './government-id/index';
import { PAYMENT_RECOGNIZERS } from './payment/index';
import { CONTACT_RECOGNIZERS } from './contact/index';
import { PERSON_NAME_RECOGNIZERS } from './person-name/index';
import { INJECTION_RECOGNIZERS } from './injection/index';

export const RECOGNIZERS: readonly Recognizer[] = [
  ...CREDENTIAL_RECOGNIZERS,
  ...GOVERNMENT_ID_RECOGNIZERS,
  ...PAYMENT_RECOGNIZERS,
  ...CONTACT_RECOGNIZERS,
  ...PERSON_NAME_RECOGNIZERS,
  ...INJECTION_RECOGNIZERS,
];

export type { Recognizer } from './types';
