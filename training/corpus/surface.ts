/**
 * The surfaces a line arrives on — chat, e-mail, notification, OCR'd screen, spreadsheet row,
 * form field — and the noise people and OCR add (case, typos, missing punctuation, emoji,
 * misread characters). Applied to every label alike, so that the surface never predicts the label.
 */
import type { Rng } from './rng';
import type { Lang } from './vocab';
import { commonSlots } from './vocab';
import { render } from './template';

const SUBJECT: Record<Lang, readonly string[]> = {
  en: ['Subject: Quick question', 'Subject: Re: tonight', 'Subject: Fwd: update', 'Subject: (no subject)', 'Subject: catching up', 'Subject: Re: Re: Friday', 'Subject: hi', 'Subject: following up'],
  es: ['Asunto: una cosa', 'Asunto: RE: mañana', 'Asunto: (sin asunto)', 'Asunto: novedades'],
  de: ['Betreff: kurze Frage', 'Betreff: AW: morgen', 'Betreff: (kein Betreff)', 'Betreff: Neuigkeiten'],
  fr: ['Objet : petite question', 'Objet : RE: demain', 'Objet : (sans objet)', 'Objet : nouvelles'],
  ru: ['Тема: вопрос', 'Тема: RE: завтра', 'Тема: (без темы)', 'Тема: новости'],
};
const GREETING: Record<Lang, readonly string[]> = {
  en: ['Hi {first},', 'Hey {first},', 'Dear {first},', 'Hello,', '{first} -', 'Hi all,'],
  es: ['Hola {first}:', 'Buenas,', 'Querida {first}:'],
  de: ['Hallo {first},', 'Hi {first},', 'Liebe {first},'],
  fr: ['Bonjour {first},', 'Salut {first},', 'Coucou,'],
  ru: ['Привет, {first}!', 'Здравствуйте,', '{first}, привет.'],
};
const SIGNOFF: Record<Lang, readonly string[]> = {
  en: ['Best,\n{first}', 'Thanks,\n{first}', 'Cheers\n{first}', 'x', '— {first}', 'Sent from my iPhone'],
  es: ['Un abrazo,\n{first}', 'Saludos', 'Enviado desde mi móvil'],
  de: ['Viele Grüße\n{first}', 'LG {first}', 'Von meinem iPhone gesendet'],
  fr: ['Bises,\n{first}', 'Cordialement', 'Envoyé de mon iPhone'],
  ru: ['С уважением,\n{first}', 'Обнимаю', 'Отправлено с iPhone'],
};
const APPS = ['WhatsApp', 'iMessage', 'Messages', 'Telegram', 'Signal', 'Messenger', 'Slack', 'Teams', 'Gmail', 'Outlook', 'Instagram', 'Discord', 'Viber', 'SMS'];
const FIELD: Record<Lang, readonly string[]> = {
  en: ['Notes', 'Comments', 'Description', 'Message', 'Details', 'Additional information', 'Reason'],
  es: ['Notas', 'Comentarios', 'Descripción', 'Mensaje'],
  de: ['Notizen', 'Kommentar', 'Beschreibung', 'Nachricht'],
  fr: ['Notes', 'Commentaire', 'Description', 'Message'],
  ru: ['Заметки', 'Комментарий', 'Описание', 'Сообщение'],
};
const PREFIX: Record<Lang, readonly string[]> = {
  en: ['hey, ', 'btw ', 'ok so ', 'honestly ', 'so ', 'quick one: ', 'fyi ', 'omg ', 'right, '],
  es: ['oye, ', 'por cierto, ', 'bueno, ', 'mira, '],
  de: ['hey, ', 'übrigens ', 'also ', 'kurz: '],
  fr: ['dis, ', "au fait, ", 'bon, ', 'écoute, '],
  ru: ['слушай, ', 'кстати, ', 'короче, ', 'в общем, '],
};
const SUFFIX: Record<Lang, readonly string[]> = {
  en: [' lol', ' thanks!', ' x', ' haha', ' tbh', '...', ' ok?', ' 🙏', ' 😅', ' 👍', ' ❤️', ' 😬'],
  es: [' jaja', ' gracias!', ' 😘', '...', ' vale?'],
  de: [' haha', ' danke!', ' 😅', '...', ' ok?'],
  fr: [' mdr', ' merci !', ' 😘', '...', ' ok ?'],
  ru: [' ахах', ' спасибо!', ' 😅', '...', ' ок?'],
};
const STATUS_BAR = ['9:41', '10:02 ▪▪▪ 4G 78%', '14:17  LTE  52%', '08:55 ⁕ 5G', '23:04 Wi-Fi 91%'];
const OCR_CONFUSIONS: Record<string, readonly string[]> = {
  l: ['1', 'I', '|'],
  I: ['l', '1'],
  O: ['0'],
  o: ['0'],
  '0': ['O', 'o'],
  '1': ['l', 'I'],
  '5': ['S'],
  S: ['5'],
  rn: ['m'],
  m: ['rn'],
  e: ['c'],
  a: ['o'],
  '.': [','],
  ',': ['.'],
};

