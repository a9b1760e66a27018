// The departures screen's state (issue 26): the upcoming departures with their seats and money
// (load-status ListState), the destinations a new departure may be of, the form's save and its
// refusal, the deletes on their way, the company's cancellation of one departure; and one
// departure's manifest.
import type { BookingRecord, DestinationPrices } from '@tours/shared-ui/booking-office';
import type { DepartureOverview, Manifest } from '@tours/shared-ui/domain';

import type { ServerRefusal } from '../../../components/checked-form';
import type { ListState, LoadStatus, ValueState } from '../../../lib/load-status';

/** A destination as the departure form offers it: its name, its prices (the default), nights. */
export interface DestinationChoice {
  _id: string;
  name: string;
  prices: DestinationPrices | null;
  nights: number | null;
}

/** The company's cancellation of one departure: its bookings, fetched when the form opens. */
export interface CancellationState {
  departureId: string | null;
  bookings: BookingRecord[];
  status: LoadStatus;
  error: string | null;
  saving: boolean;
  refusal: ServerRefusal | null;
}

export interface DeparturesState extends ListState<DepartureOverview> {
  destinations: DestinationChoice[];
  saving: boolean;
  refusal: ServerRefusal | null;
  /** Counts saves, so that the form closes. */
  saved: number;
  removing: string[];
  cancellation: CancellationState;
  /** The dashboard's departures of the next 7 days (apart from the screen's list). */
  soon: ListState<DepartureOverview>;
}

/** What the form sends: the departure's fields, and on create its destination. */
export interface DepartureSave {
  /** Null to create. */
  id: string | null;
  destinationId: string;
  input: {
    startDate?: string;
    seats?: number;
    prices?: DestinationPrices | null;
    pickupPoints?: string[];
    note?: string;
    open?: boolean;
  };
}

export interface CancelRequestPayload {
  departureId: string;
  reason: string;
  moves: { bookingId: string; toDepartureId: string }[];
}

export interface ManifestState extends ValueState<Manifest> {
  /** The departure whose manifest `value` is. */
  id: string | null;
  downloading: boolean;
}
