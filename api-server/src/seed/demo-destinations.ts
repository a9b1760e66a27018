// Demo destinations: real places the agency sells from Kolkata, with complete itineraries. Prices
// are stored without the rupee sign (the front ends prefix ₹). Photos ship in media/photos and are
// stored in the photo library by the seed (demo-photos.ts).
import type { DestinationInput, TripTheme } from '@tours/shared-ui/domain';

import { demoPhoto } from './demo-photos';

/** A Google Maps embed URL centred on a place (only stored; the browser loads it). */
function mapEmbed(place: string, lat: number, lng: number, zoom = 60000): string {
  const name = encodeURIComponent(place);
  return (
    `https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d${zoom}!2d${lng}!3d${lat}` +
    `!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2s${name}!5e0!3m2!1sen!2sin!4v1735689600000`
  );
}

function images(slug: string) {
  return {
    image: demoPhoto(`destinations/${slug}-1.jpg`),
    siteImages: [1, 2, 3].map((n) => demoPhoto(`destinations/${slug}-${n}.jpg`)),
    hotelImages: [1, 2, 3].map((n) => demoPhoto(`hotels/${slug}-${n}.jpg`)),
  };
}

function days(...plans: string[]): Record<string, string> {
  return Object.fromEntries(plans.map((plan, index) => [`day${index + 1}`, plan]));
}

/**
 * SPEC's display list and the same prices as numbers (a new booking's estimated quote). A child
 * (SPEC's 5-8 years) costs about half the Budget price, rounded down to ₹100, so that a family's
 * booking is estimated too.
 */
function prices(budget: string, deluxe: string, luxury: string) {
  const rupees = (text: string) => Number(text.replace(/,/g, ''));
  const child = Math.floor(rupees(budget) / 2 / 100) * 100;
  return {
    price: [
      `${budget} per person (Budget)`,
      `${deluxe} per person (Deluxe)`,
      `${luxury} per person (Luxury)`,
      `${child.toLocaleString('en-IN')} per child (5-8 years)`,
    ],
    prices: { Budget: rupees(budget), Deluxe: rupees(deluxe), Luxury: rupees(luxury), child },
  };
}

/**
 * The trip finder's package facts (issue 26): SPEC's themes it suits, nights and days (as the
 * itinerary's duration says), and the months it runs as a tailor-made trip.
 */
function trip(themes: TripTheme[], nights: number, dayCount: number, months: number[]) {
  return { themes, nights, days: dayCount, months };
}

const STANDARD_EXCLUSIONS = [
  'Train or air fare to the starting point',
  'Lunch, unless mentioned in the plan',
  'Entry tickets, camera fees and guide charges at monuments',
  'Personal expenses: laundry, phone calls, tips and porterage',
  'Travel insurance',
];

