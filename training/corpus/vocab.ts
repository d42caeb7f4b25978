/**
 * Shared vocabulary for the corpus: names, places, organisations, dates, amounts and the
 * filler around a message, in the five languages the classifier is trained on. Every value is
 * invented or generic; generated numbers follow public formats with random digits.
 */
import type { Rng } from './rng';
import type { SlotTable } from './template';

export const LANGS = ['en', 'es', 'de', 'fr', 'ru'] as const;
export type Lang = (typeof LANGS)[number];

const digits = (rng: Rng, n: number): string => {
  let s = '';
  for (let i = 0; i < n; i++) s += String(rng.int(i === 0 ? 1 : 0, 9));
  return s;
};
const letters = (rng: Rng, n: number, alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ'): string => {
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[rng.int(0, alphabet.length - 1)];
  return s;
};
export const randDigits = digits;
export const randLetters = letters;

/** Random-looking secret material: mixed case, digits, sometimes symbols. */
export function randomToken(rng: Rng, length: number, symbols = false): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789' + (symbols ? '!#$%&*+-_' : '');
  let s = '';
  for (let i = 0; i < length; i++) s += alphabet[rng.int(0, alphabet.length - 1)];
  return s;
}

function groupThousands(n: number, sep: string): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** A money amount written the way each language writes it. */
export function amount(rng: Rng, lang: Lang, magnitude?: number): string {
  const mag = magnitude ?? rng.pick([2, 3, 3, 4, 4, 4, 5, 5, 6]);
  const whole = rng.int(Math.pow(10, mag - 1), Math.pow(10, mag) - 1);
  const cents = rng.int(0, 99).toString().padStart(2, '0');
  const withCents = rng.chance(0.45);
  switch (lang) {
    case 'en': {
      const cur = rng.pick(['$', '£', '€', '', '', 'USD ', 'GBP ']);
      const body = groupThousands(whole, rng.chance(0.8) ? ',' : '') + (withCents ? `.${cents}` : '');
      if (!withCents && whole >= 1000 && rng.chance(0.25)) return `${cur}${Math.round(whole / 1000)}k`;
      return cur.trim().length === 3 && rng.chance(0.5) ? `${body} ${cur.trim()}` : `${cur}${body}`;
    }
    case 'es':
    case 'de': {
      const body = groupThousands(whole, '.') + (withCents ? `,${cents}` : '');
      return rng.chance(0.8) ? `${body} ${rng.pick(['€', 'EUR', 'euros'])}` : `${body}`;
    }
    case 'fr': {
      const body = groupThousands(whole, '\u00a0').replace(/\u00a0/g, rng.chance(0.5) ? ' ' : '\u00a0') + (withCents ? `,${cents}` : '');
      return rng.chance(0.85) ? `${body} ${rng.pick(['€', 'EUR', 'euros'])}` : body;
    }
    case 'ru': {
      const body = groupThousands(whole, ' ') + (withCents ? `,${cents}` : '');
      return rng.chance(0.85) ? `${body} ${rng.pick(['₽', 'руб.', 'рублей', 'р.'])}` : body;
    }
  }
}

const MONTHS: Record<Lang, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
};

export function date(rng: Rng, lang: Lang): string {
  const d = rng.int(1, 28);
  const m = rng.int(1, 12);
  const y = rng.int(2019, 2027);
  const dd = String(d).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  const month = MONTHS[lang][m - 1] as string;
  switch (rng.int(0, 3)) {
    case 0:
      return `${y}-${mm}-${dd}`;
    case 1:
      return lang === 'en' ? `${m}/${d}/${y}` : lang === 'de' || lang === 'ru' ? `${dd}.${mm}.${y}` : `${dd}/${mm}/${y}`;
    case 2:
      return lang === 'en' ? `${month} ${d}` : lang === 'de' ? `${d}. ${month}` : lang === 'es' ? `${d} de ${month}` : `${d} ${month}`;
    default:
      return lang === 'en' ? `${d} ${month.slice(0, 3)} ${y}` : `${d} ${month} ${y}`;
  }
}

