// The WhatsApp texts a traveller gets, in English, Bengali and Hindi (issue 29, docs/i18n.md): one
// catalogue per language with {placeholders}, the same keys and placeholders in each (a test
// checks it). whatsapp.ts puts them together; the booking's language chooses the catalogue. Also
// the words that the emails, the admin and the booking page share with them: the payment
// schedule's parts (INSTALMENT_LABELS) and 'Pay ₹8,000 online' (payOnlineText), whose English is
// taken from here. Amounts are ₹ with Indian grouping and Latin digits in every language.
import type { GstDocumentType } from '../gst/documents';
import type { Locale } from '../locales';
import { formatInr } from './money';
import type { InstalmentKind } from './schedule';

export const TRAVELLER_TEXTS_EN = {
  greeting: 'Namaskar {name},',
  trip: '{destination}, check-in {checkIn}',
  page: 'Your booking: {url}',
  paid: ' (paid)',
  tourPrice: 'Tour price: {amount}.',
  scheduleBy: '{label}: {amount}, by {day}{paid}.',
  scheduleOn: '{label}: {amount}, on {day}{paid}.',
  payOnline: 'Pay {amount} online',
  payUpi: 'Pay by UPI: {upiLink}',
  payBank: 'Pay by bank transfer: {bankDetails}',
  receivedIntro: 'we have received your booking request {reference} ({trip}).',
  receivedHold:
    'It is held for you until {holdUntil}; it is confirmed once {percent}% of the tour price is received.',
  receivedHoldOpen:
    'It is held for you; it is confirmed once {percent}% of the tour price is received.',
  depositAsk: 'to confirm booking {reference} ({trip}), please pay the deposit of {amount}.',
  depositAskOpen: 'to confirm booking {reference} ({trip}), please pay the deposit.',
  depositRest: '{percent}% is due before the journey; the balance is paid on site.',
  instalmentAsk:
    'for booking {reference} ({trip}), the further {percent}% of the tour price, {amount}, is due by {day}.',
  instalmentAskNoDay:
    'for booking {reference} ({trip}), the further {percent}% of the tour price, {amount}, is due before the journey.',
  instalmentAskNoAmount:
    'for booking {reference} ({trip}), the further {percent}% of the tour price is due by {day}.',
  instalmentAskOpen:
    'for booking {reference} ({trip}), the further {percent}% of the tour price is due before the journey.',
  balanceOnSite: 'The balance is paid on site at the start of the tour.',
  paymentThanks: 'we have received {amount} for booking {reference}. Thank you!',
  yourPayment: 'your payment',
  receivedToDate: 'Received to date: {amount}.',
  balance: 'Balance: {amount}.',
  holdEnds: 'the hold on booking {reference} ({trip}) ends on {holdUntil}.',
  holdEndsSoon: 'the hold on booking {reference} ({trip}) ends soon.',
  holdPay: 'Please pay the {percent}% deposit ({amount}) to keep it.',
  holdPayOpen: 'Please pay the {percent}% deposit to keep it.',
  confirmed: 'booking {reference} ({trip}) is confirmed. We look forward to your journey!',
  released:
    'the hold on booking {reference} ({trip}) has ended without a deposit, so the booking is released.',
  releasedReply:
    'Reply to this message if you would still like to travel: we will gladly book again.',
  cancelled: 'booking {reference} ({trip}) is cancelled.',
  charge: 'Cancellation charge: {amount}.',
  refund: 'Refund: {amount}.',
  'instalment.deposit': 'Deposit (20%) to confirm',
  'instalment.before-journey': 'Further 40% before the journey',
  'instalment.on-site': 'Balance on site at the start of the tour',
} as const;

export type TravellerTextKey = keyof typeof TRAVELLER_TEXTS_EN;
export type TravellerTexts = Record<TravellerTextKey, string>;

