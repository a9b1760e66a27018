-- Issue 29 (docs/i18n.md, 'The booking's language'): a booking remembers the language it was made
-- in, the public site's page language (English, Bengali or Hindi); the traveller's emails and
-- WhatsApp texts are written in it, the agency's own copy stays English. Bookings made before
-- this migration, and those taken by the admin without a language, are English.
alter table bookings
  add column language text not null default 'en'
    constraint bookings_language_check check (language in ('en', 'bn', 'hi'));
