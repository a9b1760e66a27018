// Demo travel blogs: 8 Published and 2 Draft, in four categories, with HTML main content.
import type { BlogInput } from '@tours/shared-ui/domain';

import { demoPhoto } from './demo-photos';

const gallery = (...names: string[]) => names.map((name) => demoPhoto(`destinations/${name}.jpg`));
const cover = (slug: string) => demoPhoto(`blogs/${slug}.jpg`);

export const demoBlogs: BlogInput[] = [
  {
    title: "A First-Timer's Guide to Darjeeling",
    slug: 'first-timers-guide-to-darjeeling',
    author: 'Moumita Roy',
    coverImage: cover('first-timers-guide-to-darjeeling'),
    category: 'Travel Guide',
    tags: ['Darjeeling', 'Hill Station', 'West Bengal', 'Tea'],
    introduction:
      'Darjeeling rewards the traveller who plans a little: when to go, where to stay on the ridge, and how to catch Kanchenjunga before the clouds roll in. Here is everything we tell our guests before their first trip.',
    mainContent: `<h2>When to go</h2>
<p>The clearest mountain views come between <strong>October and early December</strong>, and again in <strong>March and April</strong> when the rhododendrons bloom. The monsoon (June to September) brings landslides on the road from Siliguri, so keep a spare day.</p>
<h2>Getting there</h2>
<p>Take an overnight train from Sealdah or Howrah to New Jalpaiguri, or fly to Bagdogra. The drive up takes three hours by car, or a full day on the toy train if you love slow travel.</p>
<h2>What not to miss</h2>
<ul>
<li>Sunrise at Tiger Hill: leave at 4 am and carry a warm jacket.</li>
<li>The Batasia Loop, where the toy train turns a full circle around a war memorial.</li>
<li>A tea tasting at Happy Valley, one of the oldest estates.</li>
<li>Keventer's breakfast terrace and Glenary's bakery on the Mall.</li>
</ul>
<blockquote>On a clear morning Kanchenjunga turns pink, then gold, then white, in less than ten minutes. Be there early.</blockquote>
<h2>Where to stay</h2>
<p>Stay within walking distance of the Chowrasta so that evenings need no car. Heritage hotels on the ridge cost more but the views are worth it.</p>`,
    gallery: gallery('darjeeling-2', 'darjeeling-3'),
    metaTitle: 'Darjeeling travel guide for first-time visitors',
    metaDescription:
      'When to visit Darjeeling, how to get there from Kolkata, what to see and where to stay: a practical guide for your first trip.',
    metaKeywords: ['Darjeeling travel guide', 'Tiger Hill sunrise', 'toy train', 'Darjeeling tea'],
    status: 'Published',
    publishedDate: '2025-01-18',
  },
  {
    title: 'Sundarbans: Tigers, Tides and Mangroves',
    slug: 'sundarbans-tigers-tides-and-mangroves',
    author: 'Sayan Mondal',
    coverImage: cover('sundarbans-tigers-tides-and-mangroves'),
    category: 'Adventure',
    tags: ['Sundarbans', 'Wildlife', 'Tiger', 'Boat Safari'],
    introduction:
      'Two tides a day decide everything in the Sundarbans: where the boat can go, when the deer come down to drink and where the tiger might cross. Three days on a launch taught us to read the river.',
    mainContent: `<h2>Life on the launch</h2>
<p>Our wooden launch had six cabins, a deck with plastic chairs and a cook who produced fish curry, rice and dal from a kitchen the size of a cupboard. By the second morning nobody wanted to go ashore.</p>
<h2>Watchtowers and wildlife</h2>
<p>Tourists may only land at fenced watchtowers. We saw spotted deer, monitor lizards, a saltwater crocodile sunning on a mudbank and, on the Dobanki canopy walk, fresh pug marks.</p>
<ul>
<li><strong>Sajnekhali</strong>: the interpretation centre and a bird-filled pond.</li>
<li><strong>Sudhanyakhali</strong>: the best odds for a tiger sighting.</li>
<li><strong>Dobanki</strong>: a half-kilometre canopy walk above the mangroves.</li>
</ul>
<blockquote>The forest guide said: you do not find the tiger, the tiger decides to show itself. On our last evening, it did.</blockquote>
<h2>Tips</h2>
<p>Carry binoculars, mosquito repellent and light cotton clothes in muted colours. Winter (November to February) is the most comfortable season.</p>`,
    gallery: gallery('sundarbans-1', 'sundarbans-2'),
    metaTitle: 'Sundarbans boat safari: tigers, tides and mangroves',
    metaDescription:
      'What a three-day Sundarbans launch safari from Kolkata is really like: watchtowers, wildlife, food on board and tips.',
    metaKeywords: [
      'Sundarbans tour',
      'Royal Bengal tiger',
      'mangrove safari',
      'Sundarbans from Kolkata',
    ],
    status: 'Published',
    publishedDate: '2025-02-09',
  },
  {
    title: 'Puri Beyond the Rath Yatra',
    slug: 'puri-beyond-the-rath-yatra',
    author: 'Moumita Roy',
    coverImage: cover('puri-beyond-the-rath-yatra'),
    category: 'Travel Guide',
    tags: ['Puri', 'Odisha', 'Konark', 'Pilgrimage'],
    introduction:
      'Most Bengalis know Puri from family holidays and the Rath Yatra crowds. Visit in the quiet months and the town shows another side: artists villages, a lagoon full of dolphins and a sun temple carved like a chariot.',
    mainContent: `<h2>The temple, calmly</h2>
<p>Arrive at the Jagannath temple by 6 am on a weekday and the queues are short. Non-Hindus cannot enter, but the Raghunandan Library roof opposite gives a fine view of the spire.</p>
<h2>Raghurajpur</h2>
<p>Fourteen kilometres away, every house in Raghurajpur is a studio. Families paint pattachitra on cloth and palm leaf, and you can watch the natural colours being mixed.</p>
<h2>Konark and Chilika</h2>
<ul>
<li>See the Sun Temple in the late afternoon, when the light brings out the carvings of the wheels.</li>
<li>At Satapada, hire a boat early to see Irrawaddy dolphins where Chilika meets the sea.</li>
</ul>
<blockquote>Konark is a poem in stone. Tagore said the language of stone here surpasses the language of man.</blockquote>`,
    gallery: gallery('puri-1', 'puri-3'),
    metaTitle: 'Puri beyond the Rath Yatra: temple, Konark and Chilika',
    metaDescription:
      'A calmer Puri: an early darshan, the painters of Raghurajpur, Konark at golden hour and the dolphins of Chilika.',
    metaKeywords: ['Puri tour', 'Konark Sun Temple', 'Chilika dolphins', 'Raghurajpur'],
    status: 'Published',
    publishedDate: '2025-03-02',
  },
  {
    title: 'A Street Food Trail of Kolkata',
    slug: 'kolkata-street-food-trail',
    author: 'Anirban Basu',
    coverImage: cover('kolkata-street-food-trail'),
    category: 'Food & Culture',
    tags: ['Kolkata', 'Street Food', 'Food Walk'],
    introduction:
      'Before or after your tour, give Kolkata one hungry day. From kachori breakfasts to phuchka at dusk, this is the route our team walks with visiting friends.',
    mainContent: `<h2>Morning: North Kolkata</h2>
<p>Start with radhaballavi and aloor dum in the lanes of Bagbazar, then a clay cup of tea by the Hooghly at Kumartuli, where the idol makers work.</p>
<h2>Afternoon: Dalhousie and Park Street</h2>
<ul>
<li>Chicken stew and toast at an office-para stall near Dalhousie.</li>
<li>Kathi rolls at their birthplace on Park Street.</li>
<li>Mishti doi and nolen gurer sandesh in winter.</li>
</ul>
<h2>Evening: phuchka</h2>
<p>Every Kolkatan has a favourite phuchka-wala and will argue about it. Ours is by the Vivekananda Park; ask for extra tetul jol.</p>
<blockquote>In Kolkata, a good adda needs three things: tea, telebhaja and an opinion.</blockquote>`,
    gallery: gallery('varanasi-3', 'shantiniketan-2'),
    metaTitle: 'Kolkata street food trail: a one-day route',
    metaDescription:
      'Kachori breakfasts, Park Street kathi rolls and evening phuchka: a one-day street food walk through Kolkata.',
    metaKeywords: ['Kolkata street food', 'phuchka', 'kathi roll', 'food walk Kolkata'],
    status: 'Published',
    publishedDate: '2025-04-12',
  },
  {
    title: 'Packing List for Sikkim',
    slug: 'packing-list-for-sikkim',
    author: 'Sayan Mondal',
    coverImage: cover('packing-list-for-sikkim'),
    category: 'Travel Tips',
    tags: ['Sikkim', 'Packing', 'Mountains'],
    introduction:
      'Gangtok can be mild while Tsomgo Lake is freezing the same afternoon. Pack in layers and carry the documents the permits need: here is our checklist.',
    mainContent: `<h2>Documents</h2>
<ul>
<li>Original photo ID and two passport photos per person for the protected area permits.</li>
<li>Printed hotel vouchers: mobile signal is weak in North Sikkim.</li>
</ul>
<h2>Clothes</h2>
<ul>
<li>A down jacket, thermal inner wear, gloves and a woollen cap, even in May.</li>
<li>Waterproof shoes with a good grip for snow at Zero Point.</li>
<li>Sunglasses and sunscreen: the sun at 12,000 ft burns fast.</li>
</ul>
<h2>Health</h2>
<p>Drink plenty of water, avoid alcohol on the day you go high and carry your regular medicines. Ask your doctor about altitude sickness if you have a heart or lung condition.</p>
<blockquote>Plastic bags are banned in Sikkim. Carry a cloth bag and a steel bottle.</blockquote>`,
    gallery: gallery('gangtok-1', 'gangtok-2'),
    metaTitle: 'Sikkim packing list: what to carry for Gangtok and North Sikkim',
    metaDescription:
      'Documents, layers, shoes and health tips for a trip to Gangtok, Tsomgo Lake and Yumthang.',
    metaKeywords: ['Sikkim packing list', 'North Sikkim permits', 'Gangtok trip'],
    status: 'Published',
    publishedDate: '2025-05-06',
  },
  {
    title: 'A Weekend at Digha on a Budget',
    slug: 'digha-weekend-on-a-budget',
    author: 'Anirban Basu',
    coverImage: cover('digha-weekend-on-a-budget'),
    category: 'Travel Tips',
    tags: ['Digha', 'Beach', 'Weekend', 'Budget Travel'],
    introduction:
      'Digha is the classic Kolkata weekend. With a little planning a family of four can do it comfortably for less than the price of one flight ticket.',
    mainContent: `<h2>Getting there cheaply</h2>
<p>The Tamralipta and Kandari Express trains from Howrah take about three and a half hours. Book early for Friday evenings.</p>
<h2>Where to stay</h2>
<p>New Digha is cleaner and quieter than Old Digha. Sea-facing rooms cost more on weekends; a room one lane back is half the price and a two-minute walk away.</p>
<h2>Spend on what matters</h2>
<ul>
<li>Fresh fish fry at the Mohana market: pick your fish, they fry it on the spot.</li>
<li>A shared toto to Shankarpur and Tajpur instead of a full-day car.</li>
<li>Sunrise on the beach costs nothing at all.</li>
</ul>
<blockquote>Go on a weekday if you can: the beach is yours and hotel prices drop by a third.</blockquote>`,
    gallery: gallery('digha-1', 'digha-2'),
    metaTitle: 'Digha weekend trip on a budget',
    metaDescription:
      'How to plan a cheap and comfortable weekend at Digha from Kolkata: trains, hotels, food and day trips.',
    metaKeywords: ['Digha trip', 'Digha budget', 'weekend from Kolkata', 'Tajpur'],
    status: 'Published',
    publishedDate: '2025-06-21',
  },
  {
    title: 'Poush Mela and Basanta Utsav in Shantiniketan',
    slug: 'poush-mela-and-basanta-utsav-in-shantiniketan',
    author: 'Moumita Roy',
    coverImage: cover('poush-mela-and-basanta-utsav-in-shantiniketan'),
    category: 'Food & Culture',
    tags: ['Shantiniketan', 'Festivals', 'Tagore', 'Baul'],
    introduction:
      'Twice a year Shantiniketan fills with music and colour: the Poush Mela in December and Basanta Utsav in spring. Here is how to enjoy both without the stress.',
    mainContent: `<h2>Poush Mela</h2>
<p>Started by Maharshi Debendranath Tagore, the fair begins on the seventh day of Poush (late December). Baul singers, handicraft stalls and the smell of jaggery sweets fill the fairground.</p>
<h2>Basanta Utsav</h2>
<p>On the full moon of Phalgun, students dressed in yellow dance through the campus singing Rabindrasangeet before the colours are thrown. The morning procession is the heart of it.</p>
<ul>
<li>Book rooms at least two months ahead for both festivals.</li>
<li>Arrive the evening before; the first train of the day is packed.</li>
<li>Use dry, natural colours and respect the campus rules.</li>
</ul>
<blockquote>Ore grihobasi, khol dwar khol, laglo je dol: open your doors, the spring has come.</blockquote>`,
    gallery: gallery('shantiniketan-1', 'shantiniketan-3'),
    metaTitle: 'Poush Mela and Basanta Utsav in Shantiniketan: a visitor guide',
    metaDescription:
      'When the Shantiniketan festivals happen, what to expect and how to plan your stay for Poush Mela and Basanta Utsav.',
    metaKeywords: ['Poush Mela', 'Basanta Utsav', 'Shantiniketan festival', 'Visva-Bharati'],
    status: 'Published',
    publishedDate: '2025-08-30',
  },
  {
    title: 'The Evening Ganga Aarti in Varanasi',
    slug: 'evening-ganga-aarti-in-varanasi',
    author: 'Sayan Mondal',
    coverImage: cover('evening-ganga-aarti-in-varanasi'),
    category: 'Travel Guide',
    tags: ['Varanasi', 'Ganga Aarti', 'Pilgrimage', 'Uttar Pradesh'],
    introduction:
      'Every evening at Dashashwamedh Ghat, young priests in saffron raise brass lamps to the river in a ritual of fire, conch shells and bells. Here is how to see it well.',
    mainContent: `<h2>Ghat or boat?</h2>
<p>From the steps you feel the crowd and the chanting; from a boat you see the whole line of priests against the lamps. We suggest the boat on your first evening and the ghat on the second.</p>
<h2>Timing</h2>
<ul>
<li>The aarti starts around 6:45 pm in summer and 6 pm in winter.</li>
<li>Board your boat 45 minutes earlier to get a front row.</li>
<li>Assi Ghat holds a quieter aarti at dawn, the Subah-e-Banaras.</li>
</ul>
<h2>Etiquette</h2>
<p>Photography is allowed, but switch off the flash and keep to the side during the ritual. Float a leaf-boat diya afterwards for a few rupees.</p>
<blockquote>Banaras is older than history, older than tradition, older even than legend. (Mark Twain)</blockquote>`,
    gallery: gallery('varanasi-1', 'varanasi-2'),
    metaTitle: 'Ganga Aarti in Varanasi: timings, boat or ghat, and etiquette',
    metaDescription:
      'How to watch the evening Ganga Aarti at Dashashwamedh Ghat: timings, the best view and what to keep in mind.',
    metaKeywords: ['Ganga Aarti', 'Dashashwamedh Ghat', 'Varanasi tour', 'Varanasi boat ride'],
    status: 'Published',
    publishedDate: '2025-10-04',
  },
  {
    title: 'Island Hopping in the Andamans',
    slug: 'island-hopping-in-the-andamans',
    author: 'Anirban Basu',
    coverImage: cover('island-hopping-in-the-andamans'),
    category: 'Adventure',
    tags: ['Andaman', 'Islands', 'Snorkelling', 'Beach'],
    introduction:
      'Port Blair, Havelock and Neil in six days: ferries, reefs and some of the clearest water in India. A draft of our island-hopping notes.',
    mainContent: `<h2>Ferries</h2>
<p>Private catamarans are faster and more comfortable than government ferries, and sell out in peak season. Book them with the hotels.</p>
<h2>In the water</h2>
<ul>
<li>Snorkelling at Elephant Beach needs no experience.</li>
<li>Try a shore dive at Havelock if you are curious about scuba.</li>
</ul>
<blockquote>Notes to add: best months, Baratang caves, and the Ross Island deer.</blockquote>`,
    gallery: gallery('andaman-islands-1', 'andaman-islands-3'),
    metaTitle: 'Andaman island hopping: Port Blair, Havelock and Neil',
    metaDescription: 'Ferries, snorkelling and beaches on a six-day Andaman island-hopping trip.',
    metaKeywords: ['Andaman trip', 'Havelock', 'Neil Island', 'snorkelling Andaman'],
    status: 'Draft',
    publishedDate: null,
  },
  {
    title: 'Monsoon Getaways near Kolkata',
    slug: 'monsoon-getaways-near-kolkata',
    author: 'Moumita Roy',
    coverImage: cover('monsoon-getaways-near-kolkata'),
    category: 'Travel Tips',
    tags: ['Monsoon', 'Weekend', 'West Bengal'],
    introduction:
      'The rains turn Bengal green. A draft list of short trips that are at their best between July and September.',
    mainContent: `<h2>Shortlist</h2>
<ul>
<li>Mukutmanipur and the Kangsabati reservoir.</li>
<li>The Dooars tea gardens, before the national parks close.</li>
<li>Gangasagar, when the crowds are gone.</li>
</ul>
<p>To do: add road conditions and the best places to stay.</p>`,
    gallery: [],
    metaTitle: 'Monsoon getaways near Kolkata',
    metaDescription: 'Short trips from Kolkata that are at their best in the rains.',
    metaKeywords: ['monsoon trips', 'weekend from Kolkata'],
    status: 'Draft',
    publishedDate: null,
  },
];
