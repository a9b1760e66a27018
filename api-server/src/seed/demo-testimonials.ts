// Demo traveller testimonials (fictional people, real trips of the demo catalogue).
import type { TestimonialInput } from '@tours/shared-ui/domain';

export const demoTestimonials: TestimonialInput[] = [
  {
    name: 'Ananya Sen',
    image: '/media/testimonials/ananya-sen.svg',
    title: 'Our honeymoon in Darjeeling was perfect',
    feedback:
      'Everything from the NJP pick-up to the Tiger Hill sunrise ran on time. The hotel upgrade was a lovely surprise and our driver, Pemba-da, felt like family by the last day.',
  },
  {
    name: 'Rahul Chatterjee',
    image: '/media/testimonials/rahul-chatterjee.svg',
    title: 'We saw a tiger in the Sundarbans!',
    feedback:
      'I booked the Sundarbans trip for my parents and my kids. The launch was clean, the fish curry on board was the best we had all year, and on the second day we saw a tigress at Dobanki.',
  },
  {
    name: 'Priya Mukherjee',
    image: '/media/testimonials/priya-mukherjee.svg',
    title: 'A stress-free pilgrimage to Puri',
    feedback:
      'Taking my 70-year-old mother to the Jagannath temple worried me, but the team arranged a good panda, a hotel close to the temple and a car with a patient driver. Konark was the highlight.',
  },
  {
    name: 'Subhash Ghosh',
    image: '/media/testimonials/subhash-ghosh.svg',
    title: 'North Sikkim exceeded every expectation',
    feedback:
      'The permits for Tsomgo and Yumthang were ready when we arrived, and when snow closed the road to Zero Point the team quickly rearranged the day. Very professional and honest about costs.',
  },
  {
    name: 'Farhana Begum',
    image: '/media/testimonials/farhana-begum.svg',
    title: 'The Andamans with three children',
    feedback:
      'Ferry tickets, hotels and snorkelling were all sorted before we flew from Kolkata. Radhanagar beach at sunset is something my children still talk about. We will book with Sonarpur again.',
  },
  {
    name: 'Arjun Das',
    image: '/media/testimonials/arjun-das.svg',
    title: 'A great school tour to Shantiniketan',
    feedback:
      'We took 42 students of class nine to Shantiniketan. The guide at Visva-Bharati brought Tagore to life, the food was good and every child was counted at every stop. Excellent value.',
  },
];
