import { DEFAULT_GST_SETTINGS, GSTIN_MESSAGES } from '@tours/shared-ui/gst';
import { GST_SETTINGS_MESSAGES } from '@tours/shared-ui/schemas';
import { screen, waitFor, within } from '@testing-library/react';

import { adminScreen } from '../../../../testing/admin-screen';
import { AGENCY_GSTIN, gstSettingsOn, SCHOOL_GSTIN } from '../../../../testing/gst-fixtures';
import { GST_SETTINGS_TEXTS as T, PREFIX_LABELS } from '../../texts';
import { GstSettingsSection } from '../gst-settings-section';

const { backend, renderPage } = adminScreen('settings', <GstSettingsSection />);

const open = async (stored = DEFAULT_GST_SETTINGS) => {
  backend().on('GET', '/settings/gst', { body: stored });
  const rendered = renderPage();
  const section = await screen.findByRole('region', { name: T.heading });
  await within(section).findByLabelText(T.gstin);
  return { ...rendered, section };
};

describe('GstSettingsSection', () => {
  it('shows the stored settings: off, West Bengal, 5%, SAC 998555, the wording, the prefixes', async () => {
    const { section } = await open();

    expect(within(section).getByRole('switch', { name: T.enabled })).not.toBeChecked();
    expect(within(section).getByLabelText(T.ratePercent)).toHaveValue('5');
    expect(within(section).getByLabelText(T.sac)).toHaveValue('998555');
    expect(within(section).getByLabelText(T.inclusiveNote)).toHaveValue(
      DEFAULT_GST_SETTINGS.inclusiveNote,
    );
    expect(within(section).getByTitle('West Bengal (19)')).toBeInTheDocument();
    expect(within(section).getByLabelText(PREFIX_LABELS.receipt)).toHaveValue('RV');
    expect(within(section).getByLabelText(PREFIX_LABELS.invoice)).toHaveValue('INV');
    expect(within(section).getByLabelText(PREFIX_LABELS.refund)).toHaveValue('RF');
    expect(within(section).getByRole('radio', { name: /completed/ })).toBeChecked();
    // The plain-words note, and the way to the month's documents.
    expect(section).toHaveTextContent(T.intro);
    expect(within(section).getByRole('link', { name: T.monthLink })).toHaveAttribute(
      'href',
      '/admin/tax-documents',
    );
  });

  it('checks the GSTIN while it is typed: the wrong part, the state, or whose it is', async () => {
    const { section, user } = await open();
    const gstin = within(section).getByLabelText(T.gstin);

    await user.type(gstin, '19AAPFU0939F1ZA');
    expect(await within(section).findByText(GSTIN_MESSAGES.checkDigit)).toBeInTheDocument();

    await user.clear(gstin);
    await user.type(gstin, SCHOOL_GSTIN.toLowerCase());
    expect(gstin).toHaveValue(SCHOOL_GSTIN);
    expect(await within(section).findByText(GST_SETTINGS_MESSAGES.gstinState)).toBeInTheDocument();

    await user.clear(gstin);
    await user.type(gstin, AGENCY_GSTIN);
    expect(
      await within(section).findByText('Valid GSTIN, registered in West Bengal (19).'),
    ).toBeInTheDocument();
    expect(backend().writes()).toEqual([]);
  });

  it('refuses GST on without the registration before sending anything', async () => {
    const { section, user } = await open();

    await user.click(within(section).getByRole('switch', { name: T.enabled }));
    await user.click(within(section).getByRole('button', { name: T.submit }));

    expect(await within(section).findByText(GSTIN_MESSAGES.required)).toBeInTheDocument();
    expect(within(section).getByText(GST_SETTINGS_MESSAGES.legalName)).toBeInTheDocument();
    expect(within(section).getByText(GST_SETTINGS_MESSAGES.address)).toBeInTheDocument();
    expect(backend().writes()).toEqual([]);
  });

  it('turns GST on with the registration and saves every setting with PUT', async () => {
    backend().on('PUT', '/settings/gst', ({ body }) => ({ body }));
    const { section, user } = await open();

    await user.click(within(section).getByRole('switch', { name: T.enabled }));
    await user.type(within(section).getByLabelText(T.gstin), ` ${AGENCY_GSTIN.toLowerCase()} `);
    await user.type(within(section).getByLabelText(T.legalName), 'Sonarpur Tours and Travels');
    await user.type(
      within(section).getByLabelText(T.address),
      '12 Station Road, Sonarpur, Kolkata 700150',
    );
    await user.click(within(section).getByRole('radio', { name: /check-in/ }));
    const invoice = within(section).getByLabelText(PREFIX_LABELS.invoice);
    await user.clear(invoice);
    await user.type(invoice, 'ti');
    await user.click(within(section).getByRole('button', { name: T.submit }));

    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    expect(backend().writes()).toMatchObject([
      {
        method: 'PUT',
        path: '/settings/gst',
        body: gstSettingsOn({
          invoiceOn: 'check-in',
          prefixes: { receipt: 'RV', invoice: 'TI', refund: 'RF' },
        }),
      },
    ]);
  });

  it("shows the server's refusal under the field it names", async () => {
    backend().on('PUT', '/settings/gst', {
      status: 400,
      body: { message: 'Check the GST settings.', errors: { sac: 'The SAC is six digits.' } },
    });
    const { section, user } = await open(gstSettingsOn());

    await user.click(within(section).getByRole('button', { name: T.submit }));

    const sac = within(section).getByLabelText(T.sac);
    await waitFor(() => expect(sac).toHaveAttribute('aria-invalid', 'true'));
    expect(within(section).getByText('The SAC is six digits.')).toBeInTheDocument();
    expect(within(section).getByRole('alert')).toHaveTextContent('Check the GST settings.');
  });
});
