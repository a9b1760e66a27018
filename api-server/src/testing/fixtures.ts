// Valid request bodies, as the front ends send them, and a row counter for "nothing was written".
import type {
  BlogInput,
  BookingRequest,
  ContactRequest,
  DestinationInput,
  PopularDestinationInput,
  TestimonialInput,
} from '@tours/shared-ui/domain';
import { addDays, todayInIst } from '@tours/shared-ui/booking-office';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

import type { DatabaseSchema } from '../db/schema';

/** The Asia/Kolkata day `days` from today: bookings are for days to come, whenever tests run. */
export const dayFromToday = (days: number) => addDays(todayInIst(), days);

export const validBodies = {
  destination: {
    name: 'Mandarmani Beach',
    map: 'https://www.google.com/maps/embed?pb=!1m18',
    image: '/media/destinations/digha-2.svg',
    info: 'A long drivable beach.',
    description: 'Quiet beach resorts near Digha.',
    price: ['6,900 per person (Budget)'],
    highlights: ['Red crabs at dawn'],
    itinerary: {
      duration: '1 Night / 2 Days',
      dayWisePlan: { day1: 'Drive down.', day2: 'Back.' },
    },
    packageInclusions: ['Breakfast'],
    packageExclusions: [],
    hotelImages: [],
    siteImages: ['/media/destinations/digha-1.svg'],
  } satisfies Omit<DestinationInput, 'slug'>,
  popular: {
    title: 'Mandarmani',
    description: 'Sunrise on the longest drivable beach of Bengal.',
    src: '/media/popular/puri.svg',
    path: 'mandarmani',
  } satisfies PopularDestinationInput,
  testimonial: {
    name: 'Rina Pal',
    image: '/media/testimonials/ananya-sen.svg',
    title: 'Smooth from start to end',
    feedback: 'Every hotel was as promised.',
  } satisfies TestimonialInput,
  blog: {
    title: 'Tea Gardens of Kurseong',
    slug: 'Tea Gardens of Kurseong',
    author: 'Rina Pal',
    coverImage: '/media/blogs/first-timers-guide-to-darjeeling.svg',
    category: 'Travel Guide',
    tags: ['tea', 'hills'],
    introduction: 'A slow day among the bushes.',
    mainContent: '<h2>Morning</h2><p>Walk the <strong>Makaibari</strong> estate.</p>',
    gallery: [],
    metaTitle: 'Tea gardens',
    metaDescription: 'Kurseong tea gardens.',
    metaKeywords: ['tea'],
    status: 'Published',
    publishedDate: '2026-03-01',
  } satisfies BlogInput,
  contact: {
    name: 'Ananya Sen',
    email: 'ananya@example.com',
    phone: '9876543210',
    message: 'Do you arrange Sundarbans trips in July?',
  } satisfies ContactRequest,
  booking: {
    name: 'Arjun Das',
    phone: '7003123456',
    destination: 'Darjeeling',
    checkIn: dayFromToday(60),
    checkOut: dayFromToday(64),
    adults: 2,
    children: 1,
    category: 'Deluxe',
    message: 'A room with a view, please.',
  } satisfies BookingRequest,
};

export type Table = keyof DatabaseSchema;

export async function countRows(app: FastifyInstance, table: Table): Promise<number> {
  const row = await app.database.db
    .selectFrom(table)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}
