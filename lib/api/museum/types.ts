/** The museum API's record types, for code that needs the shapes but not the schemas. */
export type {
  EventPatch,
  EventsQuery,
  MuseumHours,
  MuseumHoursQuery,
  NewEvent,
  PurchaseConfirmation,
  SpecialEvent,
  TicketPurchase,
  TicketType,
} from './schemas';
export type { TicketIdentity } from './ticket-qr';