export const demoDestinations: DestinationInput[] = [
  {
    name: 'Darjeeling',
    slug: 'darjeeling',
    map: mapEmbed('Darjeeling, West Bengal', 27.041, 88.2663),
    ...images('darjeeling'),
    info: 'Tea gardens, the toy train and sunrise over Kanchenjunga.',
    description:
      'The Queen of the Hills sits at 2,042 m on a ridge of the Eastern Himalaya. Wake up for the ' +
      'sunrise over Kanchenjunga from Tiger Hill, ride the UNESCO-listed Darjeeling Himalayan ' +
      'Railway, walk the Mall Road and taste first-flush tea where it grows. Our package keeps the ' +
      'days unhurried, with a local driver who knows every hairpin bend from New Jalpaiguri.',
    ...prices('16,500', '22,900', '34,500'),
    ...trip(['Honeymoon', 'Family', 'Friends'], 4, 5, [3, 4, 5, 6, 9, 10, 11, 12]),
    highlights: [
      'Sunrise over Kanchenjunga from Tiger Hill',
      'Joy ride on the toy train to Ghum and the Batasia Loop',
      'Tea tasting at a heritage estate in Happy Valley',
      'Padmaja Naidu Himalayan Zoological Park and the Himalayan Mountaineering Institute',
      'Evening stroll and momos on the Chowrasta Mall',
    ],
    itinerary: {
      duration: '4 Nights / 5 Days',
      dayWisePlan: days(
        'Pick-up at New Jalpaiguri station or Bagdogra airport; drive up to Darjeeling (3 hours) through tea gardens. Check in and take an evening walk to the Mall.',
        'Early drive to Tiger Hill for the sunrise, then Ghum Monastery and the Batasia Loop on the way back. Afternoon at the zoo and the Himalayan Mountaineering Institute.',
        'Toy train joy ride (subject to availability), Happy Valley Tea Estate, the Tibetan Refugee Self Help Centre and the Peace Pagoda.',
        'Day excursion to Mirik: Sumendu Lake, orange orchards and the Pashupati market at the Nepal border.',
        'Breakfast and check-out; drive down to New Jalpaiguri or Bagdogra for your journey home.',
      ),
    },
    packageInclusions: [
      'Four nights in the chosen hotel category, twin sharing',
      'Daily breakfast and dinner',
      'Private car for all transfers and sightseeing as per the plan',
      'Toy train joy ride tickets',
      'Driver allowance, parking, tolls and fuel',
    ],
    packageExclusions: STANDARD_EXCLUSIONS,
  },
  {
    name: 'Sundarbans',
    slug: 'sundarbans',
    map: mapEmbed('Sundarban National Park, West Bengal', 22.1225, 88.8308, 120000),
    ...images('sundarbans'),
    info: 'Boat safaris through the mangrove home of the Royal Bengal tiger.',
    description:
      'The largest mangrove forest on earth spreads across the delta of the Ganga, Brahmaputra and ' +
      'Meghna. You live on the water for three days: a wooden launch takes you down tidal creeks ' +
      'past mudflats, crocodiles and kingfishers, to the watchtowers of Sajnekhali, Sudhanyakhali ' +
      'and Dobanki, where the Royal Bengal tiger is sometimes seen. Evenings bring folk songs of ' +
      'Bonbibi, the forest goddess, at an eco-lodge in a fishing village.',
    ...prices('7,800', '10,500', '15,900'),
    ...trip(['Adventure', 'Family', 'Friends', 'School tour'], 2, 3, [1, 2, 3, 9, 10, 11, 12]),
    highlights: [
      'Full-day launch safari through the tidal creeks',
      'Watchtowers of Sajnekhali, Sudhanyakhali and Dobanki canopy walk',
      'Mangrove Interpretation Centre and crocodile pond',
      'Village walk and Bonbibi folk performance',
      'Sunset on the Matla river',
    ],
    itinerary: {
      duration: '2 Nights / 3 Days',
      dayWisePlan: days(
        'Pick-up from Kolkata (Science City) at 7:30 am; drive to Godkhali jetty (3 hours) and board the launch. Lunch on board, cruise to the lodge at Pakhiralay. Evening folk performance.',
        'Full day on the launch: Sajnekhali watchtower and interpretation centre, Sudhanyakhali and Dobanki canopy walk. All meals on board; back to the lodge at dusk.',
        'Morning village walk, then a cruise back to Godkhali and the drive to Kolkata, arriving by 6 pm.',
      ),
    },
    packageInclusions: [
      'AC transfers Kolkata - Godkhali - Kolkata',
      'Two nights at an eco-lodge in the chosen category',
      'All meals from lunch on day 1 to lunch on day 3 (Bengali fish and vegetarian menus)',
      'Private launch for the safari, with a licensed forest guide',
      'Forest permits and boat entry fees',
    ],
    packageExclusions: [
      'Camera fees charged by the Forest Department',
      'Personal expenses and tips for the boat crew',
      'Travel insurance',
    ],
  },
  {
    name: 'Digha',
    slug: 'digha',
    map: mapEmbed('Digha, West Bengal', 21.6266, 87.5074),
    ...images('digha'),
    info: "Kolkata's favourite weekend beach on the Bay of Bengal.",
    description:
      'A long, flat beach four hours from Kolkata, Digha is where the city goes to breathe sea air. ' +
      'Walk the sea wall at sunrise, watch the fishing boats come in at Shankarpur, buy fresh ' +
      'pomfret at the Mohana fish market and spend an afternoon at the quieter beaches of Mandarmani ' +
      'and Tajpur. Easy, affordable and good for families with children.',
    ...prices('5,900', '8,400', '12,800'),
    ...trip(['Family', 'Friends', 'School tour'], 2, 3, [1, 2, 3, 4, 10, 11, 12]),
    highlights: [
      'Sunrise on the New Digha sea beach',
      'Amarabati Park and the Digha Science Centre',
      'Fishing harbour at Shankarpur and the Mohana fish market',
      'Quiet beaches of Tajpur and Mandarmani',
      'Chandaneswar Shiva temple across the Odisha border',
    ],
    itinerary: {
      duration: '2 Nights / 3 Days',
      dayWisePlan: days(
        'Morning departure from Kolkata by AC car or the Tamralipta Express; check in near the New Digha beach. Evening on the sea wall.',
        'Local sightseeing: Amarabati Park, the Science Centre, Shankarpur harbour and the Chandaneswar temple. Sunset at Tajpur.',
        'Free morning on the beach, check-out at 11 am and drive back to Kolkata.',
      ),
    },
    packageInclusions: [
      'Two nights in a sea-facing hotel of the chosen category',
      'Daily breakfast',
      'AC car for the transfers and the day of sightseeing',
      'All taxes on the hotel',
    ],
    packageExclusions: STANDARD_EXCLUSIONS,
  },
  {
    name: 'Puri',
    slug: 'puri',
    map: mapEmbed('Puri, Odisha', 19.8135, 85.8312),
    ...images('puri'),
    info: 'The Jagannath temple, a golden beach and the Sun Temple at Konark.',
    description:
      'One of the four sacred dhams, Puri draws pilgrims to the twelfth-century Jagannath temple and ' +
      'beach-lovers to its golden shore. We add a day for the Sun Temple at Konark, carved as the ' +
      'chariot of the sun god, and the Chilika lagoon, where Irrawaddy dolphins surface near Satapada. ' +
      'Stay close to the Swargadwar beach and try the temple mahaprasad.',
    ...prices('9,800', '14,500', '21,000'),
    ...trip(['Religious', 'Family'], 3, 4, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
    highlights: [
      'Darshan at the Shree Jagannath temple',
      'Konark Sun Temple, a UNESCO World Heritage Site',
      'Dolphin spotting on the Chilika lagoon at Satapada',
      'Raghurajpur artists village and its pattachitra paintings',
      'Evening on the Swargadwar beach',
    ],
    itinerary: {
      duration: '3 Nights / 4 Days',
      dayWisePlan: days(
        'Arrive at Puri station or Bhubaneswar airport; transfer to the hotel. Evening on the beach.',
        'Morning darshan at the Jagannath temple with a local panda, then Gundicha temple and Raghurajpur village.',
        'Day trip along the Marine Drive to Chandrabhaga beach and the Konark Sun Temple; back by sunset.',
        'Morning boat ride on the Chilika lagoon at Satapada, then drop at Puri station or Bhubaneswar airport.',
      ),
    },
    packageInclusions: [
      'Three nights near the beach in the chosen category',
      'Daily breakfast and dinner',
      'AC car for all transfers and sightseeing',
      'Boat ride at Chilika (shared)',
    ],
    packageExclusions: STANDARD_EXCLUSIONS,
  },
  {
    name: 'Gangtok',
    slug: 'gangtok',
    map: mapEmbed('Gangtok, Sikkim', 27.3389, 88.6065),
    ...images('gangtok'),
    info: 'Monasteries, Tsomgo Lake and the road to the Nathu La pass.',
    description:
      'The capital of Sikkim is a clean, friendly hill town with views of Kanchenjunga from its ' +
      'MG Marg. From here we drive to the glacial Tsomgo Lake and Baba Mandir near the Nathu La ' +
      'pass on the old Silk Route, visit Rumtek, the seat of the Karmapa, and end with the ' +
      'flower-filled valleys of Lachung and Yumthang in North Sikkim.',
    ...prices('21,500', '28,900', '42,000'),
    ...trip(['Honeymoon', 'Adventure', 'Friends'], 5, 6, [3, 4, 5, 10, 11, 12]),
    highlights: [
      'Tsomgo Lake and Baba Harbhajan Singh Mandir at 12,400 ft',
      'Rumtek Monastery and the Enchey Monastery',
      'Ropeway ride over Gangtok',
      'Yumthang Valley of Flowers and the Seven Sisters waterfall',
      'Evenings on the pedestrian MG Marg',
    ],
    itinerary: {
      duration: '5 Nights / 6 Days',
      dayWisePlan: days(
        'Pick-up at New Jalpaiguri or Bagdogra; drive along the Teesta to Gangtok (5 hours). Evening on MG Marg.',
        'Excursion to Tsomgo Lake and Baba Mandir (Nathu La on request, with permit). Back to Gangtok by afternoon.',
        'Gangtok sightseeing: Rumtek Monastery, the Namgyal Institute of Tibetology, the Flower Show and the ropeway.',
        'Drive to Lachung in North Sikkim (6 hours) past the Seven Sisters and Naga waterfalls. Night in Lachung.',
        'Early morning to the Yumthang Valley and Zero Point (snow permitting); return to Gangtok.',
        'Check out after breakfast and drive to New Jalpaiguri or Bagdogra.',
      ),
    },
    packageInclusions: [
      'Five nights (four in Gangtok, one in Lachung) in the chosen category',
      'Daily breakfast and dinner; all meals in Lachung',
      'Private car for all transfers and sightseeing',
      'Protected area permits for Tsomgo Lake and North Sikkim',
      'Driver allowance, parking, tolls and fuel',
    ],
    packageExclusions: [
      'Nathu La permit and vehicle supplement',
      'Zero Point vehicle supplement',
      'Ropeway and monastery entry tickets',
      'Personal expenses and travel insurance',
    ],
  },
  {
    name: 'Kalimpong',
    slug: 'kalimpong',
    map: mapEmbed('Kalimpong, West Bengal', 27.0594, 88.4695),
    ...images('kalimpong'),
    info: 'Quiet monasteries, cactus nurseries and Teesta valley views.',
    description:
      'Across the Teesta from Darjeeling, Kalimpong is the calmer hill town: colonial churches, ' +
      'nurseries of orchids and cacti, the Zang Dhok Palri monastery blessed by the Dalai Lama and ' +
      'sweeping views from Deolo Hill. Stay in a heritage bungalow and end the trip with a night in ' +
      'the village of Lava on the edge of Neora Valley National Park.',
    ...prices('9,900', '13,800', '19,500'),
    ...trip(['Honeymoon', 'Family'], 2, 3, [3, 4, 5, 9, 10, 11]),
    highlights: [
      'Sunrise over the Teesta valley from Deolo Hill',
      'Zang Dhok Palri Phodang monastery',
      'Cactus and orchid nurseries',
      'Dr. Graham\u2019s Homes and the Morgan House heritage bungalow',
      'Lava village and the gateway to Neora Valley',
    ],
    itinerary: {
      duration: '2 Nights / 3 Days',
      dayWisePlan: days(
        'Pick-up at New Jalpaiguri; drive up through Sevoke and the Teesta valley to Kalimpong (3 hours). Evening at Deolo Hill.',
        'Kalimpong sightseeing: Durpin monastery, Dr. Graham\u2019s Homes, the nurseries and the Mangal Dham temple. Afternoon drive to Lava.',
        'Morning walk at Lava and its monastery; drive back to New Jalpaiguri.',
      ),
    },
    packageInclusions: [
      'One night in Kalimpong and one in Lava, in the chosen category',
      'Daily breakfast and dinner',
      'Private car for all transfers and sightseeing',
      'Driver allowance, parking, tolls and fuel',
    ],
    packageExclusions: STANDARD_EXCLUSIONS,
  },
  {
    name: 'Shantiniketan',
    slug: 'shantiniketan',
    map: mapEmbed('Santiniketan, West Bengal', 23.6803, 87.6855),
    ...images('shantiniketan'),
    info: "Tagore's open-air university, red earth and Baul songs.",
    description:
      'Rabindranath Tagore founded his school under the trees of Birbhum, and Shantiniketan still ' +
      'teaches in the open air. Walk the Visva-Bharati campus and the Rabindra Bhavana museum, ' +
      'shop for kantha stitch at the Saturday Sonajhurir Haat in the khoai, and listen to Baul ' +
      'singers by the Kopai river. Best in winter for the Poush Mela and in spring for Basanta Utsav.',
    ...prices('6,500', '9,200', '13,900'),
    ...trip(['Family', 'School tour', 'Friends'], 2, 3, [1, 2, 3, 11, 12]),
    highlights: [
      'Visva-Bharati campus, Upasana Griha and the Rabindra Bhavana museum',
      'Saturday Sonajhurir Haat crafts fair in the khoai',
      'Baul music evening by the Kopai river',
      'Amar Kutir and the kantha and leather cooperatives',
      'Kankalitala, one of the 51 Shakti Peethas',
    ],
    itinerary: {
      duration: '2 Nights / 3 Days',
      dayWisePlan: days(
        'Morning Shantiniketan Express from Howrah to Bolpur (2.5 hours); check in at a cottage resort. Evening at the Kopai river with Baul singers.',
        'Guided walk of Visva-Bharati and Rabindra Bhavana, lunch of Bengali thali, then the Sonajhurir Haat (Saturdays) and Amar Kutir.',
        'Morning visit to Kankalitala; train back to Howrah after lunch.',
      ),
    },
    packageInclusions: [
      'Two nights in a cottage resort of the chosen category',
      'Daily breakfast and dinner',
      'Toto (e-rickshaw) for local sightseeing',
      'A local guide for the Visva-Bharati walk',
    ],
    packageExclusions: STANDARD_EXCLUSIONS,
  },
  {
    name: 'Varanasi',
    slug: 'varanasi',
    map: mapEmbed('Varanasi, Uttar Pradesh', 25.3176, 82.9739),
    ...images('varanasi'),
    info: 'The Ganga Aarti, dawn boat rides and the lanes of Kashi.',
    description:
      'One of the oldest living cities in the world, Varanasi meets the Ganga along 84 ghats. Row ' +
      'out at dawn as the city bathes and prays, watch the evening Ganga Aarti at Dashashwamedh ' +
      'Ghat, visit the Kashi Vishwanath temple and spend a morning at Sarnath, where the Buddha ' +
      'gave his first sermon. Evenings are for kachori, lassi and Banarasi paan.',
    ...prices('12,500', '17,800', '26,500'),
    ...trip(['Religious', 'Family'], 3, 4, [1, 2, 3, 10, 11, 12]),
    highlights: [
      'Evening Ganga Aarti at Dashashwamedh Ghat',
      'Sunrise boat ride from Assi to Manikarnika',
      'Darshan at Kashi Vishwanath through the new corridor',
      'Sarnath: Dhamek Stupa and the Archaeological Museum',
      'Banarasi silk weavers of the old city',
    ],
    itinerary: {
      duration: '3 Nights / 4 Days',
      dayWisePlan: days(
        'Arrive at Varanasi Junction or Babatpur airport; check in near the ghats. Evening Ganga Aarti from a boat.',
        'Sunrise boat ride along the ghats, then Kashi Vishwanath, Annapurna temple and the lanes of the old city.',
        'Half day at Sarnath; afternoon visit to a silk weaving workshop and the Banaras Hindu University.',
        'Morning at leisure; transfer to the station or airport.',
      ),
    },
    packageInclusions: [
      'Three nights near the ghats in the chosen category',
      'Daily breakfast',
      'Private boat for the sunrise ride and a shared boat for the Aarti',
      'AC car for transfers and Sarnath',
      'A local guide for the old city and Sarnath',
    ],
    packageExclusions: STANDARD_EXCLUSIONS,
  },
  {
    name: 'Andaman Islands',
    slug: 'andaman-islands',
    map: mapEmbed('Port Blair, Andaman and Nicobar Islands', 11.6234, 92.7265, 250000),
    ...images('andaman-islands'),
    info: 'Turquoise water, coral reefs and Radhanagar beach.',
    description:
      'A flight from Kolkata lands you in Port Blair, gateway to the Andaman Islands. Learn the story ' +
      'of the freedom fighters at the Cellular Jail, then take the ferry to Havelock (Swaraj Dweep) ' +
      'for Radhanagar, one of Asia\u2019s finest beaches, and snorkel over the coral at Elephant ' +
      'Beach. Neil Island (Shaheed Dweep) adds natural rock bridges and quiet village roads.',
    ...prices('32,900', '44,500', '62,000'),
    ...trip(['Honeymoon', 'Adventure', 'Family'], 5, 6, [1, 2, 3, 4, 5, 10, 11, 12]),
    highlights: [
      'Light and sound show at the Cellular Jail',
      'Radhanagar beach at sunset',
      'Snorkelling over the reef at Elephant Beach',
      'Natural Bridge and Laxmanpur beach on Neil Island',
      'Ross Island and its ruins',
    ],
    itinerary: {
      duration: '5 Nights / 6 Days',
      dayWisePlan: days(
        'Arrive at Port Blair airport; check in. Afternoon at Corbyn\u2019s Cove, evening light and sound show at the Cellular Jail.',
        'Morning ferry to Havelock (2.5 hours); afternoon and sunset at Radhanagar beach.',
        'Boat to Elephant Beach for snorkelling (included) and optional sea walk. Evening free.',
        'Ferry to Neil Island: Bharatpur beach, the Natural Bridge and sunset at Laxmanpur.',
        'Ferry back to Port Blair; afternoon boat trip to Ross Island.',
        'Breakfast and transfer to Port Blair airport.',
      ),
    },
    packageInclusions: [
      'Five nights (two in Port Blair, two in Havelock, one in Neil) in the chosen category',
      'Daily breakfast',
      'Private ferry tickets between the islands',
      'Snorkelling at Elephant Beach with equipment and guide',
      'All transfers and sightseeing by private car',
    ],
    packageExclusions: [
      'Flights to and from Port Blair',
      'Scuba diving and sea walk',
      'Lunch and dinner',
      'Personal expenses and travel insurance',
    ],
  },
];