export function time(rng: Rng, lang: Lang): string {
  const h = rng.int(7, 21);
  const min = rng.pick(['00', '15', '30', '45', '10', '40', '05', '50']);
  if (lang === 'en' && rng.chance(0.5)) return `${h > 12 ? h - 12 : h}:${min} ${h >= 12 ? 'pm' : 'am'}`;
  if (lang === 'fr' && rng.chance(0.5)) return `${h}h${min === '00' ? '' : min}`;
  return `${h}:${min}`;
}

const FIRST: Record<Lang, readonly string[]> = {
  en: ['James', 'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Ethan', 'Mia', 'Lucas', 'Chloe', 'Mason', 'Grace', 'Aiden', 'Zoe', 'Owen', 'Ruby', 'Isaac', 'Leah', 'Caleb', 'Nora', 'Priya', 'Arjun', 'Wei', 'Mei', 'Kofi', 'Amara', 'Tariq', 'Layla', 'Diego', 'Sofia', 'Hannah', 'Ben', 'Kate', 'Tom', 'Rachel', 'Sam', 'Alex', 'Jordan', 'Taylor', 'Morgan', 'Chris', 'Megan', 'Ryan', 'Jess', 'Nathan', 'Holly', 'Marcus', 'Ellie', 'Kwame', 'Aisha', 'Hiro', 'Yuki', 'Dev', 'Fatima', 'Connor', 'Siobhan', 'Rhys', 'Freya', 'Callum', 'Imogen'],
  es: ['Lucía', 'Mateo', 'Sofía', 'Hugo', 'Martina', 'Pablo', 'Valeria', 'Alejandro', 'Carmen', 'Javier', 'Elena', 'Diego', 'Paula', 'Sergio', 'Marta', 'Andrés', 'Laura', 'Álvaro', 'Nuria', 'Raúl', 'Irene', 'Jorge', 'Clara', 'Iván', 'Rocío', 'Manuel', 'Ana', 'Carlos', 'Pilar', 'Daniel'],
  de: ['Lukas', 'Anna', 'Felix', 'Lea', 'Jonas', 'Marie', 'Leon', 'Sophie', 'Paul', 'Laura', 'Finn', 'Julia', 'Maximilian', 'Lena', 'Tim', 'Katharina', 'Jan', 'Sarah', 'Niklas', 'Hannah', 'Moritz', 'Johanna', 'Tobias', 'Clara', 'Sebastian', 'Franziska', 'Stefan', 'Sabine', 'Jürgen', 'Ute'],
  fr: ['Louis', 'Camille', 'Hugo', 'Léa', 'Lucas', 'Manon', 'Jules', 'Chloé', 'Gabriel', 'Inès', 'Arthur', 'Juliette', 'Nathan', 'Zoé', 'Théo', 'Margaux', 'Raphaël', 'Sarah', 'Antoine', 'Claire', 'Mathis', 'Élodie', 'Baptiste', 'Amélie', 'Julien', 'Pauline', 'Nicolas', 'Céline', 'Mehdi', 'Yasmine'],
  ru: ['Алексей', 'Мария', 'Дмитрий', 'Анна', 'Иван', 'Екатерина', 'Сергей', 'Ольга', 'Андрей', 'Наталья', 'Михаил', 'Елена', 'Николай', 'Татьяна', 'Павел', 'Юлия', 'Артём', 'Ксения', 'Владимир', 'Ирина', 'Максим', 'Дарья', 'Игорь', 'Светлана', 'Егор', 'Алина', 'Олег', 'Полина', 'Роман', 'Вера'],
};

