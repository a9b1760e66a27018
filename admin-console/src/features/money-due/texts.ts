// Texts of the money-due view (issue 25 item 10), used by its page, its saga and their tests.
export const MONEY_DUE_TEXTS = {
  title: 'Money due',
  intro: 'Instalments overdue or due in the next 7 days, overdue first.',
  loading: 'Loading money due...',
  failed: 'Failed to fetch the money due.',
  empty: 'Nothing is overdue or due in the next 7 days.',
  columns: {
    reference: 'Reference',
    name: 'Name',
    phone: 'Phone',
    instalment: 'Instalment',
    amount: 'Amount',
    dueOn: 'Due',
    remind: 'Reminder',
  },
  overdue: 'Overdue',
  remind: 'Remind on WhatsApp',
  // Begins with the button's visible text, so a speech user can say what they see.
  remindLabel: (name: string, reference: string) => `Remind on WhatsApp: ${name} (${reference})`,
  noWhatsApp: 'No WhatsApp number',
} as const;
