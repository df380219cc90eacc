import type { AnnouncementRecord, PageFields } from './records-status';
import { seededMonitorIds } from './seed-catalog';
import { type MonitoringState, nextId } from './store';
import { DAY_MS, isoBefore } from './time';

const PAGE_DEFAULTS: Omit<PageFields, 'name' | 'subdomain' | 'monitors'> = {
  homepage: 'https://www.example.com/',
  layout: 'list',
  lighting: 'light',
  domain: '',
  analytics: 0,
  seo: 1,
  access: 0,
  poweredBy: 1,
  uri: 0,
  duration: 1,
  paused: 1,
  subscribe: 1,
  status: 1,
  details: 0,
  logo: 'https://www.example.com/assets/logo.svg',
  logoDark: 'https://www.example.com/assets/logo-dark.svg',
  favicon: 'https://www.example.com/favicon.ico',
  newMonitors: 0,
};

/** `monitors` are template indexes (see seed-catalog.ts). */
const PAGES: (Partial<PageFields> & { name: string; subdomain: string; templates: number[] })[] = [
  {
    name: 'Example Inc. status',
    subdomain: 'example-status',
    domain: 'status.example.com',
    templates: [0, 1, 2, 3, 11, 19, 29],
  },
  {
    name: 'Internal services',
    subdomain: 'example-internal',
    layout: 'grid',
    lighting: 'dark',
    access: 1,
    newMonitors: 1,
    templates: [5, 6, 10, 15, 16, 23],
  },
  {
    name: 'Partner API status',
    subdomain: 'partners-example',
    homepage: 'https://partners.example.org/',
    templates: [20, 21, 22, 34],
  },
];

/** `pages` are indexes into PAGES; times are days before start-up. */
const ANNOUNCEMENTS = [
  {
    title: 'Scheduled database maintenance',
    message:
      'The primary database is upgraded on Sunday; expect up to 10 minutes of read-only mode.',
    type: 'maintenance',
    sticky: 1,
    pages: [0, 1],
    daysAgo: 2,
  },
  {
    title: 'Checkout latency resolved',
    message: 'Checkout response times are back to normal after a fix to the payment integration.',
    type: 'incident',
    sticky: 0,
    pages: [0],
    daysAgo: 5,
  },
  {
    title: 'New partner status page',
    message: 'Partners can now follow the health of our public APIs on this page.',
    type: 'info',
    sticky: 0,
    pages: [2],
    daysAgo: 12,
  },
] as const;

export function seedStatusPages(state: MonitoringState, now: Date) {
  const pageIds = PAGES.map(({ templates, ...page }) => {
    const id = nextId(state, 'page');
    const monitors = seededMonitorIds(state, templates);
    // The internal page is password protected, so the demo shows both access types.
    const password = page.access === 1 ? 'staff-only-2024' : null;
    state.pages.set(id, { ...PAGE_DEFAULTS, ...page, id, monitors, password });
    return id;
  });
  for (const { daysAgo, pages, ...announcement } of ANNOUNCEMENTS) {
    const id = nextId(state, 'ann');
    const createdAt = isoBefore(now, daysAgo * DAY_MS);
    const record: AnnouncementRecord = {
      id,
      ...announcement,
      pages: pages.flatMap((index) => pageIds[index] ?? []),
      createdAt,
      updatedAt: createdAt,
    };
    state.announcements.set(id, record);
  }
}
