/**
 * Label-neutral sentence frames with a label's noun phrase (`{np}`) in the middle. The same frames
 * serve every label, so their wording carries no label signal and the model has to learn the label
 * from what the phrase is about — the part that carries over to phrasings it never saw.
 */
import type { Lang } from './vocab';

export const FRAMES: Record<Lang, readonly string[]> = {
  en: [
    'can you help me write [an email|a message|a short note] about {np}?',
    'I need some advice about {np}',
    'quick question about {np}',
    'note to self: {np}',
    'summarise this for me: {np}',
    'been thinking about {np} all day',
    'any update on {np}?',
    'Re: {np}',
    'don’t forget {np}',
    'how do I deal with {np}?',
    'talked to {first} about {np} [last night|today|at lunch]',
    'TODO {date}: {np}',
    '{np} — [details below|see attached|more later]',
    'can we chat about {np} [later|tomorrow|after work]?',
    'still waiting to hear back about {np}',
    '[reminder|heads up]: {np}',
    'what do you think about {np}?',
    'sorry to bring up {np} again',
    'turns out {np} was the problem',
    'I keep worrying about {np}',
    'Draft: “Hi {first}, about {np} — [can we talk?|thanks for your patience.|let me know.]”',
    'Notes ({date}): {np}',
    'I’m being [so|really] stressed about {np}',
    '{first} is being weird about {np}',
    'background on {np}: [long story|it started in {year}|ask me later]',
    'HR asked about {np}',
    'the community group chat is talking about {np} again',
    'my landlord found out about {np}',
    'my former colleague asked about {np}',
    'can you keep {np} between us?',
    'googling {np} at 2am again',
    'writing in my journal about {np}',
    'ok so {np}. thoughts?',
    'not sure who to ask about {np}',
  ],
  es: ['Oye, lo de {np}, ¿cómo lo ves?', 'Me preocupa {np}', 'Al final {np} era el problema', '¿Podemos hablar de {np} luego?', 'Sigo esperando respuesta sobre {np}', 'Recordatorio: {np}', 'Perdona que saque otra vez {np}', 'Mi jefe me preguntó por {np}', '¿Me ayudas a escribir un mensaje sobre {np}?', 'Necesito consejo sobre {np}', 'Una pregunta sobre {np}', 'Nota: {np}', '¿Hay novedades sobre {np}?', 'Hablé con {first} sobre {np}', 'No te olvides de {np}', 'Sigo dándole vueltas a {np}', 'Pendiente: {np}', 'Te cuento luego lo de {np}'],
  de: ['Du, wegen {np}, was meinst du?', 'Ich mache mir Sorgen wegen {np}', 'Am Ende war {np} das Problem', 'Können wir später über {np} reden?', 'Ich warte immer noch auf Antwort wegen {np}', 'Erinnerung: {np}', 'Sorry, dass ich wieder mit {np} anfange', 'Mein Chef hat nach {np} gefragt', 'Hilfst du mir, eine Nachricht wegen {np} zu schreiben?', 'Ich brauche einen Rat wegen {np}', 'Kurze Frage zu {np}', 'Notiz: {np}', 'Gibt es was Neues zu {np}?', 'Hab mit {first} über {np} geredet', 'Denk an {np}', 'Ich muss ständig an {np} denken', 'Offen: {np}', 'Erzähl dir später mehr zu {np}'],
  fr: ['Dis, pour {np}, tu en penses quoi ?', 'Je m’inquiète pour {np}', 'Finalement {np} était le problème', 'On peut parler de {np} plus tard ?', 'J’attends toujours une réponse pour {np}', 'Rappel : {np}', 'Désolée de reparler de {np}', 'Mon chef m’a demandé pour {np}', "Tu peux m'aider à écrire un message sur {np} ?", "J'ai besoin d'un conseil pour {np}", 'Petite question sur {np}', 'Note : {np}', 'Du nouveau pour {np} ?', "J'ai parlé à {first} de {np}", "N'oublie pas {np}", 'Je pense sans arrêt à {np}', 'À faire : {np}', 'Je te raconte plus tard pour {np}'],
  ru: ['Слушай, насчёт {np} — что думаешь?', 'Переживаю про {np}', 'В итоге проблема была в {np}', 'Давай потом обсудим {np}?', 'Всё ещё жду ответа про {np}', 'Напоминание: {np}', 'Прости, что опять про {np}', 'Начальник спрашивал про {np}', 'Поможешь написать сообщение про {np}?', 'Нужен совет насчёт {np}', 'Вопрос по поводу {np}', 'Заметка: {np}', 'Есть новости про {np}?', 'Говорила с {first} про {np}', 'Не забудь про {np}', 'Всё время думаю про {np}', 'Сделать: {np}', 'Потом расскажу про {np}'],
};
