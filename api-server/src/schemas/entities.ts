// Response schemas of the other entities of SPEC §3 (the types in @tours/shared-ui/domain).
import { bookingFields, bookingOfficeFields } from './booking-office';
import { entitySchema, text, textList } from './common';
import { bookingDepartureFields } from './departures';
import { translatable } from './translations';

export const popularDestinationSchema = translatable(
  entitySchema('PopularDestination', {
    _id: text,
    title: text,
    description: text,
    src: text,
    path: text,
  }),
);

export const testimonialSchema = translatable(
  entitySchema('Testimonial', {
    _id: text,
    name: text,
    image: text,
    title: text,
    feedback: text,
  }),
);

export const contactMessageSchema = entitySchema('ContactMessage', {
  _id: text,
  name: text,
  email: text,
  phone: text,
  message: text,
  createdAt: { type: 'string', format: 'date-time' },
  checked: { type: 'boolean' },
});

export const bookingSchema = entitySchema('Booking', {
  _id: text,
  name: text,
  phone: text,
  ...bookingFields,
  message: text,
  status: {
    type: 'boolean',
    description:
      'false = Pending, true = Confirmed: true exactly when the stage is confirmed, paid or completed',
  },
  createdAt: { type: 'string', format: 'date-time' },
  ...bookingOfficeFields,
  ...bookingDepartureFields,
  stateCode: { ...text, description: "The traveller's GST state code, the place of supply" },
  gstin: { ...text, description: "The traveller's GSTIN (a school, a company); '' for none" },
  language: {
    type: 'string',
    enum: ['en', 'bn', 'hi'],
    description:
      "The language it was made in (the public site's page language; 'en' when the admin took it): the traveller's emails and WhatsApp texts are in it",
  },
});

export const blogSchema = translatable(
  entitySchema('Blog', {
    _id: text,
    title: text,
    slug: text,
    author: text,
    coverImage: text,
    category: text,
    tags: textList,
    introduction: text,
    mainContent: { type: 'string', description: 'Sanitised HTML.' },
    gallery: textList,
    metaTitle: text,
    metaDescription: text,
    metaKeywords: textList,
    status: { type: 'string', enum: ['Draft', 'Published'] },
    publishedDate: { type: 'string', format: 'date', nullable: true },
  }),
);
