// The language tabs of a content editor in tests (issue 29): open one, then query inside its
// panel (quicker than the whole page, which still holds the English form), and paste a
// translation rather than type it letter by letter (two forms re-render on every key).
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens the editor's tab of `language` ('বাংলা', 'हिन्दी') and returns queries inside its panel. */
export async function openLanguageTab(user: UserEvent, language: string) {
  const tab = screen.getByRole('tab', { name: language });
  await user.click(tab);
  const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`The ${language} tab controls no panel.`);
  return within(panel);
}

export async function pasteInto(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}
