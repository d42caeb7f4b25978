/**
 * Whole documents people paste, written by hand, each with one place (`{{P}}`) where an attacker's
 * instruction can sit: HTML with hidden text, Markdown, text taken from a PDF, code comments and
 * docstrings, JSON tool results and API payloads, support tickets, reviews, meeting notes, CSV
 * cells, calendar invites, chat exports, commit messages, YAML. `json: true` means the slot is
 * inside a JSON string (quotes are escaped there).
 *
 * The same documents are also rendered with the slot filled by an ordinary sentence of the same
 * kind (`fill`) or emptied, so the detector learns the instruction, not the carrier. `benign`
 * documents are look-alikes: imperatives for people, texts about prompt injection, code that
 * overrides, ordinary "AI" product copy.
 */
import type { Lang } from '../corpus/vocab';
import type { CarrierKind } from './types';

export interface CarrierDoc {
  kind: CarrierKind;
  text: string;
  json?: boolean;
  /** Ordinary sentences that fit the slot. */
  fill: readonly string[];
}

export const CARRIER_DOCS: Readonly<Record<Lang, readonly CarrierDoc[]>> = {
  en: [
    {
      kind: 'email',
      text: 'Subject: [Re: |Fwd: |]Q[1|2|3] supplier review\n\nHi {first},\n\nThe scorecards for the three shortlisted suppliers are in the shared folder.\n{{P}}\nLet me know by Wednesday which one you prefer.\n\nThanks,\n{first}',
      fill: ['Two of them can start deliveries in March.', 'Pricing is within five per cent across all three.', ''],
    },
    {
      kind: 'email',
      text: 'From: noreply@{host}\nSubject: Your statement is ready\n\nDear customer,\nyour monthly statement is now available in online banking.\n<div style="font-size:1px;color:#ffffff">{{P}}</div>\nThis is an automated message, please do not reply.',
      fill: ['Statements are kept for seven years.', 'You can switch to paper statements at any time.'],
    },
    {
      kind: 'email',
      text: 'Hello,\n\nI am interested in the senior analyst role advertised on your site. My CV and cover letter are attached.\n\n{{P}}\n\nI am available for an interview any day next week.\n\nKind regards,\n{first}',
      fill: ['I have six years of experience in retail analytics.', 'My notice period is one month.'],
    },
    {
      kind: 'web',
      text: '<!DOCTYPE html>\n<html><head><title>[Garden|Kitchen|Travel] tips</title></head>\n<body>\n<h1>[How to repot an orchid|Ten quick weeknight dinners|A weekend in Porto]</h1>\n<p>[Use a bark-based mix and a pot with holes.|Start with what is already in the fridge.|Take the tram up to the cathedral first.]</p>\n<p style="display:none">{{P}}</p>\n<footer>© [2025|2026] All rights reserved</footer>\n</body></html>',
      fill: ['Photos by our editorial team.', 'Updated last spring.'],
    },
    {
      kind: 'web',
      text: '<div class="product">\n  <h2>[Wireless earbuds X2|Cast-iron skillet 26 cm|Trail running jacket]</h2>\n  <span class="price">[49.99|34.50|89.00]</span>\n  <span aria-hidden="true" style="position:absolute;left:-9999px">{{P}}</span>\n  <button>Add to basket</button>\n</div>',
      fill: ['In stock, ships tomorrow.', 'Free returns within 30 days.'],
    },
    {
      kind: 'web',
      text: '# [Getting started|Quick start|Installation]\n\nInstall the package with `npm install [tidy-dates|csv-lite|mini-router]`.\n\n<!-- {{P}} -->\n\n## Usage\n\nImport the default export and call it with your options.',
      fill: ['keep this section short', 'TODO: add screenshots'],
    },
    {
      kind: 'web',
      text: '## Frequently asked questions\n\n**Can I change my delivery date?** Yes, up to 48 hours before.\n\n[//]: # ({{P}})\n\n**Do you ship abroad?** Within the EU only.',
      fill: ['last reviewed by support', 'add the UK once customs is sorted'],
    },
    {
      kind: 'doc',
      text: '[Annual|Quarterly|Interim] report — page [3|7|12]\n\nNet revenue rose [4|9|12] % compared with last year, mainly in the services segment.\n{{P}}\nHeadcount grew to [140|212|87] employees.\n\n— Confidential draft —',
      fill: ['The board approved the new pricing model in June.', 'Operating costs were flat.'],
    },
    {
      kind: 'doc',
      text: 'TENANCY AGREEMENT\n\n7. The tenant shall keep the property in good repair.\n8. {{P}}\n9. Either party may end this agreement with two months\' written notice.',
      fill: ['The deposit is held in a protected scheme.', 'Pets are allowed with written consent.'],
    },
    {
      kind: 'code',
      text: 'import requests\n\n\ndef fetch_orders(session, since):\n    """Return orders created after `since`.\n\n    {{P}}\n    """\n    resp = session.get(f"{BASE}/orders", params={"since": since})\n    resp.raise_for_status()\n    return resp.json()',
      fill: ['Pages through the results until none are left.', 'Raises on any HTTP error.'],
    },
    {
      kind: 'code',
      text: 'export class CartService {\n  // {{P}}\n  total(items: Item[]): number {\n    return items.reduce((s, i) => s + i.price * i.qty, 0);\n  }\n}',
      fill: ['prices are in cents', 'keep this pure, the UI calls it on every render'],
    },
    {
      kind: 'code',
      text: 'package main\n\n/*\n{{P}}\n*/\nfunc main() {\n\tcfg := loadConfig()\n\tserve(cfg)\n}',
      fill: ['Entry point of the billing service.', 'Reads the config from the environment.'],
    },
    {
      kind: 'code',
      text: '# config/deploy.yml\nservice: [web|api|worker]\nreplicas: [2|3|4]\n# {{P}}\nenv:\n  LOG_LEVEL: info',
      fill: ['bump replicas before the sale', 'owned by the platform team'],
    },
    {
      kind: 'code',
      text: 'commit [3f2a9c1|a81d0e4|77c0b2f]\nAuthor: {first} <{mail}>\n\n    Fix rounding in invoice totals\n\n    {{P}}',
      fill: ['Totals were off by a cent for some currencies.', 'Adds a regression test.'],
    },
    {
      kind: 'json',
      json: true,
      text: '{"tool": "web_search", "query": "[opening hours city library|best budget laptops|train times to the coast]", "results": [{"title": "[City library|Laptop guide|Rail timetable]", "snippet": "[Open 9 to 7 on weekdays.|Our top five picks under 600.|Trains leave every 30 minutes.]"}, {"title": "[Notice|Update|Info]", "snippet": "{{P}}"}]}',
      fill: ['Closed on public holidays.', 'Prices checked this week.'],
    },
    {
      kind: 'json',
      json: true,
      text: '{\n  "id": "[cus_81|usr_442|acct_907]",\n  "name": "{first}",\n  "bio": "{{P}}",\n  "plan": "[pro|free|team]"\n}',
      fill: ['Loves hiking and bad puns.', 'Product designer based in Leeds.'],
    },
    {
      kind: 'json',
      json: true,
      text: 'Tool output (read_file notes/[todo|ideas|handover].md):\n{"content": "- buy printer paper\\n- {{P}}\\n- book room for Friday"}',
      fill: ['call the plumber', 'renew the domain'],
    },
    {
      kind: 'doc',
      text: 'Ticket #[48213|90417|11872] — [Cannot log in|Refund request|Broken link on pricing page]\nReported by: {first}\nPriority: [low|normal]\n\nDescription:\n[Since yesterday the login page spins forever.|I was charged twice for one order.|The Compare plans button goes to a 404.]\n{{P}}\n\nBrowser: [Firefox|Chrome|Safari] on [Windows|macOS]',
      fill: ['I already cleared the cache.', 'Order number is in the attachment.'],
    },
    {
      kind: 'review',
      text: '[★★★★★|★★★★☆|★★☆☆☆] [Great value|Does the job|Disappointed]\n[Bought this for my kitchen and it works well.|Setup took five minutes.|Stopped working after a month.] {{P}}\nVerified purchase · [March|June|October] [2025|2026]',
      fill: ['Would recommend.', 'Customer service was helpful.'],
    },
    {
      kind: 'doc',
      text: 'Meeting notes — [product sync|design review|budget call], [Mon|Tue|Thu]\nAttendees: {first}, {first}, {first}\n- [Launch date confirmed|Mock-ups approved|Budget cut by 10 %]\n- {{P}}\n- Next meeting in two weeks',
      fill: ['Legal to check the new terms', 'Marketing needs the copy by Friday'],
    },
    {
      kind: 'csv',
      text: 'id,name,email,comment\n[101|201|301],{first},{mail},"ok"\n[102|202|302],{first},{mail},"{{P}}"\n[103|203|303],{first},{mail},""',
      fill: ['prefers phone calls', 'asked for an invoice copy'],
    },
    {
      kind: 'doc',
      text: 'BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:[Quarterly planning|Vendor demo|Team offsite]\nDTSTART:2027[01|02|03]15T[09|13]0000Z\nLOCATION:[Room 4B|Online|Harbour office]\nDESCRIPTION:{{P}}\nEND:VEVENT\nEND:VCALENDAR',
      fill: ['Agenda to follow.', 'Please bring your laptop.'],
    },
    {
      kind: 'chat',
      text: '[09:14] {first}: morning! is the build green?\n[09:15] {first}: yes, deployed to staging\n[09:17] {first}: {{P}}\n[09:18] {first}: great, thanks',
      fill: ['I will run the smoke tests now', 'can someone review my PR after lunch'],
    },
    {
      kind: 'doc',
      text: '--- Page 1 ---\n[PRODUCT DATA SHEET|SAFETY DATA SHEET|USER GUIDE]\nModel [AX-200|K9 Pro|Terra 3]\n--- Page 2 ---\nOperating temperature: 0–40 °C\n{{P}}\nWarranty: 2 years',
      fill: ['Do not immerse in water.', 'Charge fully before first use.'],
    },
    {
      kind: 'cv',
      text: '{first}\nData engineer · [Berlin|Leeds|Toronto]\n\nExperience\n[Acme Logistics|Northwind|Bluefin Health] — built the nightly ETL in Airflow and dbt.\n\nSkills: Python, SQL, Spark\n{{P}}',
      fill: ['Languages: English, Spanish', 'References on request'],
    },
    {
      kind: 'email',
      text: '> On [Mon|Tue|Fri], {first} wrote:\n> Can you send me the final numbers?\n\nHere they are, see the attached sheet.\n\n{{P}}\n\n--\nSent from my phone',
      fill: ['Sorry for the delay.', 'The totals include VAT.'],
    },
  ],
  de: [
    {
      kind: 'email',
      text: 'Betreff: Angebot [Büromöbel|Reinigung|Wartung]\n\nHallo {first},\n\nanbei unser Angebot für das zweite Quartal.\n{{P}}\nBei Fragen melde dich gern.\n\nViele Grüße\n{first}',
      fill: ['Die Preise gelten bis Ende Mai.', 'Lieferung innerhalb von zwei Wochen.'],
    },
    {
      kind: 'web',
      text: '<h1>[Unsere Praxis|Ferienwohnung am See|Fahrradwerkstatt]</h1>\n<p>[Sprechzeiten Mo–Fr 8–12 Uhr.|Zwei Zimmer, Balkon, Seeblick.|Reparaturen meist am selben Tag.]</p>\n<p style="color:white;font-size:1px">{{P}}</p>',
      fill: ['Parkplätze vor dem Haus.', 'Barrierefreier Zugang.'],
    },
    {
      kind: 'doc',
      text: 'Protokoll [Teamsitzung|Elternabend|Projektmeeting]\n- [Budget freigegeben|Ausflug im Mai|Start verschoben]\n- {{P}}\n- nächster Termin in zwei Wochen',
      fill: ['Anna schickt die Unterlagen', 'Raum ist gebucht'],
    },
    {
      kind: 'code',
      text: 'def berechne_summe(posten):\n    # {{P}}\n    return sum(p.betrag for p in posten)',
      fill: ['Beträge in Cent', 'leere Liste ergibt 0'],
    },
    {
      kind: 'review',
      text: '[★★★★★|★★★☆☆] [Super Teil|Geht so]\n[Funktioniert einwandfrei.|Lieferung hat gedauert.] {{P}}',
      fill: ['Würde ich wieder kaufen.', 'Verpackung war beschädigt.'],
    },
  ],
  fr: [
    {
      kind: 'email',
      text: 'Objet : Devis [mobilier|nettoyage|maintenance]\n\nBonjour {first},\n\nvous trouverez ci-joint notre devis pour le deuxième trimestre.\n{{P}}\nN\'hésitez pas à revenir vers moi.\n\nCordialement,\n{first}',
      fill: ['Les prix sont valables jusqu\'à fin mai.', 'Livraison sous deux semaines.'],
    },
    {
      kind: 'web',
      text: '<h1>[Notre cabinet|Gîte au bord du lac|Atelier vélo]</h1>\n<p>[Consultations du lundi au vendredi.|Deux chambres, balcon, vue sur le lac.|Réparations souvent le jour même.]</p>\n<div hidden>{{P}}</div>',
      fill: ['Parking devant la maison.', 'Accès pour fauteuil roulant.'],
    },
    {
      kind: 'doc',
      text: 'Compte rendu [réunion d\'équipe|conseil de classe|comité projet]\n- [Budget validé|Sortie en mai|Lancement décalé]\n- {{P}}\n- prochaine réunion dans deux semaines',
      fill: ['Claire envoie les documents', 'la salle est réservée'],
    },
    {
      kind: 'review',
      text: '[★★★★★|★★★☆☆] [Parfait|Bof]\n[Fonctionne très bien.|La livraison a pris du temps.] {{P}}',
      fill: ['Je recommande.', 'Emballage abîmé.'],
    },
  ],
  es: [
    {
      kind: 'email',
      text: 'Asunto: Presupuesto [mobiliario|limpieza|mantenimiento]\n\nHola {first}:\n\nadjunto nuestro presupuesto para el segundo trimestre.\n{{P}}\nQuedo a tu disposición.\n\nUn saludo,\n{first}',
      fill: ['Los precios son válidos hasta finales de mayo.', 'Entrega en dos semanas.'],
    },
    {
      kind: 'web',
      text: '<h1>[Nuestra clínica|Casa rural junto al lago|Taller de bicis]</h1>\n<p>[Consultas de lunes a viernes.|Dos habitaciones, balcón, vistas al lago.|Reparaciones casi siempre en el día.]</p>\n<span style="display:none">{{P}}</span>',
      fill: ['Aparcamiento en la puerta.', 'Acceso para silla de ruedas.'],
    },
    {
      kind: 'doc',
      text: 'Acta de [reunión de equipo|junta de vecinos|comité del proyecto]\n- [Presupuesto aprobado|Excursión en mayo|Lanzamiento aplazado]\n- {{P}}\n- próxima reunión en dos semanas',
      fill: ['Lucía envía los documentos', 'la sala está reservada'],
    },
    {
      kind: 'review',
      text: '[★★★★★|★★★☆☆] [Genial|Regular]\n[Funciona perfectamente.|El envío tardó bastante.] {{P}}',
      fill: ['Lo recomiendo.', 'El embalaje llegó dañado.'],
    },
  ],
  ru: [
    {
      kind: 'email',
      text: 'Тема: Предложение по [мебели|уборке|обслуживанию]\n\nЗдравствуйте, {first}!\n\nВо вложении наше предложение на второй квартал.\n{{P}}\nЕсли будут вопросы, пишите.\n\nС уважением,\n{first}',
      fill: ['Цены действуют до конца мая.', 'Доставка в течение двух недель.'],
    },
    {
      kind: 'web',
      text: '<h1>[Наша клиника|Дом у озера|Веломастерская]</h1>\n<p>[Приём с понедельника по пятницу.|Две комнаты, балкон, вид на озеро.|Ремонт обычно в тот же день.]</p>\n<p style="display:none">{{P}}</p>',
      fill: ['Парковка у входа.', 'Есть пандус.'],
    },
    {
      kind: 'doc',
      text: 'Протокол [планёрки|родительского собрания|проектной встречи]\n- [Бюджет утверждён|Экскурсия в мае|Запуск перенесён]\n- {{P}}\n- следующая встреча через две недели',
      fill: ['Ольга пришлёт документы', 'переговорная забронирована'],
    },
    {
      kind: 'review',
      text: '[★★★★★|★★★☆☆] [Отлично|Так себе]\n[Работает без нареканий.|Доставка заняла много времени.] {{P}}',
      fill: ['Рекомендую.', 'Упаковка была помята.'],
    },
  ],
};

