// The language tabs of a content editor in tests (issue 29): open one, then query inside its
// panel (quicker than the whole page, which still holds the English form), and paste a
// translation rather than type it letter by letter (two forms re-render on every key).
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import type { FakeHandler } from './fake-api';

/** Opens the editor's tab of `language` ('বাংলা', 'हिन्दी') and returns queries inside its panel. */
export async function openLanguageTab(user: UserEvent, language: string) {
  const tab = screen.getByRole('tab', { name: language });
  await user.click(tab);
  const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`The ${language} tab controls no panel.`);
  return within(panel);
}

/** Renders the screen, opens the editor with the button `editButton` ('Edit Sikkim'), then the
 * tab of `language`. */
export async function openEditorOnLanguage(
  renderPage: () => { user: UserEvent },
  editButton: string,
  language: string,
) {
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: editButton }));
  return { user, panel: await openLanguageTab(user, language) };
}

export async function pasteInto(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

/** A language's stored translation as the API answers it: its fields and when they were saved. */
export const storedTranslation = (fields: object) => ({
  fields,
  updatedAt: '2026-11-27T10:00:00.000Z',
});

/** The API's answer to a PUT of a translation: the fields sent, stored. */
export const echoStoredTranslation: FakeHandler = ({ body }) => ({
  body: storedTranslation(body as object),
});
