// Language identification for the English-only rule (schema/preflight/language.ts): short SMS texts as
// registrations write them. English with brand names, links, codes and keywords is never called foreign;
// texts in other languages are named; too little prose to tell is left alone.
import { describe, expect, it } from "vitest";
import { foreignLanguage, prose } from "../../schema/preflight/language";

const ENGLISH = [
  "Your Acme code is 482913",
  "G-482913 is your Google verification code.",
  "Use 7731 to verify your Acme account.",
  "Northwind Bank: Your one-time passcode is 551203. It expires in 10 minutes.",
  "Maple Grove Schools: School is closed today due to snow. Stay safe!",
  "Springfield Public Library: 2 items due Fri. Renew at springfieldlibrary.example.org/renew",
  "Reminder: your appt w/ Dr. Patel is tmrw @ 10:15. Txt C to cnfrm or R to reschd.",
  "Bella Napoli: Tuesday special, 2 large pizzas for $20. Order at bellanapoli.example",
  "Señor Taco: Taco Tuesday is back! Show this text for a free churro.",
  "Café Olé: your latte is ready at the counter!",
  "Hola Bakery: fresh conchas and pan dulce this morning!",
  "Gutenberg Books: Das Kapital is back in stock. Reserve it at gutenbergbooks.example",
  "ALERT: Severe thunderstorm warning for Springfield until 9PM. Seek shelter.",
  "Acme Support: call 1-800-555-0100 or email help@acme.example. Msg&data rates may apply.",
  "Vote YES on Prop 12! Polls open 7am-8pm Tuesday. Find your polling place: vote.example.org. STOP2END",
  "Acme: Reply YES to confirm you want text alerts about your orders.",
  "Hi {{first_name}}, your table at Osteria Luca is ready. Please come to the host stand.",
];

const FOREIGN: [string, string][] = [
  ["Spanish", "Acme: Su código de verificación es 482913. No lo comparta con nadie."],
  ["Spanish", "Bright Smile Dental: le recordamos su cita el martes a las 2:30pm. Responda STOP para cancelar."],
  ["French", "Votre commande a été expédiée et arrivera demain. Merci de votre confiance."],
  ["Portuguese", "Lembrete: sua consulta está marcada para sexta-feira às 10h."],
  ["German", "Acme: Ihr Bestätigungscode lautet 482913. Bitte geben Sie ihn nicht weiter."],
  ["Italian", "Il tuo ordine è stato spedito e arriverà domani. Grazie per il tuo acquisto."],
  ["Chinese", "Acme：您的验证码是482913，请勿告诉他人。"],
  ["Vietnamese", "Đơn hàng của bạn đã được gửi và sẽ đến vào ngày mai."],
  ["Korean", "Acme: 인증번호는 482913입니다. 타인에게 공유하지 마세요."],
  ["Russian", "Acme: ваш код подтверждения 482913. Никому его не сообщайте."],
];

describe("language of short messages", () => {
  it.each(ENGLISH)("English: %s", (text) => {
    expect(foreignLanguage(text, ["Acme Corporation", "Northwind Bank"])).toBeUndefined();
  });

  it.each(FOREIGN)("%s: %s", (language, text) => {
    expect(foreignLanguage(text, ["Acme Corporation"])).toBe(language);
  });

  it("a message in another language with its English translation is English, as the vendors ask", () => {
    const both = "Acme: su pedido fue enviado y llega mañana. (Your order was shipped and arrives tomorrow.) Reply STOP to opt out.";
    expect(foreignLanguage(both, ["Acme"])).toBeUndefined();
  });

  it("too little prose to tell is not judged: a bare code, one word, a link", () => {
    for (const text of ["OK", "482913", "Hola!", "https://acme.example/t/A1029", "{{code}} STOP"]) {
      expect(foreignLanguage(text), text).toBeUndefined();
    }
  });

  it("a short reply that English fits nearly as well is English (detectors call three English words Danish); foreign prose and other scripts are still named", () => {
    for (const text of ["Sharp Line Barbershop: reminder texts stopped.", "Acme: lesson texts off.", "Acme: texting stopped.", "Acme: reminder texts paused"]) {
      expect(foreignLanguage(text, ["Acme", "Sharp Line Barbershop"]), text).toBeUndefined();
    }
    expect(foreignLanguage("Acme: ya no recibirás más mensajes de nosotros.", ["Acme"])).toBe("Spanish");
    expect(foreignLanguage("Acme：您已退订，不会再收到短信通知。", ["Acme"])).toBe("Chinese");
  });

  it("reads prose without links, addresses, numbers, keywords, placeholders and the brand's names", () => {
    const text = "Bright Smile Dental: appt {{date}} at 2:30pm, call (512) 555-0177 or office@brightsmile.example, see brightsmile.example/a. Reply STOP";
    expect(prose(text, ["Bright Smile Dental LLC"])).toBe(": appt at call ( ) or , see Reply");
  });
});
