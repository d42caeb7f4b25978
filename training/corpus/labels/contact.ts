/**
 * contact: how to reach a particular person — home and postal addresses, phone numbers, personal
 * e-mail addresses, messenger handles, emergency contacts, vCards.
 */
import type { Rng } from '../rng';
import type { LabelCorpus } from '../types';
import { randDigits as d } from '../vocab';

const phoneEn = (r: Rng): string =>
  r.pick([
    `07${d(r, 3)} ${d(r, 6)}`,
    `+44 7${d(r, 3)} ${d(r, 3)} ${d(r, 3)}`,
    `(${d(r, 3)}) 555-0${d(r, 3)}`,
    `${d(r, 3)}-555-0${d(r, 3)}`,
    `+1 ${d(r, 3)} 555 0${d(r, 3)}`,
    `0${d(r, 3)} ${d(r, 3)} ${d(r, 4)}`,
    `04${d(r, 2)} ${d(r, 3)} ${d(r, 3)}`,
    `+61 4${d(r, 2)} ${d(r, 3)} ${d(r, 3)}`,
    `555-0${d(r, 3)}`,
    `+353 8${d(r, 1)} ${d(r, 3)} ${d(r, 4)}`,
  ]);
const phoneEs = (r: Rng): string => r.pick([`6${d(r, 2)} ${d(r, 2)} ${d(r, 2)} ${d(r, 2)}`, `+34 6${d(r, 2)} ${d(r, 3)} ${d(r, 3)}`, `91 ${d(r, 3)} ${d(r, 2)} ${d(r, 2)}`]);
const phoneDe = (r: Rng): string => r.pick([`01${r.pick(['51', '52', '57', '60', '70', '71', '76'])} ${d(r, 7)}`, `+49 1${d(r, 2)} ${d(r, 7)}`, `030 ${d(r, 8)}`]);
const phoneFr = (r: Rng): string => r.pick([`0${r.pick(['6', '7'])} ${d(r, 2)} ${d(r, 2)} ${d(r, 2)} ${d(r, 2)}`, `+33 ${r.pick(['6', '7'])} ${d(r, 2)} ${d(r, 2)} ${d(r, 2)} ${d(r, 2)}`, `01 ${d(r, 2)} ${d(r, 2)} ${d(r, 2)} ${d(r, 2)}`]);
const phoneRu = (r: Rng): string => r.pick([`+7 9${d(r, 2)} ${d(r, 3)}-${d(r, 2)}-${d(r, 2)}`, `8 (9${d(r, 2)}) ${d(r, 3)}-${d(r, 2)}-${d(r, 2)}`, `8-9${d(r, 2)}-${d(r, 3)}-${d(r, 2)}-${d(r, 2)}`]);

const TRANSLIT: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u', ñ: 'n', ü: 'u', ö: 'o', ä: 'a', ß: 'ss', è: 'e', ê: 'e', ç: 'c', ë: 'e', ï: 'i', ô: 'o', à: 'a', '’': '', "'": '' };
const EN_NAMES = ['james', 'olivia', 'priya', 'tom', 'kate', 'marcus', 'aisha', 'wei', 'sam', 'chloe', 'ben', 'lucia', 'jonas', 'claire', 'ivan', 'mateo', 'lea', 'diego', 'ana', 'hannah', 'raj', 'ella', 'kofi', 'zara'];
const EN_LAST = ['smith', 'patel', 'nguyen', 'okafor', 'moreau', 'weber', 'garcia', 'kowalski', 'obrien', 'chen', 'walsh', 'fischer', 'dubois', 'petrov', 'lopez', 'tanaka', 'mensah', 'hughes'];
const DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.co.uk', 'hotmail.com', 'icloud.com', 'proton.me', 'gmx.de', 'web.de', 'orange.fr', 'free.fr', 'yandex.ru', 'mail.ru', 'telefonica.net', 'fastmail.com', 'btinternet.com', 'aol.com', 'live.com', 'laposte.net', 't-online.de'];

function email(r: Rng): string {
  const first = r.pick(EN_NAMES);
  const last = r.pick(EN_LAST);
  const local = r.pick([`${first}.${last}`, `${first}${last}${r.int(1, 99)}`, `${first[0]}${last}`, `${first}_${r.int(1970, 2005)}`, `${last}.${first}`, `${first}.${last[0]}`]);
  return `${local.replace(/./g, (c) => TRANSLIT[c] ?? c)}@${r.pick(DOMAINS)}`;
}

const handle = (r: Rng): string => `@${r.pick(EN_NAMES)}${r.pick(['_', '.', ''])}${r.pick(['kvas', 'x', 'travels', 'official', String(r.int(1, 999)), 'lee', 'art', 'b'])}`;