const LAST: Record<Lang, readonly string[]> = {
  en: ['Smith', 'Johnson', 'Patel', 'Nguyen', 'Brown', 'Garcia', 'Okafor', 'Kowalski', "O'Brien", 'Murphy', 'Chen', 'Williams', 'Taylor', 'Anderson', 'Thompson', 'Hughes', 'Reyes', 'Fischer', 'Khan', 'Walsh', 'Harper', 'Bennett', 'Foster', 'Sullivan', 'Mensah', 'Tanaka', 'Lindqvist', 'Moreau', 'Adeyemi', 'Costa'],
  es: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz', 'Díaz', 'Moreno', 'Jiménez', 'Romero', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Serrano', 'Molina'],
  de: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger'],
  fr: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefebvre', 'Michel', 'Garnier', 'Rousseau', 'Fontaine', 'Chevalier', 'Girard', 'Bonnet'],
  ru: ['Иванов', 'Смирнова', 'Кузнецов', 'Попова', 'Васильев', 'Петрова', 'Соколов', 'Михайлова', 'Новиков', 'Фёдорова', 'Морозов', 'Волкова', 'Алексеев', 'Лебедева', 'Семёнов', 'Егорова', 'Павлов', 'Козлова', 'Степанов', 'Николаева'],
};

const CITIES: Record<Lang, readonly string[]> = {
  en: ['Leeds', 'Bristol', 'Denver', 'Austin', 'Portland', 'Manchester', 'Glasgow', 'Toronto', 'Chicago', 'Seattle', 'Cardiff', 'Boston', 'Melbourne', 'Dublin', 'Phoenix', 'Nottingham', 'Sheffield', 'Oakland', 'Raleigh', 'Brighton'],
  es: ['Madrid', 'Sevilla', 'Valencia', 'Bilbao', 'Zaragoza', 'Málaga', 'Granada', 'Murcia', 'Salamanca', 'Valladolid', 'Córdoba', 'Alicante'],
  de: ['Berlin', 'Hamburg', 'München', 'Köln', 'Leipzig', 'Dresden', 'Stuttgart', 'Bremen', 'Hannover', 'Nürnberg', 'Freiburg', 'Kassel'],
  fr: ['Lyon', 'Marseille', 'Toulouse', 'Nantes', 'Lille', 'Bordeaux', 'Rennes', 'Strasbourg', 'Grenoble', 'Montpellier', 'Nice', 'Dijon'],
  ru: ['Москва', 'Казань', 'Новосибирск', 'Екатеринбург', 'Самара', 'Пермь', 'Тверь', 'Воронеж', 'Калуга', 'Томск', 'Уфа', 'Ярославль'],
};

const STREETS: Record<Lang, readonly string[]> = {
  en: ['Oak Street', 'Maple Avenue', 'Elm Road', 'Church Street', 'High Street', 'Park Lane', 'Station Road', 'Mill Lane', 'Cedar Drive', 'Victoria Road', 'Kings Road', 'Willow Close', 'Birch Way', 'Harbour Road', 'Queen Street', 'Pine Court', 'Lake Shore Drive', 'Chestnut Grove', 'Bridge Street', 'Orchard Lane'],
  es: ['Calle Mayor', 'Calle de Alcalá', 'Avenida de la Constitución', 'Calle Real', 'Paseo de Gracia', 'Calle del Sol', 'Calle Luna', 'Plaza España', 'Calle San Juan', 'Avenida del Puerto'],
  de: ['Hauptstraße', 'Bahnhofstraße', 'Gartenweg', 'Schillerstraße', 'Goethestraße', 'Lindenallee', 'Bergstraße', 'Kirchgasse', 'Am Markt', 'Rosenweg'],
  fr: ['rue de la Paix', 'avenue Victor Hugo', 'rue du Moulin', 'boulevard Voltaire', 'rue des Écoles', 'place de la République', 'rue Pasteur', 'chemin des Vignes', 'rue de la Gare', 'allée des Tilleuls'],
  ru: ['ул. Пушкина', 'ул. Гагарина', 'пр. Мира', 'ул. Советская', 'ул. Садовая', 'Лесная ул.', 'ул. Чехова', 'наб. Фонтанки', 'ул. Строителей', 'Невский пр.'],
};

