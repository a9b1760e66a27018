// A shuffled copy of a list (Fisher-Yates): deliveries in random order, as Razorpay's retries reach
// replicas behind a balancer (the replicas test and the reliability suite of online payments).
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}
