/**
 * credential: secrets that unlock something — passwords, passphrases, PINs, one-time codes,
 * API keys and tokens, connection strings, private keys, recovery phrases, door and alarm codes.
 * Every value is random material in a public format; none is real.
 */
import type { Rng } from '../rng';
import type { LabelCorpus } from '../types';
import { randDigits, randomToken } from '../vocab';

const WORDS = ['sunset', 'garden', 'tiger', 'falcon', 'winter', 'summer', 'river', 'maple', 'rocket', 'coffee', 'lemon', 'harbor', 'violet', 'copper', 'shadow', 'pepper', 'orbit', 'canyon', 'marble', 'thunder', 'velvet', 'cactus', 'meadow', 'pirate', 'dragon', 'blossom', 'quartz', 'saturn', 'biscuit', 'monkey', 'lantern', 'Kotik', 'Sonne', 'Estrella', 'Soleil', 'Zvezda', 'Mariposa', 'Schatz', 'Chaton', 'Medved'];
const SEED_WORDS = ['abandon', 'orbit', 'flame', 'cactus', 'verify', 'ladder', 'tone', 'pupil', 'magic', 'velvet', 'drift', 'oak', 'swim', 'garlic', 'rescue', 'token', 'wealth', 'museum', 'habit', 'spray', 'cable', 'tunnel', 'liberty', 'crane', 'juice', 'pilot', 'stove', 'hybrid', 'ozone', 'fence', 'glory', 'medal'];

function password(rng: Rng): string {
  const w = (): string => {
    const word = rng.pick(WORDS);
    return rng.chance(0.6) ? word[0]!.toUpperCase() + word.slice(1) : word;
  };
  switch (rng.int(0, 5)) {
    case 0:
      return `${w()}${rng.pick(['!', '#', '_', '@', '$', ''])}${randDigits(rng, rng.int(2, 4))}`;
    case 1:
      return `${w()}-${w()}-${randDigits(rng, 2)}`;
    case 2:
      return randomToken(rng, rng.int(8, 16), true);
    case 3:
      return `${w()}${rng.int(1970, 2025)}${rng.pick(['!', '!!', '', '?'])}`;
    case 4:
      return `${w()}_${w()}_${randDigits(rng, 2)}`;
    default:
      return `${w()}${rng.pick(['#', '*', '&'])}${randDigits(rng, 2)}${w().toUpperCase().slice(0, 3)}`;
  }
}

function apiKey(rng: Rng): string {
  switch (rng.int(0, 9)) {
    case 0:
      return `ghp_${randomToken(rng, 36)}`;
    case 1:
      return `sk-${rng.pick(['live-', 'proj-', ''])}${randomToken(rng, rng.int(24, 40))}`;
    case 2:
      return `xoxb-${randDigits(rng, 10)}-${randDigits(rng, 12)}-${randomToken(rng, 24)}`;
    case 3:
      return `AKIA${randomToken(rng, 16).toUpperCase()}`;
    case 4:
      return `${rng.pick(['rk_live_', 'sk_live_', 'pk_live_'])}${randomToken(rng, 24)}`;
    case 5:
      return `glpat-${randomToken(rng, 20)}`;
    case 6:
      return `AIza${randomToken(rng, 35)}`;
    case 7:
      return `eyJhbGciOiJIUzI1NiJ9.${randomToken(rng, 30)}.${randomToken(rng, 22)}`;
    case 8:
      return `npm_${randomToken(rng, 36)}`;
    default:
      return randomToken(rng, rng.int(28, 44));
  }
}