const COMPANIES = ['Northwind', 'Acme Corp', 'Globex', 'Initech', 'Umbrella Labs', 'Hooli', 'Vandelay Industries', 'Stark Logistics', 'Wayne Foods', 'Blue Harbor', 'Fjordline', 'Pinecrest', 'Helios Energy', 'Quantix', 'Brightpath', 'Redwood Analytics'];

const RELATIONS: Record<Lang, readonly string[]> = {
  en: ['my mum', 'my dad', 'my brother', 'my sister', 'my wife', 'my husband', 'my partner', 'my son', 'my daughter', 'my best friend', 'my flatmate', 'my boyfriend', 'my girlfriend', 'my aunt', 'my grandad', 'my grandma', 'my cousin', 'my ex'],
  es: ['mi madre', 'mi padre', 'mi hermano', 'mi hermana', 'mi mujer', 'mi marido', 'mi pareja', 'mi hijo', 'mi hija', 'mi mejor amiga', 'mi novio', 'mi novia', 'mi abuela', 'mi tío', 'mi ex'],
  de: ['meine Mutter', 'mein Vater', 'mein Bruder', 'meine Schwester', 'meine Frau', 'mein Mann', 'mein Partner', 'mein Sohn', 'meine Tochter', 'meine beste Freundin', 'mein Freund', 'meine Freundin', 'meine Oma', 'mein Onkel', 'mein Ex'],
  fr: ['ma mère', 'mon père', 'mon frère', 'ma sœur', 'ma femme', 'mon mari', 'mon copain', 'ma copine', 'mon fils', 'ma fille', 'ma meilleure amie', 'ma grand-mère', 'mon oncle', 'mon ex', 'mon colocataire'],
  ru: ['мама', 'папа', 'брат', 'сестра', 'жена', 'муж', 'мой парень', 'моя девушка', 'сын', 'дочь', 'лучшая подруга', 'бабушка', 'дядя', 'бывший', 'сосед по квартире'],
};

const DAYS: Record<Lang, readonly string[]> = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'tomorrow', 'next week', 'tonight', 'this afternoon'],
  es: ['el lunes', 'el martes', 'el miércoles', 'el jueves', 'el viernes', 'el sábado', 'mañana', 'la semana que viene', 'esta tarde'],
  de: ['am Montag', 'am Dienstag', 'am Mittwoch', 'am Donnerstag', 'am Freitag', 'am Samstag', 'morgen', 'nächste Woche', 'heute Abend'],
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'demain', 'la semaine prochaine', 'ce soir'],
  ru: ['в понедельник', 'во вторник', 'в среду', 'в четверг', 'в пятницу', 'в субботу', 'завтра', 'на следующей неделе', 'сегодня вечером'],
};

/** Slots every template can use, for one language. */
export function commonSlots(lang: Lang): SlotTable {
  return {
    first: FIRST[lang],
    last: LAST[lang],
    name: (rng) => `${rng.pick(FIRST[lang])} ${rng.pick(LAST[lang])}`,
    initial_name: (rng) => `${(rng.pick(FIRST[lang]) as string)[0]}. ${rng.pick(LAST[lang])}`,
    city: CITIES[lang],
    street: STREETS[lang],
    company: COMPANIES,
    relation: RELATIONS[lang],
    day: DAYS[lang],
    date: (rng) => date(rng, lang),
    time: (rng) => time(rng, lang),
    amount: (rng) => amount(rng, lang),
    small_amount: (rng) => amount(rng, lang, rng.pick([2, 3])),
    big_amount: (rng) => amount(rng, lang, rng.pick([4, 5, 6])),
    n2: (rng) => String(rng.int(2, 60)),
    n3: (rng) => String(rng.int(100, 999)),
    n4: (rng) => digits(rng, 4),
    pct: (rng) => `${rng.int(1, 45)}${rng.chance(0.3) ? `.${rng.int(1, 9)}` : ''}%`,
    year: (rng) => String(rng.int(1998, 2026)),
    num: (rng) => String(rng.int(2, 12)),
  };
}
