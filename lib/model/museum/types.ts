/** The museum API's record types, for code that needs the shapes but not the schemas. */
export type {
  EventPatch,
  EventsQuery,
  MuseumHoursQuery,
  NewEvent,
  SpecialEvent,
  TicketOrder,
  TicketPurchase,
} from './schemas';