export const credential: LabelCorpus = {
  label: 'credential',
  slots: {
    all: {
      pw: password,
      key: apiKey,
      pin: (rng) => randDigits(rng, rng.pick([4, 4, 4, 6])),
      otp: (rng) => randDigits(rng, 6),
      user: (rng) => rng.pick(['admin', 'root', 'ops', 'deploy', 'jsmith', 'mgarcia', 'k.weber', 'anna.m', 'svc-backup', 'postgres', 'ivan.petrov', 'c.dubois', 'dev01', 'finance-bot']) as string,
      host: (rng) => rng.pick(['db.internal', '10.0.3.12', 'prod-db-2', 'mysql.corp.lan', 'redis-cache', 'mongo-0.cluster', 'sql01.office']) as string,
      secret: (rng) => randomToken(rng, rng.int(32, 40)),
      seed: (rng) => Array.from({ length: rng.pick([12, 12, 24]) }, () => rng.pick(SEED_WORDS)).join(' '),
      codes: (rng) => Array.from({ length: rng.int(3, 6) }, () => `${randDigits(rng, 4)}-${randDigits(rng, 4)}`).join(' '),
      b64: (rng) => `b3BlbnNzaC1rZXktdjEAAAAA${randomToken(rng, 40)}`,
    },
    en: {
      service: ['netflix', 'the bank app', 'my Gmail', 'Spotify', 'the router', 'Jira', 'AWS console', 'the payroll portal', 'Facebook', 'Instagram', 'the VPN', 'my Apple ID', 'Disney+', 'the school portal', 'Xero', 'the shared drive', 'Okta', 'Salesforce', 'the CCTV system', 'my PayPal'],
      envvar: ['AWS_SECRET_ACCESS_KEY', 'OPENAI_API_KEY', 'STRIPE_SECRET_KEY', 'GITHUB_TOKEN', 'DATABASE_PASSWORD', 'SLACK_BOT_TOKEN', 'SENDGRID_API_KEY', 'JWT_SECRET', 'TWILIO_AUTH_TOKEN', 'DB_PASS', 'API_KEY', 'SECRET_KEY'],
    },
  },
  templates: {
    en: [
      'door entry code for the flat is {pin}, then press the bell',
      'office wifi changed, it’s now {pw}',
      'SMTP password for the newsletter: {pw}',
      'sharing the Netflix login: {user} and {pw}',
      'my bank PIN is {pin}, can you get cash out for me?',
      'Your Microsoft account security code is {otp}',
      'ssh private key passphrase: {pw}',
      'the admin panel login is {user} / {pw}',
      'the alarm disarm code is {pin}, you have 30 seconds',
      'new GitHub PAT: {key}',
      'guest wifi: {pw}',
      'for the [wifi|hotspot|router admin page] use {pw}',
      '[WiFi|wifi] [HomeNet|Flat4B|BT-Hub-{n4}|Vodafone-{n4}] / {pw}',
      '[DATABASE_URL|DB_URL]=[postgres|mysql|mongodb]://{user}:{pw}@{host}:{n4}/[orders|app|main]',
      'shared {service} account → {user} / {pw}',
      '{service} creds: user {user}, [pw|pass] {pw}',
      '{otp} is your [Google|Microsoft|WhatsApp|Instagram|bank] [verification|sign-in] code',
      'one-time passcode: {otp} (valid 10 min)',
      '{envvar}={key}',
      'export {envvar}="{key}"',
      '[github|gitlab|npm|slack|openai|stripe] [token|key]: {key}',
      'prod [API key|access token] for the integration: {key}',
      'lockbox [code|combination] {pin}, keys inside',
      'card PIN {pin}, don’t write it on the card',
      'recovery codes: {codes}',
      '-----BEGIN [OPENSSH|RSA|EC] PRIVATE KEY-----\n{b64}',
      'user {user}[@corp|] pass {pw}',
      'my [gmail|netflix|bank|icloud] password is {pw}',
      'the password is my [cat’s|mum’s maiden] name and {year}, you know the one',
      '[Slack|Discord] bot token {key}',
      '[Recovery|Seed|Wallet] phrase: {seed}',
      'gate code {pin}#, alarm {pin}',
      'secret_key: {key}',
      '[VPN|IPsec|WireGuard] [PSK|pre-shared key] {pw}',
      '{date} | [jira|aws|gitlab|payroll] | {user} | {pw}',
      'backup [passphrase|vault key]: {seed}',
      'log into my account and [pay the bill|download the invoice]? pw {pw}',
      'reset the [{service}|admin] password, new one is {pw}',
      'user: {user}\npassword: {pw}',
      'Username {user}   Password {pw}   [Remember me|Sign in]',
      'Log in\n[Email|Username]  {user}\nPassword  {pw}\n[ Continue ]',
      'ssh {user}@{host} [-p {n4}|] — password {pw}',
      'client_secret: {secret}',
      'Authorization: Bearer {key}',
      '[master|admin|root] password: {pw}',
      'key safe code changed to {pin}',
      'temporary {service} password {pw}, change on first login',
      'Server={host};Database=[crm|hr];User Id={user};Password={pw};',
      'aws_access_key_id = {key}\naws_secret_access_key = {secret}',
      'family {service} login: {user} / {pw}',
      'laptop unlock PIN {pin}',
      'the [wifi|alarm|vault] [password|code] is {pw}',
      '{service} 2FA backup code {otp}',
      'password for the shared drive: {pw} (don’t forward)',
      'here are the [keys|credentials]: {user} / {pw}',
      'JWT signing secret = {secret}',
      'mysql -u {user} -p{pw} -h {host}',
      'my phone passcode is {pin} if you need to get in',
    ],
    es: [
      'El código del portal es {pin}',
      'La contraseña nueva del wifi: {pw}',
      'Mi PIN del banco es {pin}, saca dinero tú',
      'Código de seguridad: {otp}',
      'Acceso al panel: {user} / {pw}',
      'Contraseña [del wifi|del router|de Netflix|del banco]: {pw}',
      'Usuario {user}, clave {pw}',
      'Código de verificación: {otp}. No lo compartas',
      'El PIN de la tarjeta es {pin}',
      'Credenciales del servidor: {user} / {pw}',
      'Clave API de producción: {key}',
      'Código del portal: {pin}',
      'He cambiado la contraseña de {service_es} a {pw}',
      'Para entrar en mi cuenta usa {pw}',
      'Frase de recuperación: {seed}',
      'Token de acceso: {key}',
      'La clave de la alarma es {pin}',
    ],
    de: [
      'Der Code für die Haustür ist {pin}',
      'Neues WLAN-Passwort: {pw}',
      'Meine Bank-PIN ist {pin}, heb du bitte ab',
      'Sicherheitscode: {otp}',
      'Zugang zum Admin-Panel: {user} / {pw}',
      'Passwort [fürs WLAN|für den Router|für Netflix|fürs Onlinebanking]: {pw}',
      'Benutzer {user}, Kennwort {pw}',
      'Ihr Bestätigungscode: {otp}. Nicht weitergeben',
      'Die PIN der Karte ist {pin}',
      'Serverzugang: {user} / {pw}',
      'API-Schlüssel für Produktion: {key}',
      'Türcode: {pin}',
      'Ich habe das Passwort für {service_de} auf {pw} geändert',
      'Für mein Konto nimm {pw}',
      'Wiederherstellungsphrase: {seed}',
      'Zugriffstoken: {key}',
      'Der Alarmcode ist {pin}',
    ],
    fr: [
      'Le code de la porte est {pin}',
      'Nouveau mot de passe du wifi : {pw}',
      'Mon code de carte est {pin}, retire pour moi',
      'Code de sécurité : {otp}',
      'Accès au panneau admin : {user} / {pw}',
      'Mot de passe [du wifi|de la box|de Netflix|de la banque] : {pw}',
      'Identifiant {user}, mot de passe {pw}',
      'Code de vérification : {otp}. Ne le partagez pas',
      'Le code de la carte bleue est {pin}',
      'Accès serveur : {user} / {pw}',
      "Clé d'API de prod : {key}",
      'Digicode : {pin}',
      "J'ai changé le mot de passe de {service_fr} en {pw}",
      'Pour mon compte, utilise {pw}',
      'Phrase de récupération : {seed}',
      "Jeton d'accès : {key}",
      "Le code de l'alarme est {pin}",
    ],
    ru: [
      'Код от двери {pin}',
      'Новый пароль от вайфая: {pw}',
      'ПИН от карты {pin}, сними, пожалуйста, деньги',
      'Код безопасности: {otp}',
      'Вход в админку: {user} / {pw}',
      'Пароль [от вайфая|от роутера|от Netflix|от банка]: {pw}',
      'Логин {user}, пароль {pw}',
      'Код подтверждения: {otp}. Не сообщайте его',
      'ПИН карты {pin}',
      'Доступ к серверу: {user} / {pw}',
      'Боевой API-ключ: {key}',
      'Код от подъезда: {pin}',
      'Сменил пароль от {service_ru} на {pw}',
      'Для входа в мой аккаунт используй {pw}',
      'Сид-фраза: {seed}',
      'Токен доступа: {key}',
      'Код сигнализации {pin}',
    ],
  },
};

credential.slots.es = { service_es: ['Netflix', 'el correo', 'la intranet', 'el banco', 'Amazon'] };
credential.slots.de = { service_de: ['Netflix', 'das Mailkonto', 'das Intranet', 'die Bank', 'Amazon'] };
credential.slots.fr = { service_fr: ['Netflix', 'la messagerie', "l'intranet", 'la banque', 'Amazon'] };
credential.slots.ru = { service_ru: ['Netflix', 'почты', 'Госуслуг', 'банка', 'Ozon'] };
