/** The second hand-written set, by language (template group `written2`). */
import type { Lang } from '../vocab';
import type { WrittenLines } from './types';
import { EXTRA_EN } from './extra-en';
import { EXTRA_DE } from './extra-de';
import { EXTRA_FR } from './extra-fr';
import { EXTRA_ES } from './extra-es';
import { EXTRA_RU } from './extra-ru';

export const EXTRA: Readonly<Record<Lang, WrittenLines>> = { en: EXTRA_EN, de: EXTRA_DE, fr: EXTRA_FR, es: EXTRA_ES, ru: EXTRA_RU };
