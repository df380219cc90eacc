/**
 * The demo museum's special-event programme: realistic enough to read like a real museum's
 * listings, dated relative to an anchor Tuesday so it always covers last week to a month ahead.
 */
export interface EventTemplate {
  key: string;
  name: string;
  location: string;
  eventDescription: string;
  price: number;
  /** Days after the anchor Tuesday. Never ≡ 6 (mod 7): that is a Monday, and Mondays are closed. */
  days: number[];
}

export const DEMO_PROGRAMME: EventTemplate[] = [
  {
    key: 'nocturne',
    name: 'Nocturne: Late Opening with Live Jazz',
    location: 'Great Hall',
    price: 18,
    days: [2, 9, 16, 23, 30, 37],
    eventDescription:
      'The galleries stay open until nine with a jazz trio in the Great Hall, a pop-up bar and short talks every half hour.',
  },
  {
    key: 'altarpiece',
    name: 'Conservation in Action: Restoring the Harbour Altarpiece',
    location: 'Conservation Studio, Level 1',
    price: 12,
    days: [1, 8],
    eventDescription:
      'Watch our paintings conservators clean and retouch a fifteenth-century altarpiece, and ask them anything.',
  },
  {
    key: 'fossils',
    name: 'Family Sunday: Fossil Detectives',
    location: 'Learning Centre',
    price: 6,
    days: [5, 12, 19, 26, 33],
    eventDescription:
      'Children aged 5 to 11 handle real fossils, make a plaster cast and take home a field notebook. Adults free with a child.',
  },
  {
    key: 'silk-roads',
    name: "Curator's Tour: Silk Roads Textiles",
    location: 'Gallery 4, Asian Textiles',
    price: 15,
    days: [3, 17, 31],
    eventDescription:
      'A one-hour tour of the silk and cotton hangings traded along the Silk Roads, led by the curator of textiles.',
  },
  {
    key: 'manuscripts',
    name: 'Lecture: The Secret Lives of Medieval Manuscripts',
    location: 'Lecture Theatre',
    price: 10,
    days: [7],
    eventDescription:
      'What scribbles, stains and fingerprints in the margins tell us about the people who read these books.',
  },
  {
    key: 'linocut',
    name: 'Printmaking Workshop: Linocut for Beginners',
    location: 'Studio B',
    price: 45,
    days: [11, 12],
    eventDescription:
      'A two-day hands-on workshop: design, cut and print your own linocut. All materials included; ages 16 and up.',
  },
  {
    key: 'seascapes-preview',
    name: "Members' Preview: Light & Water",
    location: 'East Wing Galleries',
    price: 0,
    days: [14],
    eventDescription:
      'An evening preview of Light & Water: Impressionist Seascapes before it opens to the public. Members only.',
  },
  {
    key: 'sketching',
    name: 'Sketching in the Sculpture Court',
    location: 'Sculpture Court',
    price: 5,
    days: [4, 18, 32],
    eventDescription:
      'Drop-in drawing among the marbles with an artist on hand for tips. Paper and pencils provided.',
  },
  {
    key: 'viols',
    name: 'Early Music Concert: Viols by Candlelight',
    location: 'Chapel Gallery',
    price: 28,
    days: [24],
    eventDescription:
      'A consort of viols plays music by Byrd, Dowland and Purcell in the candlelit Chapel Gallery.',
  },
  {
    key: 'quiet-morning',
    name: 'Quiet Morning: Relaxed Opening',
    location: 'All galleries',
    price: 0,
    days: [21, 35],
    eventDescription:
      'An early, low-light, low-sound opening for visitors with sensory needs and their companions.',
  },
  {
    key: 'egypt',
    name: 'Gallery Talk: Mummies and Myths',
    location: 'Gallery 9, Ancient Egypt',
    price: 12,
    days: [10, 25],
    eventDescription:
      'How the ancient Egyptians prepared for the afterlife, told through the coffins and amulets in Gallery 9.',
  },
  {
    key: 'armour-stories',
    name: 'Storytime in the Armour Hall',
    location: 'Armour Hall',
    price: 4,
    days: [19, 26],
    eventDescription:
      'Tales of knights, dragons and blacksmiths for under-sevens, told beside the armour they inspired.',
  },
  {
    key: 'meteorites',
    name: 'Science Night: Meteorites Up Close',
    location: 'Natural History Wing',
    price: 22,
    days: [30],
    eventDescription:
      'Hold a piece of Mars, look through microscopes and hear from planetary scientists. Ages 14 and up.',
  },
  {
    key: 'symposium',
    name: 'Symposium: Museums and Climate',
    location: 'Lecture Theatre',
    price: 35,
    days: [38, 39],
    eventDescription:
      'Two days of talks and panels on how museums care for collections in a changing climate. Lunch included.',
  },
  {
    key: 'archive-day',
    name: 'Archive Open Day: Behind the Stores',
    location: 'Collections Store (meet at the North Entrance)',
    price: 0,
    days: [42, 44],
    eventDescription:
      'Guided visits to the stores where ninety per cent of the collection lives. Places are limited; book early.',
  },
];
