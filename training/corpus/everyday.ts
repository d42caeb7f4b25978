/**
 * Everyday vocabulary assembled into plain sentences (who did what, when), so that the ordinary
 * words of daily life are seen as benign in every language. Without this the model meets an
 * unfamiliar but harmless word and guesses a sensitive label.
 */
import type { Lang } from './vocab';
import type { SlotTable } from './template';

export const EVERYDAY: Record<Lang, SlotTable> = {
  en: {
    ev_who: ['I', 'we', 'the team', 'my neighbour', '{first}', 'the kids', 'our manager', 'everyone', 'the new intern', 'my flatmate', 'the whole office', 'Grandad', 'the twins', 'our book club', 'the design team'],
    ev_did: ['fixed the bike', 'painted the fence', 'booked a table', 'ordered pizza', 'finished the slides', 'watched a documentary about whales', 'forgot the umbrella', 'lost the TV remote', 'cleaned out the fridge', 'tried the new café', 'repotted the basil', 'assembled the wardrobe', 'missed the last bus', 'baked cookies', 'went for a long walk', 'rearranged the living room', 'found a great podcast', 'set up the new monitor', 'signed up for a 10k', 'started learning Italian', 'sorted the recycling', 'bought a new kettle', 'fed the ducks', 'washed the car', 'went to the farmers’ market', 'binge-watched the whole series', 'planted tulip bulbs', 'upgraded the laptop', 'organised the garage', 'made a playlist for the road trip', 'got the train to the coast', 'played board games', 'fixed the wobbly table', 'moved the meeting', 'labelled all the boxes', 'renewed the gym membership', 'tidied the shared drive', 'walked the dog by the river', 'replaced the light bulb', 'wrote the release notes'],
    ev_do: ['fix the bike', 'book a table', 'order takeaway', 'finish the slides', 'try the new café', 'go for a walk', 'set up the projector', 'water the plants', 'clean the whiteboard', 'update the wiki', 'pick a film', 'plan the picnic', 'buy more coffee', 'print the tickets', 'check the train times', 'bring snacks', 'share the photos', 'restart the router', 'tidy the meeting room', 'write the agenda'],
    ev_when: ['yesterday', 'this morning', 'on {day}', 'after lunch', 'last weekend', 'tonight', 'before the meeting', 'over the holidays', 'at the weekend', 'earlier', 'first thing tomorrow', 'this afternoon'],
    ev_tail: ['', '', ', finally', '!', ' lol', ', what a day', ', so that’s done', ' 😊', ', took ages', ', highly recommend'],
  },
  es: {
    ev_hice: ['arreglé la bici', 'pinté la valla', 'reservé mesa', 'pedí pizza', 'terminé las diapositivas', 'vi un documental de ballenas', 'me olvidé el paraguas', 'perdí el mando de la tele', 'limpié la nevera', 'probé la cafetería nueva', 'monté el armario', 'perdí el último autobús', 'hice galletas', 'di un paseo largo', 'cambié los muebles de sitio', 'encontré un pódcast genial', 'empecé a aprender italiano', 'compré un hervidor nuevo', 'lavé el coche', 'fui al mercado', 'vi la serie entera', 'planté tulipanes', 'ordené el garaje', 'hice una lista de canciones para el viaje', 'jugamos a juegos de mesa'],
    ev_hacer: ['arreglar la bici', 'reservar mesa', 'pedir comida', 'terminar las diapositivas', 'probar la cafetería nueva', 'dar un paseo', 'regar las plantas', 'elegir una peli', 'comprar café', 'imprimir las entradas', 'mirar los horarios del tren', 'traer algo de picar'],
    ev_cuando: ['ayer', 'esta mañana', 'el {dia}', 'después de comer', 'el finde pasado', 'esta noche', 'antes de la reunión'],
  },
  de: {
    ev_gemacht: ['das Fahrrad repariert', 'den Zaun gestrichen', 'einen Tisch reserviert', 'Pizza bestellt', 'die Folien fertig gemacht', 'eine Doku über Wale geschaut', 'den Schirm vergessen', 'die Fernbedienung verloren', 'den Kühlschrank geputzt', 'das neue Café ausprobiert', 'den Schrank aufgebaut', 'den letzten Bus verpasst', 'Kekse gebacken', 'einen langen Spaziergang gemacht', 'das Wohnzimmer umgestellt', 'einen tollen Podcast gefunden', 'mit Italienisch angefangen', 'einen neuen Wasserkocher gekauft', 'das Auto gewaschen', 'auf dem Wochenmarkt eingekauft', 'die ganze Serie durchgeschaut', 'Tulpen gepflanzt', 'die Garage aufgeräumt', 'eine Playlist für die Fahrt gemacht', 'Brettspiele gespielt'],
    ev_machen: ['das Fahrrad reparieren', 'einen Tisch reservieren', 'Essen bestellen', 'die Folien fertig machen', 'das neue Café ausprobieren', 'spazieren gehen', 'die Pflanzen gießen', 'einen Film aussuchen', 'Kaffee kaufen', 'die Tickets ausdrucken', 'die Zugzeiten checken', 'Snacks mitbringen'],
    ev_wann: ['gestern', 'heute Morgen', 'am {tag}', 'nach dem Mittagessen', 'letztes Wochenende', 'heute Abend', 'vor dem Meeting'],
  },
  fr: {
    ev_fait: ['réparé le vélo', 'repeint la clôture', 'réservé une table', 'commandé une pizza', 'fini les slides', 'regardé un documentaire sur les baleines', 'oublié le parapluie', 'perdu la télécommande', 'nettoyé le frigo', 'testé le nouveau café', "monté l'armoire", 'raté le dernier bus', 'fait des cookies', 'fait une longue balade', 'réorganisé le salon', 'trouvé un super podcast', "commencé l'italien", 'acheté une nouvelle bouilloire', 'lavé la voiture', 'fait le marché', 'regardé toute la série', 'planté des tulipes', 'rangé le garage', 'fait une playlist pour la route', 'joué à des jeux de société'],
    ev_faire: ['réparer le vélo', 'réserver une table', 'commander à manger', 'finir les slides', 'tester le nouveau café', 'aller se balader', 'arroser les plantes', 'choisir un film', 'acheter du café', 'imprimer les billets', 'regarder les horaires de train', 'apporter des snacks'],
    ev_quand: ['hier', 'ce matin', '{jour}', 'après le déjeuner', 'le week-end dernier', 'ce soir', 'avant la réunion'],
  },
  ru: {
    ev_sdelal: ['починил велосипед', 'покрасил забор', 'забронировал столик', 'заказал пиццу', 'доделал слайды', 'посмотрел документалку про китов', 'забыл зонт', 'потерял пульт', 'помыл холодильник', 'сходил в новую кофейню', 'собрал шкаф', 'опоздал на последний автобус', 'испёк печенье', 'долго гулял', 'переставил мебель', 'нашёл классный подкаст', 'начал учить итальянский', 'купил новый чайник', 'помыл машину', 'сходил на рынок', 'посмотрел весь сериал', 'посадил тюльпаны', 'разобрал гараж', 'собрал плейлист в дорогу', 'играл в настолки'],
    ev_sdelat: ['починить велосипед', 'забронировать столик', 'заказать еду', 'доделать слайды', 'сходить в новую кофейню', 'погулять', 'полить цветы', 'выбрать фильм', 'купить кофе', 'распечатать билеты', 'посмотреть расписание электричек', 'взять перекус'],
    ev_kogda: ['вчера', 'утром', 'в {den}', 'после обеда', 'на прошлых выходных', 'вечером', 'перед встречей'],
  },
};

