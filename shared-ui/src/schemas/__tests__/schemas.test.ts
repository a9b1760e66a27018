import {
  IMAGE_ADDRESS_MESSAGE,
  PHONE_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  SLUG_MESSAGE,
} from '../../domain/index';
import { bookingRequest as booking } from '../../testing/fixtures';
import {
  blogSchema,
  bookingRequestSchema,
  contactSchema,
  destinationSchema,
  MAP_ADDRESS_MESSAGE,
  popularSchema,
  testimonialSchema,
  validate,
} from '../index';

describe('bookingRequestSchema (the booking form and POST /api/bookings)', () => {
  it('refuses dates that are not on the calendar (the database would refuse them too)', () => {
    for (const checkIn of ['2030-02-30', '2030-04-31', '2029-02-29', '0000-01-01', '2030-13-01']) {
      const result = validate(bookingRequestSchema, {
        ...booking,
        checkIn,
        checkOut: '2030-12-31',
      });
      expect(result).toEqual({ ok: false, errors: { checkIn: 'Check-in date is required.' } });
    }
    expect(
      validate(bookingRequestSchema, { ...booking, checkIn: '2028-02-29', checkOut: '2028-03-01' })
        .ok,
    ).toBe(true);
  });

  it('refuses a missing name, no adults and an unknown hotel category', () => {
    const result = validate(bookingRequestSchema, {
      ...booking,
      checkIn: '2030-01-10',
      checkOut: '2030-01-12',
      name: '  ',
      adults: 0,
      category: 'Palace',
    });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors).sort()).toEqual(['adults', 'category', 'name']);
  });
});

describe('contactSchema', () => {
  it('gives the four messages of SPEC §5', () => {
    const result = validate(contactSchema, { name: ' ', email: 'no', phone: '1', message: '' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name is required.',
        email: 'Enter a valid email address.',
        phone: PHONE_MESSAGE,
        message: 'Message cannot be empty.',
      },
    });
  });
});

describe('phoneSchema', () => {
  it('takes a number as people type it and keeps the ten digits', () => {
    const result = validate(contactSchema, {
      name: 'Asha',
      email: 'asha@example.com',
      phone: '+91 98300 12345',
      message: 'Hello',
    });
    expect(result).toMatchObject({ ok: true, value: { phone: '9830012345' } });
  });
  it("still gives SPEC's message for what cannot be ten digits", () => {
    const result = validate(contactSchema, {
      name: 'Asha',
      email: 'asha@example.com',
      phone: '+91 98300 1234',
      message: 'Hello',
    });
    expect(result).toEqual({ ok: false, errors: { phone: PHONE_MESSAGE } });
  });
});

describe('destinationSchema', () => {
  const destination = {
    name: 'Digha Beach',
    map: 'https://www.google.com/maps/embed?pb=1',
    image: '/media/destinations/digha.svg',
    info: 'Sea and sand',
    description: 'The nearest beach to Kolkata.',
    itinerary: { duration: '2 Nights / 3 Days', dayWisePlan: { day1: 'Arrive', day2: 'Beach' } },
  };

  it('derives the slug from the name when it is missing', () => {
    const result = validate(destinationSchema, destination);
    expect(result.ok && result.value.slug).toBe('digha-beach');
  });

  it('normalises a typed slug like a blog slug and refuses one that cannot be a path segment', () => {
    const typed = validate(destinationSchema, { ...destination, slug: ' Digha Sea Beach ' });
    expect(typed.ok && typed.value.slug).toBe('digha-sea-beach');
    for (const slug of ['digha/beach', 'digha--beach', '-digha', 'digha?x']) {
      expect(validate(destinationSchema, { ...destination, slug })).toEqual({
        ok: false,
        errors: { slug: SLUG_MESSAGE },
      });
    }
    expect(validate(destinationSchema, { ...destination, name: '!!!' })).toEqual({
      ok: false,
      errors: { slug: 'Slug must contain letters or digits.' },
    });
  });

  it('requires the duration', () => {
    const result = validate(destinationSchema, { ...destination, itinerary: { duration: '' } });
    expect(result).toEqual({ ok: false, errors: { itinerary: 'Duration is required.' } });
  });
});

