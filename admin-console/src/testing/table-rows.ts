// A table as a test reads it: each row the text of its cells, joined by '|'.
import { within } from '@testing-library/react';

export const tableRows = (table: HTMLElement): string[] =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      Array.from(row.querySelectorAll('th, td'))
        .map((cell) => cell.textContent)
        .join('|'),
    );
