import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { ServerContext, ServerEnv } from '../core/context';
import { addDays, localToday } from './calendar';
import { answersWith, JSON_TYPE } from './media-types';
import { pageOf } from './paging';
import { problem, validated } from './problem';
import { EventPatchSchema, EventsQuerySchema, NewEventSchema } from './request-schemas';
import { eventsInRange } from './state';

/** The list's default window is a week (docs/MUSEUM.md "list events"). */
const DEFAULT_WINDOW_DAYS = 7;

const eventNotFound = (c: Context) =>
  problem(c, 404, 'Special event not found', {
    detail: `No special event has id ${c.req.param('eventId')}.`,
  });

/** The five special-event operations (docs/MUSEUM.md); state is read per request (reset swaps it). */
export function eventRoutes(server: ServerContext) {
  const museum = () => server.state.museum;

  return (
    new Hono<ServerEnv>()
      .get(
        '/special-events',
        answersWith(JSON_TYPE),
        validated('query', EventsQuerySchema),
        (c) => {
          const query = c.req.valid('query');
          const startDate = query.startDate ?? localToday(new Date());
          const endDate = query.endDate ?? addDays(startDate, DEFAULT_WINDOW_DAYS);
          if (endDate < startDate) {
            return problem(c, 400, 'Validation failed', {
              detail: 'endDate must not be before startDate',
              errors: [{ field: 'endDate', message: 'endDate must not be before startDate' }],
            });
          }
          return c.json(
            pageOf(eventsInRange(museum(), startDate, endDate), query.page, query.limit),
          );
        },
      )
      .post('/special-events', answersWith(JSON_TYPE), validated('json', NewEventSchema), (c) => {
        const event = { eventId: randomUUID(), ...c.req.valid('json') };
        museum().events.set(event.eventId, event);
        return c.json(event, 201);
      })
      .get('/special-events/:eventId', answersWith(JSON_TYPE), (c) => {
        const event = museum().events.get(c.req.param('eventId'));
        return event ? c.json(event) : eventNotFound(c);
      })
      .patch(
        '/special-events/:eventId',
        answersWith(JSON_TYPE),
        validated('json', EventPatchSchema),
        (c) => {
          const event = museum().events.get(c.req.param('eventId'));
          if (!event) return eventNotFound(c);
          const changes = Object.entries(c.req.valid('json')).filter(
            ([, value]) => value !== undefined,
          );
          const updated = { ...event, ...Object.fromEntries(changes) };
          museum().events.set(event.eventId, updated);
          return c.json(updated);
        },
      )
      // 204 has no body to negotiate, so no Accept is refused.
      .delete('/special-events/:eventId', (c) => {
        const deleted = museum().events.delete(c.req.param('eventId'));
        return deleted ? c.body(null, 204) : eventNotFound(c);
      })
  );
}
