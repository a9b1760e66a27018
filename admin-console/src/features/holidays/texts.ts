// Texts of /admin/holidays: the agency's holidays, which holds and refund deadlines skip.
export const HOLIDAYS_TEXTS = {
  title: 'Holidays',
  intro:
    'Holds and refund deadlines count working days: the working weekdays below, minus these holidays.',
  lunarNote:
    'West Bengal’s public holidays fixed by date are added each year by themselves. Festivals that follow the lunar calendar (Durga Puja, Lakshmi Puja, Kali Puja, Dol Yatra, Eid, Muharram, Buddha Purnima, Janmashtami, ...) are not: add them here each year.',
  workingDays: (days: string) => `Working days: ${days}.`,
  loading: 'Loading the holidays...',
  failed: 'Failed to fetch the holidays.',
  empty: 'No holidays.',
  addTitle: 'Add a holiday',
  date: 'Date',
  name: 'Name',
  add: 'Add holiday',
  added: 'Holiday added.',
  remove: 'Remove',
  removeLabel: (name: string, date: string) => `Remove ${name} (${date})`,
  removeConfirm: 'Remove this holiday?',
  removed: 'Holiday removed.',
  removeFailed: 'Failed to remove the holiday.',
  addFailed: 'Failed to add the holiday.',
  seed: 'Public holiday',
  admin: 'Added by the agency',
} as const;

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
