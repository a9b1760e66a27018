// The departure calls the admin uses (issue 26 contract), on the root saga's one client so they
// carry its ID token. A stand-in until shared-ui's `api/departures.ts` lands; then this file goes.
import type { AxiosInstance } from 'axios';
import type { Departure, DepartureOverview, Manifest } from '@tours/shared-ui/domain';
import type { DepartureInput, DepartureUpdate } from '@tours/shared-ui/schemas';

export interface DepartureCancelRequest {
  reason: string;
  moves?: { bookingId: string; toDepartureId: string }[];
}

const departurePath = (id: string) => `/departures/${encodeURIComponent(id)}`;

export function createDeparturesApi(http: AxiosInstance) {
  return {
    list: async (range: { from?: string; to?: string } = {}) =>
      (await http.get<DepartureOverview[]>('/departures', { params: range })).data,
    get: async (id: string) => (await http.get<DepartureOverview>(departurePath(id))).data,
    create: async (destinationId: string, input: DepartureInput) =>
      (
        await http.post<Departure>(
          `/destinations/${encodeURIComponent(destinationId)}/departures`,
          input,
        )
      ).data,
    update: async (id: string, input: DepartureUpdate) =>
      (await http.put<Departure>(departurePath(id), input)).data,
    remove: async (id: string) => {
      await http.delete(departurePath(id));
    },
    cancel: async (id: string, input: DepartureCancelRequest) =>
      (await http.post<DepartureOverview>(`${departurePath(id)}/cancel`, input)).data,
    manifest: async (id: string) =>
      (await http.get<Manifest>(`${departurePath(id)}/manifest`)).data,
    /** The manifest as the API writes it (UTF-8 with its BOM), kept as bytes. */
    manifestCsv: async (id: string) =>
      (
        await http.get<Blob>(`${departurePath(id)}/manifest`, {
          params: { format: 'csv' },
          responseType: 'blob',
        })
      ).data,
  };
}

export type DeparturesApi = ReturnType<typeof createDeparturesApi>;
