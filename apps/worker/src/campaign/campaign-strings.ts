import type { Language } from '@artisans/domain';

/** The newsletter's footer, in every UI language ({{foundation}} is the foundation's name). */
export type CampaignStrings = { reason: string; unsubscribe: string; staffReason: string };

export const CAMPAIGN_STRINGS: Record<Language, CampaignStrings> = {
  en: {
    reason: 'You receive this newsletter because you chose to receive news from {{foundation}}.',
    unsubscribe: 'Unsubscribe',
    staffReason: 'You receive this message as a member of the {{foundation}} network.',
  },
  es: {
    reason: 'Recibe este boletín porque eligió recibir noticias de {{foundation}}.',
    unsubscribe: 'Darse de baja',
    staffReason: 'Recibe este mensaje como miembro de la red de {{foundation}}.',
  },
  bg: {
    reason: 'Получавате този бюлетин, защото сте избрали да получавате новини от {{foundation}}.',
    unsubscribe: 'Отписване',
    staffReason: 'Получавате това съобщение като член на мрежата на {{foundation}}.',
  },
  cs: {
    reason: 'Tento zpravodaj dostáváte, protože jste se rozhodli dostávat novinky od {{foundation}}.',
    unsubscribe: 'Odhlásit odběr',
    staffReason: 'Tuto zprávu dostáváte jako člen sítě {{foundation}}.',
  },
  da: {
    reason: 'Du modtager dette nyhedsbrev, fordi du har valgt at modtage nyheder fra {{foundation}}.',
    unsubscribe: 'Afmeld',
    staffReason: 'Du modtager denne besked som medlem af {{foundation}}s netværk.',
  },
  de: {
    reason: 'Sie erhalten diesen Newsletter, weil Sie Neuigkeiten von {{foundation}} erhalten möchten.',
    unsubscribe: 'Abmelden',
    staffReason: 'Sie erhalten diese Nachricht als Mitglied des Netzwerks von {{foundation}}.',
  },
  fr: {
    reason:
      'Vous recevez cette lettre d’information car vous avez choisi de recevoir les nouvelles de {{foundation}}.',
    unsubscribe: 'Se désabonner',
    staffReason: 'Vous recevez ce message en tant que membre du réseau de {{foundation}}.',
  },
  it: {
    reason: 'Ricevi questa newsletter perché hai scelto di ricevere notizie da {{foundation}}.',
    unsubscribe: 'Annulla l’iscrizione',
    staffReason: 'Ricevi questo messaggio come membro della rete di {{foundation}}.',
  },
  lt: {
    reason: 'Gaunate šį naujienlaiškį, nes pasirinkote gauti {{foundation}} naujienas.',
    unsubscribe: 'Atsisakyti prenumeratos',
    staffReason: 'Šį pranešimą gaunate kaip {{foundation}} tinklo narys.',
  },
  nl: {
    reason: 'U ontvangt deze nieuwsbrief omdat u ervoor hebt gekozen nieuws van {{foundation}} te ontvangen.',
    unsubscribe: 'Afmelden',
    staffReason: 'U ontvangt dit bericht als lid van het netwerk van {{foundation}}.',
  },
  pt: {
    reason: 'Recebe esta newsletter porque escolheu receber notícias da {{foundation}}.',
    unsubscribe: 'Cancelar a subscrição',
    staffReason: 'Recebe esta mensagem como membro da rede da {{foundation}}.',
  },
  ro: {
    reason: 'Primiți acest buletin informativ deoarece ați ales să primiți noutăți de la {{foundation}}.',
    unsubscribe: 'Dezabonare',
    staffReason: 'Primiți acest mesaj ca membru al rețelei {{foundation}}.',
  },
  hy: {
    reason: 'Դուք ստանում եք այս տեղեկագիրը, քանի որ ընտրել եք ստանալ {{foundation}}-ի նորությունները։',
    unsubscribe: 'Չեղարկել բաժանորդագրությունը',
    staffReason: 'Դուք ստանում եք այս հաղորդագրությունը որպես {{foundation}}-ի ցանցի անդամ։',
  },
  sq: {
    reason: 'E merrni këtë buletin sepse zgjodhët të merrni lajme nga {{foundation}}.',
    unsubscribe: 'Çregjistrohu',
    staffReason: 'E merrni këtë mesazh si anëtar i rrjetit të {{foundation}}.',
  },
  ru: {
    reason: 'Вы получаете эту рассылку, потому что решили получать новости от {{foundation}}.',
    unsubscribe: 'Отписаться',
    staffReason: 'Вы получаете это сообщение как участник сети {{foundation}}.',
  },
  tr: {
    reason: 'Bu bülteni, {{foundation}} haberlerini almayı seçtiğiniz için alıyorsunuz.',
    unsubscribe: 'Abonelikten çık',
    staffReason: 'Bu mesajı {{foundation}} ağının bir üyesi olarak alıyorsunuz.',
  },
  ka: {
    reason: 'თქვენ იღებთ ამ საინფორმაციო ბიულეტენს, რადგან აირჩიეთ {{foundation}}-ის სიახლეების მიღება.',
    unsubscribe: 'გამოწერის გაუქმება',
    staffReason: 'თქვენ იღებთ ამ შეტყობინებას, როგორც {{foundation}}-ის ქსელის წევრი.',
  },
  az: {
    reason: 'Bu bülleteni {{foundation}} xəbərlərini almağı seçdiyiniz üçün alırsınız.',
    unsubscribe: 'Abunəlikdən çıx',
    staffReason: 'Bu mesajı {{foundation}} şəbəkəsinin üzvü kimi alırsınız.',
  },
  jp: {
    reason: '{{foundation}} からのお知らせの受け取りを選択されたため、このニュースレターをお送りしています。',
    unsubscribe: '配信停止',
    staffReason: '{{foundation}} ネットワークのメンバーとしてこのメッセージをお送りしています。',
  },
};