/** Misreads a few characters the way OCR does. */
export function ocrNoise(text: string, rng: Rng, rate: number): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const two = text.slice(i, i + 2);
    if (two === 'rn' && rng.chance(rate)) {
      out += 'm';
      i++;
      continue;
    }
    const ch = text[i] as string;
    const alts = OCR_CONFUSIONS[ch];
    if (alts && rng.chance(rate)) out += rng.pick(alts);
    else if (ch === ' ' && rng.chance(rate / 2)) out += rng.pick(['', '  ']);
    else out += ch;
  }
  return out;
}

function typo(word: string, rng: Rng): string {
  if (word.length < 4) return word;
  const i = rng.int(1, word.length - 2);
  switch (rng.int(0, 2)) {
    case 0:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    case 1:
      return word.slice(0, i) + word.slice(i + 1);
    default:
      return word.slice(0, i) + word[i] + word.slice(i);
  }
}

/** Wraps a line in one of the surfaces people paste or show. */
export function wrap(text: string, lang: Lang, rng: Rng): string {
  const slots = commonSlots(lang);
  const r = (t: string): string => render(t, slots, rng);
  const roll = rng.next();
  if (roll < 0.46) return text;
  if (roll < 0.6) {
    const time = `${rng.int(7, 23)}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    return rng.pick([`[${time}] ${r('{first}')}: ${text}`, `${r('{first}')}: ${text}`, `${r('{first}')}, ${time}\n${text}`, `> ${text}`, `${text}\n${time} ✓✓`]);
  }
  if (roll < 0.7) {
    const lines = [rng.pick(SUBJECT[lang]), '', r(rng.pick(GREETING[lang])), text];
    if (rng.chance(0.7)) lines.push('', r(rng.pick(SIGNOFF[lang])));
    return lines.join('\n');
  }
  if (roll < 0.78) {
    return rng.pick([`${rng.pick(APPS)} · now\n${r('{first}')}: ${text}`, `${rng.pick(APPS)}\n${text}`, `${r('{name}')}\n${text}`, `${rng.pick(APPS)} · ${rng.int(2, 59)}m ago · ${text}`]);
  }
  if (roll < 0.86) {
    const chrome = rng.pick([`${rng.pick(STATUS_BAR)}\n< ${r('{first}')}`, `${rng.pick(STATUS_BAR)}\n${rng.pick(APPS)}`, `Inbox (${rng.int(1, 300)})`, `${rng.pick(APPS)}   ${r('{name}')}`]);
    const body = ocrNoise(text, rng, rng.pick([0.01, 0.03, 0.06]));
    const footer = rng.pick(['Type a message', 'Reply', '', '', 'Message', '↩ Reply all']);
    return [chrome, body, footer].filter((s) => s !== '').join('\n');
  }
  if (roll < 0.93) {
    const sep = rng.pick([' | ', ',', '\t', '; ']);
    const cells = [String(rng.int(1, 400)), r('{date}'), sep === ',' ? `"${text.replace(/"/g, '""')}"` : text];
    if (rng.chance(0.5)) cells.splice(2, 0, r('{name}'));
    return rng.chance(0.5) ? cells.slice(1).join(sep) : cells.join(sep);
  }
  return rng.pick([`${rng.pick(FIELD[lang])}: ${text}`, `- ${text}`, `• ${text}`, `${rng.pick(FIELD[lang])}\n${text}`]);
}

/** Adds the small irregularities of typed text. */
export function noise(text: string, lang: Lang, rng: Rng): string {
  let t = text;
  if (rng.chance(0.1)) t = rng.pick(PREFIX[lang]) + t.charAt(0).toLowerCase() + t.slice(1);
  if (rng.chance(0.15)) t = t.toLowerCase();
  else if (rng.chance(0.025)) t = t.toUpperCase();
  if (rng.chance(0.2)) t = t.replace(/[.!?]+$/u, '');
  if (rng.chance(0.12)) {
    const words = t.split(' ');
    const n = rng.int(1, 2);
    for (let k = 0; k < n; k++) {
      const i = rng.int(0, words.length - 1);
      words[i] = typo(words[i] as string, rng);
    }
    t = words.join(' ');
  }
  if (rng.chance(0.1)) t += rng.pick(SUFFIX[lang]);
  return t;
}
