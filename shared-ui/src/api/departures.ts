// Typed calls of departures and the trip finder (issue 26, docs/departures.md) on the http
// instance of createApiClient, so they carry its ID token and answer its ApiError:
//   const departures = createDeparturesApi(api.http);
// A booking of a departure is POST /api/bookings with `departureId` and `travellers`: the booking
// office's `bookings.submit` / `createByAdmin` (their input types carry the fields).
import type { AxiosInstance } from 'axios';
import type { z } from 'zod';

import type {
  Departure,
  DepartureOverview,
  Manifest,
  PublicDeparture,
  TripFilters,
  TripsAnswer,
} from '../domain/trips';
import type {
  departureCancelSchema,
  departureInputSchema,
  departureUpdateSchema,
} from '../schemas/departures';

// The inputs as the caller sends them (type-only imports: this entry carries no zod).
export type DepartureRequest = z.input<typeof departureInputSchema>;
export type DepartureUpdateRequest = z.input<typeof departureUpdateSchema>;
export type DepartureCancelRequest = z.input<typeof departureCancelSchema>;
/** GET /api/departures: by start date, `from` today when absent. */
export interface DeparturesRange {
  from?: string;
  to?: string;
}

const departurePath = (id: string) => `/departures/${encodeURIComponent(id)}`;

/** Only the filters that are set: no filter is SPEC's list of destinations. */
const tripParams = (filters: TripFilters) =>
  Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  );

export function createDeparturesApi(http: AxiosInstance) {
  return {
    /** Public: the trip finder (GET /api/trips). */
    trips: async (filters: TripFilters = {}) =>
      (await http.get<TripsAnswer>('/trips', { params: tripParams(filters) })).data,
    /** Public: a destination's upcoming open departures, soonest first. */
    ofDestination: async (slug: string) =>
      (await http.get<PublicDeparture[]>(`/destinations/${encodeURIComponent(slug)}/departures`))
        .data,
    /** Admin: departures starting in the range, with seats and money. */
    list: async (range: DeparturesRange = {}) =>
      (await http.get<DepartureOverview[]>('/departures', { params: range })).data,
    get: async (id: string) => (await http.get<DepartureOverview>(departurePath(id))).data,
    create: async (destinationId: string, input: DepartureRequest) =>
      (
        await http.post<Departure>(
          `/destinations/${encodeURIComponent(destinationId)}/departures`,
          input,
        )
      ).data,
    /** Seats never below those taken (409); more seats promote the waitlist. */
    update: async (id: string, input: DepartureUpdateRequest) =>
      (await http.put<Departure>(departurePath(id), input)).data,
    /** 409 when it has any booking: close or cancel it instead. */
    remove: async (id: string) => {
      await http.delete(departurePath(id));
    },
    /** The company cancels: bookings moved or cancelled with a full refund, travellers told. */
    cancel: async (id: string, input: DepartureCancelRequest) =>
      (await http.post<DepartureOverview>(`${departurePath(id)}/cancel`, input)).data,
    manifest: async (id: string) =>
      (await http.get<Manifest>(`${departurePath(id)}/manifest`)).data,
    /** The manifest as CSV text (UTF-8, starting with a BOM for Excel). */
    manifestCsv: async (id: string) =>
      (
        await http.get<string>(`${departurePath(id)}/manifest`, {
          params: { format: 'csv' },
          responseType: 'text',
        })
      ).data,
  };
}

export type DeparturesApi = ReturnType<typeof createDeparturesApi>;