const BN: TravellerTexts = {
  greeting: 'নমস্কার {name},',
  trip: '{destination}, চেক-ইন {checkIn}',
  page: 'আপনার বুকিং: {url}',
  paid: ' (পরিশোধিত)',
  tourPrice: 'ভ্রমণ-মূল্য: {amount}।',
  scheduleBy: '{label}: {day}-এর মধ্যে {amount}{paid}।',
  scheduleOn: '{label}: {day} তারিখে {amount}{paid}।',
  payOnline: 'অনলাইনে {amount} জমা দিন',
  payUpi: 'ইউপিআই-তে টাকা পাঠান: {upiLink}',
  payBank: 'ব্যাংক ট্রান্সফারে টাকা পাঠান: {bankDetails}',
  receivedIntro: 'আপনার বুকিংয়ের অনুরোধ {reference} ({trip}) আমরা পেয়েছি।',
  receivedHold:
    '{holdUntil} পর্যন্ত এটি আপনার জন্য রাখা থাকছে; ভ্রমণ-মূল্যের {percent}% জমা পড়লেই বুকিং নিশ্চিত হবে।',
  receivedHoldOpen: 'এটি আপনার জন্য রাখা থাকছে; ভ্রমণ-মূল্যের {percent}% জমা পড়লেই বুকিং নিশ্চিত হবে।',
  depositAsk: '{reference} বুকিং ({trip}) নিশ্চিত করতে {amount} অগ্রিম জমা দিন।',
  depositAskOpen: '{reference} বুকিং ({trip}) নিশ্চিত করতে অগ্রিম জমা দিন।',
  depositRest: 'যাত্রার আগে মোট {percent}% দিতে হবে; বাকি টাকা সেখানে গিয়ে দেবেন।',
  instalmentAsk:
    '{reference} বুকিংয়ের ({trip}) ভ্রমণ-মূল্যের আরও {percent}%, {amount}, {day}-এর মধ্যে দিতে হবে।',
  instalmentAskNoDay:
    '{reference} বুকিংয়ের ({trip}) ভ্রমণ-মূল্যের আরও {percent}%, {amount}, যাত্রার আগে দিতে হবে।',
  instalmentAskNoAmount:
    '{reference} বুকিংয়ের ({trip}) ভ্রমণ-মূল্যের আরও {percent}% {day}-এর মধ্যে দিতে হবে।',
  instalmentAskOpen: '{reference} বুকিংয়ের ({trip}) ভ্রমণ-মূল্যের আরও {percent}% যাত্রার আগে দিতে হবে।',
  balanceOnSite: 'বাকি টাকা ভ্রমণের শুরুতে সেখানেই দেবেন।',
  paymentThanks: '{reference} বুকিংয়ের জন্য {amount} আমরা পেয়েছি। ধন্যবাদ!',
  yourPayment: 'আপনার পাঠানো টাকা',
  receivedToDate: 'এ পর্যন্ত জমা: {amount}।',
  balance: 'বাকি: {amount}।',
  holdEnds: '{reference} বুকিং ({trip}) রাখার সময় {holdUntil}-এ শেষ হবে।',
  holdEndsSoon: '{reference} বুকিং ({trip}) রাখার সময় শীঘ্রই শেষ হবে।',
  holdPay: 'বুকিংটি রাখতে {percent}% অগ্রিম ({amount}) জমা দিন।',
  holdPayOpen: 'বুকিংটি রাখতে {percent}% অগ্রিম জমা দিন।',
  confirmed: '{reference} বুকিং ({trip}) নিশ্চিত হয়েছে। আপনার যাত্রার অপেক্ষায় রইলাম!',
  released:
    'অগ্রিম জমা না পড়ায় {reference} বুকিং ({trip}) রাখার সময় শেষ হয়েছে, তাই বুকিংটি ছেড়ে দেওয়া হয়েছে।',
  releasedReply: 'এখনও যেতে চাইলে এই মেসেজের উত্তর দিন: আমরা খুশি হয়েই আবার বুক করে দেব।',
  cancelled: '{reference} বুকিং ({trip}) বাতিল হয়েছে।',
  charge: 'বাতিলের চার্জ: {amount}।',
  refund: 'ফেরত: {amount}।',
  'instalment.deposit': 'নিশ্চিত করতে অগ্রিম (20%)',
  'instalment.before-journey': 'যাত্রার আগে আরও 40%',
  'instalment.on-site': 'বাকি টাকা ভ্রমণের শুরুতে, সেখানেই',
};

