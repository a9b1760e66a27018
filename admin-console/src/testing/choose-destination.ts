// Chooses a destination in a booking form's searchable destination select (antd Select): types
// part of its name into the combobox, then picks the option.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export async function chooseDestination(user: UserEvent, form: HTMLElement, name: string) {
  const box = within(form).getByRole('combobox', { name: 'Destination' });
  await user.click(box);
  await user.type(box, name.slice(0, 3));
  const option = await screen.findByTitle(name);
  await user.click(option);
}
