// Entities as the API sends them, for the tests of every manage screen.
import type { OnlinePayment } from '@tours/shared-ui/api';
import type {
  Blog,
  Booking,
  ContactMessage,
  Destination,
  MediaItem,
  PopularDestination,
  Testimonial,
} from '@tours/shared-ui/domain';
import type { BookingDetail, DashboardSummary, MoneyDueRow } from '@tours/shared-ui/booking-office';

/** A fixture builder: fresh defaults on every call, with whatever fields a test gives instead. */
const fixture =
  <T>(defaults: () => T) =>
  (overrides: Partial<T> = {}): T => ({ ...defaults(), ...overrides });

export const booking = fixture<Booking>(() => ({
  _id: 'b1',
  name: 'Asha Roy',
  phone: '9876543210',
  destination: 'Darjeeling',
  checkIn: '2025-05-01',
  checkOut: '2025-05-05',
  adults: 2,
  children: 1,
  category: 'Deluxe',
  message: 'We would like a room with a view of the hills please',
  status: false,
  createdAt: '2025-04-01T10:00:00.000Z',
}));

/** A booking as the booking office answers it (GET /api/bookings/{id}): every office field. */
export const bookingDetail = fixture<BookingDetail>(() => ({
  ...(booking({ checkIn: '2099-05-01', checkOut: '2099-05-05' }) as BookingDetail),
  reference: 'SPT-2611-0042',
  stage: 'provisional',
  holdUntil: '2099-04-03T18:29:59.999Z',
  quotedTotal: 125000,
  received: 0,
  due: 125000,
  source: 'website',
  email: 'asha@example.com',
  confirmedByHand: false,
  deletable: true,
  schedule: [],
  payments: [],
  cancellation: null,
  refund: null,
  stateCode: '19',
  gstin: '',
  language: 'en',
  documents: [],
  timeline: [
    {
      id: 'e1',
      type: 'created',
      at: '2025-04-01T10:00:00.000Z',
      actor: null,
      stage: 'provisional',
      summary: 'Booking request received',
    },
  ],
}));

/** The Terms' three instalments of a ₹1,25,000 quote, the deposit paid (the API's `schedule`). */
export const SCHEDULE: BookingDetail['schedule'] = [
  {
    kind: 'deposit',
    label: 'Deposit (20%) to confirm',
    amount: 25000,
    dueOn: '2099-04-03',
    paid: true,
  },
  {
    kind: 'before-journey',
    label: 'Further 40% before the journey',
    amount: 50000,
    dueOn: '2099-04-16',
    paid: false,
  },
  {
    kind: 'on-site',
    label: 'Balance on site at the start of the tour',
    amount: 50000,
    dueOn: '2099-05-01',
    paid: false,
  },
];

export const contactMessage = fixture<ContactMessage>(() => ({
  _id: 'c1',
  name: 'Rahul Sen',
  email: 'rahul@example.com',
  phone: '9123456780',
  message: 'Please call me about the Sundarbans trip next month',
  createdAt: '2025-04-02T09:30:00.000Z',
  checked: false,
}));

export const destination = fixture<Destination>(() => ({
  _id: 'd1',
  name: 'Darjeeling',
  slug: 'darjeeling',
  map: 'https://www.google.com/maps/embed?pb=darjeeling',
  image: 'https://img.test/darjeeling.jpg',
  info: 'Queen of the Hills',
  description: 'Tea gardens and the toy train.',
  price: ['12000', '15000'],
  highlights: ['Tiger Hill sunrise'],
  itinerary: {
    duration: '3 Nights / 4 Days',
    dayWisePlan: { day1: 'Arrive', day2: 'Tiger Hill' },
  },
  packageInclusions: ['Hotel'],
  packageExclusions: ['Flights'],
  hotelImages: ['https://img.test/hotel.jpg'],
  siteImages: ['https://img.test/site.jpg'],
}));

export const popular = fixture<PopularDestination>(() => ({
  _id: 'p1',
  title: 'Sikkim',
  description: 'Mountains and monasteries.',
  src: 'https://img.test/sikkim.jpg',
  path: 'sikkim',
}));

export const testimonial = fixture<Testimonial>(() => ({
  _id: 't1',
  name: 'Priya Das',
  image: 'https://img.test/priya.jpg',
  title: 'A wonderful trip',
  feedback: 'Everything was arranged perfectly.',
}));

export const blog = fixture<Blog>(() => ({
  _id: 'g1',
  title: 'Monsoon in the Dooars',
  slug: 'monsoon-in-the-dooars',
  author: 'Anita',
  coverImage: 'https://img.test/dooars.jpg',
  category: 'Nature',
  tags: ['monsoon', 'forest'],
  introduction: 'Green forests and rivers.',
  mainContent: '<p>The Dooars in the rain.</p>',
  gallery: ['https://img.test/g1.jpg'],
  metaTitle: 'Monsoon in the Dooars',
  metaDescription: 'A monsoon trip.',
  metaKeywords: ['dooars'],
  status: 'Published',
  publishedDate: '2025-03-01',
}));

/** GET /api/dashboard on a quiet day. */
export const emptyDashboard = fixture<DashboardSummary>(() => ({
  today: '2026-11-23',
  holdsExpiringToday: [],
  holdsExpiringTomorrow: [],
  awaitingQuote: [],
  depositsThisMonth: { count: 0, amount: 0 },
  tripsNext30Days: [],
  moneyDue: { count: 0, amount: 0 },
}));

/** One instalment of GET /api/bookings/money-due: an overdue deposit. */
export const moneyDueRow = fixture<MoneyDueRow>(() => ({
  _id: 'b1',
  reference: 'SPT-2611-0009',
  name: 'Asha Roy',
  phone: '9876543210',
  destination: 'Darjeeling',
  checkIn: '2026-12-20',
  kind: 'deposit',
  amount: 25000,
  dueOn: '2026-11-25',
  overdue: true,
}));

/** An online payment as GET /api/payments/online lists it (issue 28): ₹8,000 of a deposit link. */
export const onlinePayment = fixture<OnlinePayment>(() => ({
  providerPaymentId: 'pay_A1',
  bookingId: 'b1',
  reference: 'SPT-2611-0009',
  paymentId: 'p1',
  amountPaise: 800_000,
  expectedPaise: 800_000,
  flag: '',
  source: 'webhook',
  paidAt: '2026-11-25T06:00:00.000Z',
  refund: null,
}));

/** A library photo as GET /api/media lists it (issue 15), 2400x1600 unless told. */
export function mediaPhoto(overrides: Partial<MediaItem> = {}): MediaItem {
  const id = overrides.id ?? '0123456789abcdef-2400x1600';
  return {
    id,
    width: 2400,
    height: 1600,
    alt: 'Tiger Hill at dawn',
    variants: [320, 640, 960, 1280, 1920].map((width) => ({
      width,
      format: 'jpeg' as const,
      url: `/media/library/${id}/${width}.jpg`,
    })),
    bytes: 2_400_000,
    originalType: 'image/jpeg',
    createdAt: '2026-11-20T10:00:00.000Z',
    usedIn: [],
    ...overrides,
  };
}
