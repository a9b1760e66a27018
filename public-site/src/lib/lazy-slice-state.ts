// The server's state of the slices that join the store late (app/lazy-slices.ts: blogs, the trip
// finder's answers, departures, the policy pages' words). A page the server rendered carries their state (app/app.tsx); in
// that browser a slice starts from it when its page injects it, and its selectors read it until
// then, so the first render matches the server's HTML. Never set on the server.
const serverState = new Map<string, unknown>();

/** The server's state of the lazy slices, by reducer path; `{}` for a store without one (another
 * language than the server's page). */
export function startLazySlicesFrom(state: Record<string, unknown>) {
  serverState.clear();
  for (const [path, value] of Object.entries(state)) {
    if (value !== undefined) serverState.set(path, value);
  }
}

/** A lazy slice's start state: the server's, when this page came with one, else `initial`. */
export function lazyStartState<S>(reducerPath: string, initial: S): () => S {
  return () => (serverState.get(reducerPath) as S | undefined) ?? initial;
}