export const contact: LabelCorpus = {
  label: 'contact',
  slots: {
    all: { email, handle },
    en: {
      phone: phoneEn,
      addr: (r) =>
        r.pick([
          `${r.int(1, 240)} ${r.pick(['Rowan', 'Oak', 'Maple', 'Cedar', 'Riverside', 'Station', 'Albion', 'Meadow', 'Mill', 'Victoria', 'Elm', 'Birch', 'Park', 'Orchard'])} ${r.pick(['Lane', 'Road', 'Street', 'Avenue', 'Close', 'Drive', 'Rd', 'St', 'Ave', 'Way', 'Court'])}`,
          `Flat ${r.int(1, 30)}, ${r.int(1, 200)} ${r.pick(['High Street', 'Queen Street', 'Church Road', 'London Road'])}`,
          `${r.int(1, 999)} ${r.pick(['Oak', 'Pine', 'Lake Shore', 'Sunset', 'Main', 'Cherry'])} ${r.pick(['St', 'Blvd', 'Ave', 'Dr'])}, Apt ${r.int(1, 20)}${r.pick(['A', 'B', 'C', ''])}`,
          `PO Box ${d(r, 4)}`,
        ]),
      postcode: (r) => r.pick([`${r.pick(['LS', 'BS', 'M', 'G', 'CF', 'NG', 'SW1', 'E', 'N'])}${r.int(1, 20)} ${r.int(1, 9)}${r.pick(['AB', 'QT', 'HX', 'RN', 'DW'])}`, `${r.pick(['OR', 'TX', 'CO', 'IL', 'WA', 'MA', 'MT'])} ${d(r, 5)}`, `${r.pick(['NSW', 'VIC'])} ${d(r, 4)}`]),
      who: ['the babysitter', 'my landlord', 'the plumber', 'grandma', 'my sister', 'her mum', 'his dad', 'the neighbour', 'my flatmate', 'the dog walker', 'my cousin', 'our nanny', 'the childminder', 'my ex'],
    },
    es: {
      phone: phoneEs,
      addr: (r) => `${r.pick(['Calle Alfonso XII', 'Calle de Toledo', 'Avenida de América', 'Calle Luna', 'Paseo del Prado', 'Calle San Bernardo', 'Calle Real'])} ${r.int(1, 120)}, ${r.pick(['1º', '2º', '3º', '4º'])} ${r.pick(['izquierda', 'derecha', 'A', 'B'])}, ${d(r, 5)}`,
    },
    de: {
      phone: phoneDe,
      addr: (r) => `${r.pick(['Ahornweg', 'Am Mühlbach', 'Schillerstraße', 'Bahnhofstraße', 'Hauptstraße', 'Gartenweg', 'Bergstraße', 'Kastanienallee'])} ${r.int(1, 90)}, ${d(r, 5)}`,
    },
    fr: {
      phone: phoneFr,
      addr: (r) => `${r.int(1, 90)} ${r.pick(['rue des Acacias', 'avenue Foch', 'quai Saint-Michel', 'rue Victor Hugo', 'boulevard Gambetta', 'rue de la République', 'impasse des Roses'])}, ${d(r, 5)}`,
    },
    ru: {
      phone: phoneRu,
      addr: (r) => `${r.pick(['ул. Мира', 'ул. Гагарина', 'пр. Мира', 'ул. Садовая', 'ул. Пушкина', 'ул. Чехова'])}, д. ${r.int(1, 120)}, кв. ${r.int(1, 300)}`,
    },
  },
  templates: {
    en: [
      'my sister’s new mobile is {phone}',
      'address for the birthday card: {addr}, {city} {postcode}',
      'you can email me privately at {email}',
      'the childminder lives at {addr}, phone {phone}',
      'text {first} on {phone}, she’s expecting you',
      'Full address: {name}, {addr}, {city} {postcode}',
      'new address from {date}: {addr}, {city} {postcode}',
      'I’ve moved — {addr}, {city} {postcode}',
      'best number for me is {phone}[, after 6|, mornings|]',
      'ring me on {phone} [tonight|whenever|before 9]',
      '{first}’s email is {email} and mobile {phone}',
      'Emergency contact: {name} ([sister|mother|husband|wife|father|partner|neighbour]), {phone}[, {addr}, {city}|]',
      'post it to {name}, {addr}, {city} {postcode}',
      'BEGIN:VCARD FN:{name} TEL:{phone} EMAIL:{email} END:VCARD',
      'use my [personal|home|private] address {email} from now on',
      'come round! {addr}, {city}',
      'buzz me on {phone} when you’re [outside|downstairs]',
      '{date} | {last} | {first} | {email} | {phone} | {city}',
      '{first} lives at {addr} and [her|his] landline is {phone}',
      'Name: {name} | Tel: {phone} | Address: {addr}, {city}',
      'for the kids: {who} — {phone}',
      'post forwarding to {addr}, {city} {postcode} [after the {n2}th|from {date}]',
      '[dm|message] me on [telegram|insta|signal|twitter] {handle} or [whatsapp|text] {phone}',
      'Contact\nMobile  {phone}\n[Home  {addr}, {city}|Email  {email}]',
      'I’m at {addr}[, flat {num}|], [knock loudly|ring twice|green door on the left]',
      '[his|her] [mobile|number] is {phone}',
      'send the [scans|invoice|photos] to {email}',
      '{who}: {phone}[, say you’re a friend of mine|]',
      'Deliver to {initial_name}, {addr}, {city} {postcode}, tel {phone}',
      'backup contact — {who}, {phone}[, {addr}|]',
      'Name {name}\nTel {phone}\nEmail {email}',
      'Shipping address\n{name}\n{addr}\n{city} {postcode}',
      'reachable on {email} while I’m travelling',
      'changed my number, it’s {phone} now',
      'party at mine, {addr}, {city}, from 8',
      'collect me from {addr} at {time}',
      '{first} moved to {addr}, [{city}|near the park]',
      'Contact: {name} · {phone} · {email}',
      'updated details for {first}: {phone}, {email}',
      '{first} {last}\n{addr}\n{city} {postcode}\n{phone}',
      'the flat is {addr}, [third floor|ground floor|blue door]',
      'home: {phone}; mobile: {phone}',
      'my address for the wedding invite: {addr}, {city} {postcode}',
      '{who} is on {phone} or {email}',
      'WhatsApp me: {phone}',
      'if I don’t answer try {relation} on {phone}',
    ],
    es: [
      'El nuevo móvil de mi hermana es {phone}',
      'Dirección para la tarjeta: {addr} {city}',
      'Escríbeme a mi correo privado: {email}',
      'La canguro vive en {addr} {city}',
      'Mi nueva dirección: {addr} {city}',
      'Llámame al {phone} [esta tarde|cuando puedas|después de las seis]',
      'Mi correo personal: {email}',
      'Mándalo a {name}, {addr} {city}',
      'El móvil de [mi madre|la canguro|mi casero] es el {phone}',
      'Nos hemos mudado a {addr} {city}',
      'Nombre: {name} | Teléfono: {phone} | Correo: {email}',
      'Escríbeme al WhatsApp, {phone}',
      'Vivo en {addr} {city}, el timbre no funciona',
      'Contacto de emergencia: {name}, {phone}',
      'Te paso el email de {first}: {email}',
      'Dirección de entrega: {addr} {city}, tel. {phone}',
    ],
    de: [
      'Die neue Handynummer meiner Schwester ist {phone}',
      'Adresse für die Karte: {addr} {city}',
      'Schreib mir an meine private Adresse {email}',
      'Die Tagesmutter wohnt in {addr} {city}',
      'Meine neue Adresse: {addr} {city}',
      'Ruf mich unter {phone} an [heute Abend|wann du willst|nach sechs]',
      'Meine private Mail: {email}',
      'Schick es an {name}, {addr} {city}',
      'Die Nummer [meiner Mutter|der Babysitterin|vom Vermieter] ist {phone}',
      'Wir wohnen jetzt in {addr} {city}',
      'Name: {name} | Telefon: {phone} | E-Mail: {email}',
      'Schreib mir auf WhatsApp: {phone}',
      'Ich wohne in {addr} {city}, die Klingel ist kaputt',
      'Notfallkontakt: {name}, {phone}',
      'Hier die Mail von {first}: {email}',
      'Lieferadresse: {addr} {city}, Tel. {phone}',
    ],
    fr: [
      'Le nouveau portable de ma sœur : {phone}',
      'Adresse pour la carte : {addr} {city}',
      'Écris-moi sur mon mail perso : {email}',
      'La nounou habite {addr} {city}',
      'Ma nouvelle adresse : {addr} {city}',
      'Appelle-moi au {phone} [ce soir|quand tu veux|après 18h]',
      'Mon mail perso : {email}',
      'Envoie-le à {name}, {addr} {city}',
      'Le portable de [ma mère|la nounou|mon proprio] : {phone}',
      'On habite maintenant {addr} {city}',
      'Nom : {name} | Tél : {phone} | Mail : {email}',
      'Écris-moi sur WhatsApp : {phone}',
      "J'habite {addr} {city}, l'interphone est cassé",
      "Contact d'urgence : {name}, {phone}",
      "Voilà le mail de {first} : {email}",
      'Adresse de livraison : {addr} {city}, tél. {phone}',
    ],
    ru: [
      'Новый номер сестры: {phone}',
      'Адрес для открытки: {addr}, {city}',
      'Пиши мне на личную почту {email}',
      'Няня живёт: {addr}, {city}',
      'Мой новый адрес: {addr}, {city}',
      'Звони на {phone} [вечером|когда удобно|после шести]',
      'Моя личная почта: {email}',
      'Отправь на имя {name}, {addr}, {city}',
      'Телефон [мамы|няни|хозяйки квартиры]: {phone}',
      'Мы теперь живём: {addr}, {city}',
      'ФИО: {name} | Телефон: {phone} | Почта: {email}',
      'Пиши в WhatsApp: {phone}',
      'Я живу: {addr}, {city}, домофон не работает',
      'Контакт на экстренный случай: {name}, {phone}',
      'Вот почта {first}: {email}',
      'Адрес доставки: {addr}, {city}, тел. {phone}',
    ],
  },
};
