// Sample API answers the tests share: shaped as the API sends them (SPEC §3 field names).
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { BookingStatusView } from '@tours/shared-ui/booking-office';
import type { GstDocumentSummary } from '@tours/shared-ui/gst';
import type {
  Blog,
  Destination,
  PopularDestination,
  PublicDeparture,
  Testimonial,
  TripItem,
} from '@tours/shared-ui/domain';
import { POLICY_TEXTS_EN, type PolicyId, type PolicyTexts } from '@tours/shared-ui/policies';

export const darjeeling: Destination = {
  _id: 'd1',
  name: 'Darjeeling',
  slug: 'darjeeling',
  map: 'https://www.google.com/maps/embed?pb=darjeeling',
  image: '/media/destinations/darjeeling-1.svg',
  info: 'Tea gardens, the toy train and sunrise over Kanchenjunga.',
  description: 'The Queen of the Hills sits at 2,042 m on a ridge of the Eastern Himalaya.',
  price: ['16,500 per person (Budget)', '22,900 per person (Deluxe)'],
  highlights: ['Sunrise over Kanchenjunga from Tiger Hill', 'Joy ride on the toy train'],
  itinerary: {
    duration: '4 Nights / 5 Days',
    // Stored out of order on purpose: the page reads them by day number.
    dayWisePlan: {
      day10: 'Farewell dinner.',
      day2: 'Tiger Hill sunrise and Ghum Monastery.',
      day1: 'Pick-up at New Jalpaiguri; drive up to Darjeeling.',
      day3: '   ',
    },
  },
  packageInclusions: ['Four nights in the chosen hotel category', 'Daily breakfast and dinner'],
  packageExclusions: ['Train or air fare to the starting point'],
  hotelImages: ['/media/hotels/darjeeling-1.svg', '/media/hotels/darjeeling-2.svg'],
  siteImages: [
    '/media/destinations/darjeeling-1.svg',
    '/media/destinations/darjeeling-2.svg',
    'https://images.example/darjeeling-3.jpg',
  ],
};

export const sundarbans: Destination = {
  _id: 'd2',
  name: 'Sundarbans Delta',
  // No stored slug: it is derived from the name.
  slug: '',
  map: 'https://maps.evil.example/embed?pb=sundarbans',
  image: '',
  info: 'Mangrove creeks and the Royal Bengal tiger.',
  description: 'A boat safari through the largest mangrove forest on earth.',
  price: [],
  highlights: [],
  itinerary: { duration: '2 Nights / 3 Days', dayWisePlan: {} },
  packageInclusions: [],
  packageExclusions: [],
  hotelImages: [],
  siteImages: [],
};

export function blog(overrides: Partial<Blog> & Pick<Blog, '_id' | 'slug' | 'title'>): Blog {
  return {
    author: 'Riya Das',
    coverImage: `/media/blogs/${overrides.slug}.svg`,
    category: 'Hills',
    tags: [],
    introduction: `An introduction to ${overrides.title}.`,
    mainContent: '<p>Main content.</p>',
    gallery: [],
    metaTitle: '',
    metaDescription: '',
    metaKeywords: [],
    status: 'Published',
    publishedDate: '2025-03-14',
    ...overrides,
  };
}

/** GET /api/popular: a stored media path and an absolute URL. */
export const popularDestinations: PopularDestination[] = [
  {
    _id: 'p1',
    title: 'Darjeeling',
    description: 'Tea gardens and the Kanchenjunga at sunrise.',
    src: '/media/popular/darjeeling.jpg',
    path: 'darjeeling',
  },
  {
    _id: 'p2',
    title: 'Sundarbans',
    description: 'Mangrove creeks and the Royal Bengal tiger.',
    src: 'https://images.example/sundarbans.jpg',
    path: 'sundarbans',
  },
];

/** GET /api/testimonials: one with a photo, one without (the default avatar). */
export const testimonials: Testimonial[] = [
  {
    _id: 't1',
    name: 'Ananya Ghosh',
    image: '/media/testimonials/ananya.jpg',
    title: 'A perfect Sundarbans trip',
    feedback: 'Boats, guides and food were all arranged well.',
  },
  {
    _id: 't2',
    name: 'Rahul Das',
    image: '',
    title: 'Darjeeling with the family',
    feedback: 'The kids loved the toy train.',
  },
];

/** A Darjeeling group departure in December (issue 26): six seats left, two pickup points. */
export const darjeelingDeparture: PublicDeparture = {
  _id: '6f1c2a4e-8b3d-4c5e-9f10-1a2b3c4d5e6f',
  startDate: '2026-12-20',
  endDate: '2026-12-24',
  seatsLeft: 6,
  prices: { Budget: 16500, Deluxe: 22900, Luxury: null, child: 9000 },
  pickupPoints: ['Sonarpur station', 'Howrah'],
  note: 'AC bus from Sonarpur.',
};

/** A full departure: it still takes bookings, on its waitlist. */
export const fullDeparture: PublicDeparture = {
  ...darjeelingDeparture,
  _id: '7a2d3b5f-9c4e-4d6f-a021-2b3c4d5e6f70',
  startDate: '2027-01-10',
  endDate: '2027-01-14',
  seatsLeft: 0,
  pickupPoints: [],
  note: '',
};

