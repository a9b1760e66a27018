// Texts of About Us (SPEC §2 About Us).
export const ABOUT_PAGE_TITLE = 'About Us';
export const ABOUT_DESCRIPTION =
  'A tours and travels agency in Sonarpur, West Bengal: personal service, local guidance and honest prices for trips across India.';
export const ABOUT_HEADING = 'About Us';
export const ABOUT_INTRO = [
  'We are a tours and travels agency based in Sonarpur, West Bengal, planning holidays for families, friends, couples and schools across India: the hills of Darjeeling and Sikkim, the beaches of Digha and Puri, the mangroves of the Sundarbans, and pilgrimages near and far.',
  'Every trip is arranged by people who have travelled the route themselves. We book the stays, the cars and the sightseeing, stay in touch throughout the journey, and quote every price in rupees with nothing hidden.',
];
export const WHY_HEADING = 'Why Choose Us?';

export interface Reason {
  title: string;
  text: string;
}

export const REASONS: readonly Reason[] = [
  {
    title: 'Personalized Service',
    text: 'One planner looks after your trip from the first call to your return home, and knows what matters to you.',
  },
  {
    title: 'Expert Guidance',
    text: 'Advice from people who have travelled these routes: the best season, the right hotel and a realistic day plan.',
  },
  {
    title: 'Affordability',
    text: 'Budget, Deluxe and Luxury stays for every pocket, with clear prices in rupees and no hidden charges.',
  },
  {
    title: 'Safety and Trust',
    text: 'Verified hotels, experienced local drivers and a team you can reach at any hour while you travel.',
  },
  {
    title: 'Customized Tour Packages',
    text: 'Change the dates, the stops or the pace: we build the package around your group, not the other way round.',
  },
  {
    title: 'Local Cultural Immersion',
    text: 'Tea estates, village homestays, local food and festivals: time to meet the places, not just see them.',
  },
];
export const JOIN_HEADING = 'Join Us Today!';
export const JOIN_TEXT =
  'Pick a destination and let us plan the rest. Your next journey is only a few clicks away.';
export const EXPLORE_MORE = 'Explore More';
