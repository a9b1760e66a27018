// The run's figures: what was tried, what was broken on purpose, what was read back, and what
// went missing. Written for scripts/run-reliability.mjs, which prints them as the closing line.
import { writeFileSync } from 'node:fs';

export const figures = {
  requests: 0,
  faults: 0,
  rowsChecked: 0,
  rowsLost: 0,
};

export function saveFigures(): void {
  const file = process.env.RELIABILITY_FIGURES_FILE;
  if (file) writeFileSync(file, JSON.stringify(figures));
}
