// Valid bodies of every collection, as the front ends send them, and names no other run uses.

/** 'YYYY-MM-DD' `days` after today in Asia/Kolkata: a booking's days are always to come. */
export function dayFromToday(days: number): string {
  const IST_OFFSET_MS = 330 * 60_000;
  return new Date(Date.now() + IST_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);
}

export const validBodies = {
  destination: {
    name: 'Bishnupur Terracotta',
    map: 'https://www.google.com/maps/embed?pb=!1m18!bishnupur',
    image: '/media/destinations/shantiniketan-1.svg',
    info: 'Temples of baked clay.',
    description: 'Terracotta temples of the Malla kings.',
    price: ['5,400 per person (Budget)'],
    highlights: ['Rasmancha'],
    itinerary: { duration: '1 Night / 2 Days', dayWisePlan: { day1: 'Temples.', day2: 'Home.' } },
    packageInclusions: ['Breakfast'],
    packageExclusions: ['Lunch'],
    hotelImages: [],
    siteImages: [],
  },
  popular: {
    title: 'Bishnupur',
    description: 'Terracotta temples and Baluchari saris.',
    src: '/media/popular/puri.svg',
    path: 'bishnupur',
  },
  testimonial: {
    name: 'Mitali Roy',
    image: '/media/testimonials/ananya-sen.svg',
    title: 'Well planned',
    feedback: 'The guide knew every temple.',
  },
  blog: {
    title: 'Baluchari Looms',
    slug: 'baluchari-looms',
    author: 'Mitali Roy',
    coverImage: '/media/blogs/first-timers-guide-to-darjeeling.svg',
    category: 'Culture',
    tags: ['weaving'],
    introduction: 'A day with the weavers.',
    mainContent: '<p>The looms of <em>Bishnupur</em>.</p>',
    gallery: [],
    metaTitle: 'Baluchari',
    metaDescription: 'Bishnupur weavers.',
    metaKeywords: ['saree'],
    status: 'Published',
    publishedDate: '2026-02-01',
  },
  contact: {
    name: 'Sourav Ghosh',
    email: 'sourav@example.com',
    phone: '8017123456',
    message: 'Is Bishnupur a day trip from Kolkata?',
  },
  booking: {
    name: 'Sourav Ghosh',
    phone: '9830123456',
    destination: 'Darjeeling',
    checkIn: dayFromToday(45),
    checkOut: dayFromToday(49),
    adults: 2,
    children: 0,
    category: 'Budget',
    message: 'Near the Mall, please.',
  },
};

export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** A valid body of `kind` whose slug/name/title cannot clash with another record's. */
export function freshBody(kind: keyof typeof validBodies): Record<string, unknown> {
  const tag = unique('rel');
  const body: Record<string, unknown> = structuredClone(validBodies[kind]);
  if (kind === 'destination') body.name = `Reliability ${tag}`;
  if (kind === 'blog') Object.assign(body, { title: `Reliability ${tag}`, slug: tag });
  if (kind === 'popular' || kind === 'testimonial') body.title = `Reliability ${tag}`;
  return body;
}