const HI: TravellerTexts = {
  greeting: 'नमस्ते {name},',
  trip: '{destination}, चेक-इन {checkIn}',
  page: 'आपकी बुकिंग: {url}',
  paid: ' (चुकाया गया)',
  tourPrice: 'यात्रा-मूल्य: {amount}।',
  scheduleBy: '{label}: {day} तक {amount}{paid}।',
  scheduleOn: '{label}: {day} को {amount}{paid}।',
  payOnline: '{amount} ऑनलाइन चुकाएँ',
  payUpi: 'यूपीआई से भुगतान करें: {upiLink}',
  payBank: 'बैंक ट्रांसफ़र से भुगतान करें: {bankDetails}',
  receivedIntro: 'हमें आपका बुकिंग अनुरोध {reference} ({trip}) मिल गया है।',
  receivedHold:
    'इसे {holdUntil} तक आपके लिए रखा गया है; यात्रा-मूल्य का {percent}% मिलते ही बुकिंग पक्की हो जाएगी।',
  receivedHoldOpen: 'इसे आपके लिए रखा गया है; यात्रा-मूल्य का {percent}% मिलते ही बुकिंग पक्की हो जाएगी।',
  depositAsk: 'बुकिंग {reference} ({trip}) पक्की करने के लिए {amount} अग्रिम चुकाएँ।',
  depositAskOpen: 'बुकिंग {reference} ({trip}) पक्की करने के लिए अग्रिम चुकाएँ।',
  depositRest: 'यात्रा से पहले कुल {percent}% चुकाना है; बाकी राशि वहीं पर दी जाती है।',
  instalmentAsk:
    'बुकिंग {reference} ({trip}) के यात्रा-मूल्य का और {percent}%, {amount}, {day} तक चुकाना है।',
  instalmentAskNoDay:
    'बुकिंग {reference} ({trip}) के यात्रा-मूल्य का और {percent}%, {amount}, यात्रा से पहले चुकाना है।',
  instalmentAskNoAmount: 'बुकिंग {reference} ({trip}) के यात्रा-मूल्य का और {percent}% {day} तक चुकाना है।',
  instalmentAskOpen: 'बुकिंग {reference} ({trip}) के यात्रा-मूल्य का और {percent}% यात्रा से पहले चुकाना है।',
  balanceOnSite: 'बाकी राशि यात्रा की शुरुआत में वहीं पर दी जाती है।',
  paymentThanks: 'बुकिंग {reference} के लिए {amount} हमें मिल गए हैं। धन्यवाद!',
  yourPayment: 'आपका भुगतान',
  receivedToDate: 'अब तक प्राप्त: {amount}।',
  balance: 'बकाया: {amount}।',
  holdEnds: 'बुकिंग {reference} ({trip}) रखने की अवधि {holdUntil} पर समाप्त होगी।',
  holdEndsSoon: 'बुकिंग {reference} ({trip}) रखने की अवधि जल्द समाप्त होगी।',
  holdPay: 'इसे बनाए रखने के लिए {percent}% अग्रिम ({amount}) चुकाएँ।',
  holdPayOpen: 'इसे बनाए रखने के लिए {percent}% अग्रिम चुकाएँ।',
  confirmed: 'बुकिंग {reference} ({trip}) पक्की हो गई है। आपकी यात्रा का हमें इंतज़ार है!',
  released:
    'अग्रिम राशि न मिलने से बुकिंग {reference} ({trip}) रखने की अवधि समाप्त हो गई, इसलिए बुकिंग छोड़ दी गई है।',
  releasedReply: 'अगर आप अब भी यात्रा करना चाहते हैं तो इस संदेश का जवाब दें: हम खुशी से फिर बुक कर देंगे।',
  cancelled: 'बुकिंग {reference} ({trip}) रद्द हो गई है।',
  charge: 'रद्द करने का शुल्क: {amount}।',
  refund: 'वापसी: {amount}।',
  'instalment.deposit': 'पक्का करने के लिए अग्रिम (20%)',
  'instalment.before-journey': 'यात्रा से पहले और 40%',
  'instalment.on-site': 'बाकी राशि यात्रा की शुरुआत में, वहीं पर',
};

export const TRAVELLER_TEXTS: Readonly<Record<Locale, TravellerTexts>> = {
  en: TRAVELLER_TEXTS_EN,
  bn: BN,
  hi: HI,
};

/** A text with its {placeholders} filled (one left as it is when no value is given). */
export function fillText(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The {placeholders} of a text, in order. */
export const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** A part of the payment schedule in the language: 'Deposit (20%) to confirm'. */
export const instalmentLabelIn = (language: Locale, kind: InstalmentKind): string =>
  TRAVELLER_TEXTS[language][`instalment.${kind}`];

/** 'Pay ₹8,000 online' in the language (the link's text in the messages). */
export const payOnlineTextIn = (language: Locale, amount: number): string =>
  fillText(TRAVELLER_TEXTS[language].payOnline, { amount: formatInr(amount) });

/**
 * The tax documents' titles in Bengali and Hindi, printed under the English title that rules 46,
 * 50 and 51 of the CGST Rules 2017 name (GST_DOCUMENT_RULES) on the PDF of a booking made in that
 * language; the booking page's catalogues (public-site booking-status) use the same words.
 */
export const GST_DOCUMENT_TITLES: Readonly<
  Record<Exclude<Locale, 'en'>, Record<GstDocumentType, string>>
> = {
  bn: { receipt: 'রসিদ ভাউচার', invoice: 'ট্যাক্স ইনভয়েস', refund: 'রিফান্ড ভাউচার' },
  hi: { receipt: 'रसीद वाउचर', invoice: 'टैक्स इनवॉइस', refund: 'रिफ़ंड वाउचर' },
};
