// A departure's pickup points and note in বাংলা and हिन्दी (issue 29): the departure form is the
// English tab; a language tab shows each pickup point and the note beside its translation.
import { screen, within } from '@testing-library/react';

import { TRANSLATIONS_TEXTS } from '../../../../lib/translations/texts';
import { adminScreen, expectSavedWith } from '../../../../testing/admin-screen';
import { departureOverview } from '../../../../testing/departure-fixtures';
import {
  echoStoredTranslation,
  openLanguageTab,
  pasteInto,
} from '../../../../testing/translation-tabs';
import { DEPARTURES_TEXTS as T } from '../../texts';
import { DeparturesPage } from '../departures-page';

const { backend, renderPage } = adminScreen('departures', <DeparturesPage />, {
  path: '/departures',
  body: [departureOverview()],
});

describe('departure translations', () => {
  it('translates the pickup points and the note beside the English, saved with PUT', async () => {
    backend()
      .on('GET', '/destinations', { body: [] })
      .on('GET', '/translations/departures/dep1', {
        body: {
          english: { pickupPoints: ['Sonarpur station', 'Howrah'], note: 'AC bus' },
          bn: null,
          hi: null,
        },
      })
      .on('PUT', '/translations/departures/dep1/bn', echoStoredTranslation);
    const { user } = renderPage();
    const row = (await screen.findByRole('cell', { name: 'Puri' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /Edit: Puri/ }));
    expect(screen.getByLabelText(T.pickupPoints)).toHaveValue('Sonarpur station\nHowrah');

    const panel = await openLanguageTab(user, 'বাংলা');
    const first = await panel.findByLabelText('Pickup points 1 in বাংলা');
    expect(first).toHaveAttribute('lang', 'bn');
    expect(
      panel.getByText(TRANSLATIONS_TEXTS.englishLabel('Pickup points 2')).nextSibling,
    ).toHaveTextContent('Howrah');
    await pasteInto(user, first, 'সোনারপুর স্টেশন');
    await pasteInto(user, panel.getByLabelText('Pickup points 2 in বাংলা'), 'হাওড়া');
    await pasteInto(user, panel.getByLabelText('Note in বাংলা'), 'এসি বাস');
    await user.click(panel.getByRole('button', { name: TRANSLATIONS_TEXTS.save('bn') }));

    await expectSavedWith(backend, TRANSLATIONS_TEXTS.saved('bn'), {
      method: 'PUT',
      path: '/translations/departures/dep1/bn',
      body: { pickupPoints: ['সোনারপুর স্টেশন', 'হাওড়া'], note: 'এসি বাস' },
    });
  });
});
