/**
 * Values for the second development set: the first set's secrets (../values.ts) plus people drawn
 * from this folder's own name lists, with phone numbers in several national formats (fictional
 * ranges where a country has one), e-mail addresses in several shapes on reserved domains, and a
 * second Slack and Stripe key of other kinds. Drawn at run time; no value lives in the repository.
 */
import { choice, pick, values, type Rng } from '../values';

const FIRST = ['Hannah', 'Oluwaseun', 'Greta', 'Diego', 'Yuki', 'Fatima', 'Pavel', 'Ingrid', 'Chidi', 'Marta', 'Santiago', 'Leila', 'Bruno', 'Anouk', 'Tariq', 'Camille'];
const LAST = ['Schneider', 'Adeyemi', 'Johansson', 'Fernandes', 'Takahashi', 'Haddad', 'Kowalczyk', 'Larsen', 'Eze', 'Romano', 'Castillo', 'Farouk', 'Moreau', 'Visser', 'Petrov', 'Gallagher'];
const CITIES = ['Lisbon', 'Rotterdam', 'Leeds', 'Austin', 'Lyon', 'Gdansk', 'Porto', 'Malmo'];
const DOMAINS = ['example.com', 'example.net', 'mail.example.org', 'example.co.uk'];

const d = (rng: Rng, n: number): string => pick(rng, n, '0123456789');

function phone(rng: Rng): string {
  switch (Math.floor(rng() * 6)) {
    case 0:
      return `+1 ${choice(rng, ['415', '646', '312', '206'])} 555 01${d(rng, 2)}`;
    case 1:
      return `${choice(rng, ['212', '503', '617'])}-555-01${d(rng, 2)}`;
    case 2:
      return `+44 20 7946 0${d(rng, 3)}`;
    case 3:
      return `+44 7700 900${d(rng, 3)}`;
    case 4:
      return `(${choice(rng, ['718', '305', '702'])}) 555-01${d(rng, 2)}`;
    default:
      return `+61 491 570 ${d(rng, 3)}`;
  }
}

function email(rng: Rng, first: string, last: string): string {
  const f = first.toLowerCase();
  const l = last.toLowerCase();
  const local = choice(rng, [`${f}.${l}`, `${f[0]}${l}${d(rng, 2)}`, `${f}_${l}`, `${f}-${l}`, `${l}.${f[0]}`, `${f}${d(rng, 3)}`]);
  return `${local}@${choice(rng, DOMAINS)}`;
}

export interface Person {
  first: string;
  name: string;
  email: string;
  phone: string;
  city: string;
}

export function dev2Values(rng: Rng) {
  const base = values(rng);
  const people: Person[] = [];
  const used = new Set<string>();
  while (people.length < 4) {
    const first = choice(rng, FIRST);
    const last = choice(rng, LAST);
    if (used.has(first) || used.has(last)) continue;
    used.add(first);
    used.add(last);
    people.push({ first, name: `${first} ${last}`, email: email(rng, first, last), phone: phone(rng), city: choice(rng, CITIES) });
  }
  const other = people[3]!;
  return {
    ...base,
    people,
    email: people[0]!.email,
    phone2: phone(rng),
    email2: email(rng, other.first, other.name.split(' ')[1]!),
    slack2: `${choice(rng, ['xoxp', 'xoxb'])}-${d(rng, 11)}-${d(rng, 12)}-${d(rng, 12)}-${pick(rng, 32, 'abcdef0123456789')}`,
    stripe2: `${choice(rng, ['rk_live', 'sk_live'])}_${pick(rng, 99).slice(0, 20 + Math.floor(rng() * 12))}`,
  };
}

export type Dev2Values = ReturnType<typeof dev2Values>;