/** Compositional benign templates per language. */
export const EVERYDAY_TEMPLATES: Record<Lang, readonly string[]> = {
  en: ['{ev_who} {ev_did} {ev_when}{ev_tail}', '{ev_when} {ev_who} {ev_did}{ev_tail}', 'can you {ev_do} {ev_when}?', 'should we {ev_do} {ev_when}?', 'has anyone {ev_did}? asking for a friend', 'note: {ev_do} {ev_when}', '{first} {ev_did} and then {ev_did}', 'don’t forget to {ev_do}'],
  es: ['{ev_cuando} {ev_hice}', '¿Puedes {ev_hacer} {ev_cuando}?', '¿Y si vamos a {ev_hacer}?', 'Nota: {ev_hacer}', '{ev_cuando} {ev_hice} y luego {ev_hice}', 'No te olvides de {ev_hacer}'],
  de: ['Ich habe {ev_wann} {ev_gemacht}', 'Kannst du {ev_wann} {ev_machen}?', 'Wollen wir {ev_wann} {ev_machen}?', 'Notiz: {ev_machen}', 'Wir haben {ev_wann} {ev_gemacht} und dann {ev_gemacht}', 'Vergiss nicht, {ev_machen}'],
  fr: ["J'ai {ev_fait} {ev_quand}", 'Tu peux {ev_faire} {ev_quand} ?', 'On pourrait {ev_faire} {ev_quand} ?', 'Note : {ev_faire}', "{ev_quand} on a {ev_fait} puis {ev_fait}", "N'oublie pas de {ev_faire}"],
  ru: ['{ev_kogda} я {ev_sdelal}', 'Можешь {ev_sdelat} {ev_kogda}?', 'Может, {ev_sdelat} {ev_kogda}?', 'Заметка: {ev_sdelat}', '{ev_kogda} {ev_sdelal}, потом {ev_sdelal}', 'Не забудь {ev_sdelat}'],
};