describe('blogSchema', () => {
  const blog = {
    title: 'Tea gardens',
    author: 'Rina',
    introduction: 'Intro',
    mainContent: '<p>Body</p>',
  };

  it('refuses a slug that is not lower-case letters, digits and single hyphens', () => {
    for (const slug of ['fz7q/with/slash', 'tea--gardens', 'tea-gardens-', 'tea_gardens', '../x']) {
      expect(validate(blogSchema, { ...blog, slug })).toEqual({
        ok: false,
        errors: { slug: SLUG_MESSAGE },
      });
    }
  });

  it('normalises the slug and needs title, slug and author', () => {
    const ok = validate(blogSchema, {
      title: 'Tea gardens',
      slug: ' Tea Gardens ',
      author: 'Rina',
      introduction: 'Intro',
      mainContent: '<p>Body</p>',
    });
    expect(ok.ok && ok.value.slug).toBe('tea-gardens');
    expect(ok.ok && ok.value.status).toBe('Draft');

    const bad = validate(blogSchema, {
      title: '',
      slug: '',
      author: '',
      introduction: 'i',
      mainContent: 'm',
    });
    expect(bad).toEqual({
      ok: false,
      errors: {
        title: REQUIRED_FIELDS_MESSAGE,
        slug: REQUIRED_FIELDS_MESSAGE,
        author: REQUIRED_FIELDS_MESSAGE,
      },
    });
  });
});

describe('image addresses (every image field; the map keeps SPEC’s http(s) rule)', () => {
  const base = {
    title: 'T',
    description: 'D',
    path: 'p',
    name: 'N',
    feedback: 'F',
  };
  const HOSTILE = [
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:image/png;base64,AAAA',
    '//x.example/a.jpg',
    'ftp://x/a.jpg',
    '/etc/passwd',
    '/media/../x',
  ];
  const ALLOWED = [
    'https://cdn.example/a.jpg',
    'http://x.example/b.png',
    '/media/library/0123456789abcdef-10x10/10.jpg',
    '/media/testimonials/a.svg',
  ];

  it('refuses javascript:, data:, protocol-relative and non-media paths with one message, in the forms and the API alike', () => {
    for (const address of HOSTILE) {
      expect(validate(popularSchema, { ...base, src: address })).toEqual({
        ok: false,
        errors: { src: IMAGE_ADDRESS_MESSAGE },
      });
      expect(validate(testimonialSchema, { ...base, image: address })).toEqual({
        ok: false,
        errors: { image: IMAGE_ADDRESS_MESSAGE },
      });
    }
    for (const address of ALLOWED) {
      expect(validate(popularSchema, { ...base, src: address })).toMatchObject({ ok: true });
    }
  });

  it('checks each entry of the lists, and a blog without a cover stays valid', () => {
    const blog = {
      title: 'T',
      slug: 't',
      author: 'A',
      introduction: 'I',
      mainContent: '<p>M</p>',
    };
    expect(validate(blogSchema, { ...blog, coverImage: '' })).toMatchObject({ ok: true });
    expect(validate(blogSchema, { ...blog, gallery: [ALLOWED[0], HOSTILE[2]] })).toEqual({
      ok: false,
      errors: { gallery: IMAGE_ADDRESS_MESSAGE },
    });
  });

  it('takes any http(s) map address and refuses other schemes', () => {
    const destination = (map: string) => ({
      name: 'N',
      map,
      image: ALLOWED[0],
      info: 'I',
      description: 'D',
      itinerary: { duration: '1 Night / 2 Days' },
    });
    expect(validate(destinationSchema, destination('https://maps.example/x'))).toMatchObject({
      ok: true,
    });
    for (const map of ['javascript:alert(1)', 'data:text/html,x', '/media/a.svg']) {
      expect(validate(destinationSchema, destination(map))).toEqual({
        ok: false,
        errors: { map: MAP_ADDRESS_MESSAGE },
      });
    }
  });
});
