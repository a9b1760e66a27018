// Concurrent booking submissions, bounded by a count and a deadline: `clients` workers take the
// next number until `total` are sent or the time is up. What each answer said is kept.
import { send } from './http';
import { validBodies } from './records';

export interface BurstResult {
  /** _id of every booking answered 201. */
  created: string[];
  statuses: Map<number, number>;
  /** Requests that got no answer (connection refused or reset, timeout). */
  failures: number;
  sent: number;
}

export async function bookingBurst({
  api,
  total,
  clients,
  deadlineMs,
  afterAnswer,
}: {
  api: string;
  total: number;
  clients: number;
  deadlineMs: number;
  afterAnswer?: (result: BurstResult) => void;
}): Promise<BurstResult> {
  const result: BurstResult = { created: [], statuses: new Map(), failures: 0, sent: 0 };
  const deadline = Date.now() + deadlineMs;
  const worker = async (client: number) => {
    while (result.sent < total && Date.now() < deadline) {
      const n = result.sent;
      result.sent += 1;
      try {
        const answer = await send<{ _id?: string }>(`${api}/bookings`, {
          method: 'POST',
          json: { ...validBodies.booking, name: `Load ${client}-${n}`, message: `n=${n}` },
          timeoutMs: 10_000,
        });
        result.statuses.set(answer.status, (result.statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 201 && answer.body?._id) result.created.push(answer.body._id);
      } catch {
        result.failures += 1;
      }
      afterAnswer?.(result);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, client) => worker(client)));
  return result;
}

/** What is missing and what is extra, comparing the 201s' ids with the ids in the table. */
export function compareIds(created: string[], stored: string[]): { lost: string[]; extra: number } {
  const inTable = new Map<string, number>();
  for (const id of stored) inTable.set(id, (inTable.get(id) ?? 0) + 1);
  const lost = created.filter((id) => !inTable.has(id));
  return { lost, extra: stored.length - (created.length - lost.length) };
}