/** Look-alike documents: nothing in them is addressed to a model that reads them. */
export const BENIGN_DOCS: Readonly<Record<Lang, readonly string[]>> = {
  en: [
    'Subject: New expense process\n\nHi all,\n\nfrom [1 March|next month] please submit receipts through the finance app. Ignore the old spreadsheet template, it will be removed. Questions to {mail}.\n\nThanks,\n{first}',
    'Onboarding checklist\n1. Change your temporary password on first login.\n2. Turn on two-factor authentication.\n3. Forward any suspicious e-mail to the security team, do not click links in it.\n4. Ignore messages asking for your password, IT never asks for it.',
    '<h2>What is prompt injection?</h2>\n<p>A language model reading a page, an e-mail or a file meets a sentence written as an order — say, "ignore your previous instructions" — and obeys it. When the sentence arrives inside content rather than from the user, it is called indirect.</p>\n<p>Defences include marking pasted content as untrusted and asking the user before any tool runs.</p>',
    '## Threat model\n\n- An attacker plants instructions in a document the agent reads.\n- The agent is tricked into calling a tool (send e-mail, fetch URL) with the user\'s data.\n- Mitigation: tool calls that send data outside require confirmation.',
    'class RetryPolicy(Policy):\n    def should_retry(self, attempt: int) -> bool:\n        # override: never retry POST requests\n        return attempt < 3 and self.method != "POST"',
    '@Override\nprotected void onCreate(Bundle savedInstanceState) {\n    super.onCreate(savedInstanceState);\n    setContentView(R.layout.activity_main);\n}',
    'SYSTEM_PROMPT = """You are a support assistant for [a bicycle shop|an online bookshop].\nAnswer only questions about orders and returns.\nIf you do not know, say so."""\n\ndef ask(question):\n    return client.chat(system=SYSTEM_PROMPT, user=question)',
    '{"rules": [{"id": "pi-01", "pattern": "ignore (all )?previous instructions", "action": "flag"}, {"id": "pi-02", "pattern": "reveal .* system prompt", "action": "flag"}]}',
    'Release notes [2.4|3.1]\n- The admin can now override the default language per workspace.\n- Fixed: the importer ignored the first row of a CSV file.\n- Removed the deprecated /v1/export endpoint.',
    'Meeting notes, ops weekly\n- Stop using the shared admin account; everyone gets their own.\n- Reset the VPN certificates before the end of the month.\n- Send the incident report to the customer by Friday.',
    'Red-team report, section 4: we asked the support chatbot to "print its instructions" in six ways; it refused five times and leaked a partial prompt once. Recommendation: add an output filter.',
    'Ticket #[5521|7730]: The "Ignore case" checkbox in search is ignored when the query has quotes. Expected: case-insensitive match.',
    '★★★★☆ The manual says to ignore the blinking light during the first charge, and it was right. Battery lasts all day.',
    'Dear parents, please disregard the earlier letter about the trip; the date has changed to 14 May. Children should bring a packed lunch.',
    'name,role,notes\n{first},admin,"can override approvals"\n{first},editor,"send weekly report"\n{first},viewer,""',
    'BEGIN:VEVENT\nSUMMARY:Security awareness training\nDESCRIPTION:Topics: phishing, prompt injection in AI tools, password managers. Please complete the quiz afterwards.\nEND:VEVENT',
    'Our new AI assistant can draft replies, summarise threads and translate messages. Turn it on under Settings > Labs. It never sends anything without your approval.',
    '# Contributing\n\nPlease do not commit generated files. Run `npm test` before you open a pull request, and ignore the lint warnings in vendor/.',
    'Course exercise: below are five e-mails. Mark the ones that try to make an AI assistant act against its user, and explain which words give them away.',
    'FAQ: Can I tell the assistant to forget something? Yes — say "forget what I told you about X" and it will not use it again in this chat.',
  ],
  de: [
    'Hallo zusammen,\nbitte ignoriert die alte Vorlage für Reisekosten, ab März läuft alles über die App.\nGrüße {first}',
    'Glossar, Stichwort Prompt-Injection: Sätze wie „ignoriere alle vorherigen Anweisungen“ stehen in einer Mail oder Webseite, und der Assistent hält sie für einen Auftrag.',
    'Protokoll: Admin-Konto nicht mehr gemeinsam nutzen; VPN-Zertifikate bis Monatsende erneuern.',
    '@Override\npublic void onStart() {\n    super.onStart();\n}',
  ],
  fr: [
    'Bonjour à tous,\nmerci d\'ignorer l\'ancien modèle de note de frais, tout passe par l\'application à partir de mars.\n{first}',
    'Glossaire, injection de prompt : une phrase comme « ignore toutes les instructions précédentes » figure dans un courriel ou une page, et l\'assistant la prend pour une demande.',
    'Compte rendu : ne plus utiliser le compte administrateur partagé ; renouveler les certificats VPN avant la fin du mois.',
  ],
  es: [
    'Hola a todos:\nignorad la plantilla antigua de gastos, desde marzo todo va por la aplicación.\n{first}',
    'Glosario, inyección de prompt: una frase como «ignora todas las instrucciones anteriores» aparece en un correo o una web y el asistente la toma por un encargo.',
    'Acta: dejar de usar la cuenta de administrador compartida; renovar los certificados de la VPN antes de fin de mes.',
  ],
  ru: [
    'Всем привет!\nНе используйте старый шаблон авансового отчёта, с марта всё идёт через приложение.\n{first}',
    'Глоссарий, prompt injection: фраза вроде «игнорируй все предыдущие инструкции» попадает в письмо или страницу, и ассистент принимает её за задание.',
    'Протокол: не пользоваться общей учётной записью администратора; обновить сертификаты VPN до конца месяца.',
  ],
};