/** The finder's answer for Darjeeling: a price from, its length and a departure. */
export const darjeelingTrip: TripItem = {
  slug: 'darjeeling',
  name: darjeeling.name,
  image: darjeeling.image,
  info: darjeeling.info,
  themes: ['Family', 'Honeymoon'],
  nights: 4,
  days: 5,
  priceFrom: 16500,
  departures: [darjeelingDeparture],
  onRequest: false,
};

/** Sundarbans as the finder answers it: tailor-made only. */
export const sundarbansTrip: TripItem = {
  slug: 'sundarbans-delta',
  name: sundarbans.name,
  image: sundarbans.image,
  info: sundarbans.info,
  themes: ['Adventure'],
  nights: 2,
  days: 3,
  priceFrom: 7800,
  departures: [],
  onRequest: true,
};

/** A destination with nothing but its name and slug (the booking form's list). */
export function bareDestination(name: string, slug: string): Destination {
  return {
    _id: slug,
    name,
    slug,
    map: '',
    image: '',
    info: '',
    description: '',
    price: ['9,999'],
    highlights: [],
    itinerary: { duration: '', dayWisePlan: {} },
    packageInclusions: [],
    packageExclusions: [],
    hotelImages: [],
    siteImages: [],
  };
}

export const BOOKING_REFERENCE = 'SPT-2611-0042';

/** GET /api/bookings/status's answer: a provisional tailor-made booking, quoted, nothing paid. */
export function bookingStatusView(overrides: Partial<BookingStatusView> = {}): BookingStatusView {
  return {
    reference: BOOKING_REFERENCE,
    destination: 'Darjeeling',
    checkIn: '2026-12-20',
    checkOut: '2026-12-24',
    adults: 2,
    children: 1,
    category: 'Deluxe',
    stage: 'provisional',
    // 23:59:59.999 IST on 25 November 2026.
    holdUntil: '2026-11-25T18:29:59.999Z',
    quotedTotal: 125000,
    received: 0,
    due: 125000,
    nextPayment: { kind: 'deposit', amount: 25000 },
    refund: null,
    schedule: [],
    departure: null,
    pickupPoint: '',
    travellers: [],
    waitlistPosition: null,
    documents: [],
    ...overrides,
  };
}

/** A booking's receipt voucher as its page lists it: ₹25,000 with 5% GST inside, to the paisa. */
export const receiptSummary: GstDocumentSummary = {
  _id: 'doc-1',
  type: 'receipt',
  number: 'RV/2026-27/0001',
  issuedOn: '2026-11-24',
  taxableValue: 2380952,
  cgst: 59524,
  sgst: 59524,
  igst: 0,
  total: 2500000,
  status: 'issued',
  cancelReason: null,
};

/**
 * GET /api/policies/:policy?lang=bn|hi as the API answers it: these paragraphs translated (compiled
 * as the API compiles them), every other one of the page named as shown in English.
 */
export function policyTextsAnswer(
  policy: PolicyId,
  translated: Record<string, string>,
): PolicyTexts {
  return {
    messages: Object.fromEntries(
      Object.entries(translated).map(([key, text]) => [key, compileMessage(text)]),
    ),
    fallback: Object.keys(POLICY_TEXTS_EN[policy]).filter((key) => !(key in translated)),
  };
}

/** Some of the Bengali and Hindi the site ships for the policy pages (migration 0016). */
export const POLICY_TRANSLATIONS = {
  bn: {
    terms: {
      termsTitle: 'শর্তাবলি',
      termsDescription: 'সোনারপুর, পশ্চিমবঙ্গের আমাদের এজেন্সির মাধ্যমে বুক করা ভ্রমণের শর্তাবলি।',
      paymentsTitle: 'বুকিং ও পেমেন্ট',
      paymentsDeposit: 'মোট ভ্রমণ-খরচের {deposit}% পাওয়ার পর বুকিং নিশ্চিত হয়।',
    },
    refund: {
      refundTitle: 'রিফান্ড নীতি',
      refundUpdated: '1 জানুয়ারি, 2025',
      refundDescription: 'বাতিল করা ভ্রমণের টাকা কখন ও কীভাবে ফেরত দেওয়া হয়।',
      scopeText:
        'নিশ্চিত হওয়া কোনো ভ্রমণের জন্য {siteName}-কে দেওয়া টাকা কখন ও কীভাবে ফেরত দেওয়া হয়, এই নীতি তা ব্যাখ্যা করে। এটি আমাদের <terms>শর্তাবলির</terms> সঙ্গে একসঙ্গে প্রযোজ্য।',
      requestTitle: 'কীভাবে রিফান্ডের অনুরোধ করবেন',
    },
    privacy: { privacyTitle: 'গোপনীয়তা নীতি' },
  },
  hi: {
    terms: {
      termsTitle: 'नियम और शर्तें',
      paymentsTitle: 'बुकिंग और भुगतान',
      paymentsHold:
        'अस्थायी (प्रोविज़नल) बुकिंग ज़्यादा से ज़्यादा {holdDays} कार्य-दिवस तक रोकी जाती है। अगर इस समय में वह पक्की नहीं होती, तो बिना सूचना के छोड़ दी जाती है।',
      paymentsDeposit: 'कुल यात्रा-ख़र्च का {deposit}% मिलने पर बुकिंग पक्की होती है।',
    },
    refund: { refundTitle: 'रिफ़ंड नीति' },
    privacy: { privacyTitle: 'गोपनीयता नीति' },
  },
} satisfies Record<'bn' | 'hi', Record<PolicyId, Record<string, string>>>;
