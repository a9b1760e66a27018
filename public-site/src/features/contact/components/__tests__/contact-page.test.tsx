import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderApp } from '../../../../testing/render-with-providers';
import { createTestApi, deferred, respondWith } from '../../../../testing/test-api';

const PHONE_MESSAGE = 'Enter a valid 10-digit Indian phone number (starting with 6, 7, 8, or 9).';

async function renderContact(api = createTestApi()) {
  const view = renderApp({ route: '/contact-us', api });
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  const form = screen.getByRole('form', { name: 'Send us a message' });
  return { ...view, form: within(form) };
}

async function fill(
  user: Awaited<ReturnType<typeof renderContact>>['user'],
  form: Awaited<ReturnType<typeof renderContact>>['form'],
) {
  await user.type(form.getByRole('textbox', { name: 'Name' }), 'Ananya Sen');
  await user.type(form.getByRole('textbox', { name: 'Email' }), 'ananya@example.in');
  await user.type(form.getByRole('textbox', { name: 'Phone Number' }), '9876543210');
  await user.type(form.getByRole('textbox', { name: 'Message' }), 'Is Digha open in July?');
}

describe('Contact (/contact-us)', () => {
  it('shows the intro, the four required fields and the agency contact details from the configuration', async () => {
    const { form } = await renderContact();
    expect(document.title).toBe('Contact Us | Test Tours Sonarpur');
    expect(screen.getByText(/Send us a message and our team will get back to you/)).toBeVisible();
    for (const name of ['Name', 'Email', 'Phone Number', 'Message']) {
      expect(form.getByRole('textbox', { name })).toBeRequired();
    }
    expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    const info = screen.getByRole('region', { name: 'Contact information' });
    expect(within(info).getByText('Sonarpur, West Bengal')).toBeVisible();
    expect(within(info).getByRole('link', { name: '+91 91234 56789' })).toHaveAttribute(
      'href',
      'tel:+919123456789',
    );
    expect(within(info).getByRole('link', { name: 'trips@test-tours.example' })).toHaveAttribute(
      'href',
      'mailto:trips@test-tours.example',
    );
    await userEvent.click(
      within(info).getByRole('button', {
        name: 'Show map: Map of our office in Sonarpur, West Bengal',
      }),
    );
    const map = within(info).getByTitle('Map of our office in Sonarpur, West Bengal');
    expect(map).toHaveAttribute('src', 'https://www.google.com/maps/embed?pb=office');
  });

  it('checks every field on submit with the SPEC messages and sends nothing', async () => {
    const api = createTestApi();
    const send = jest.spyOn(api.contact, 'send');
    const { user, form } = await renderContact(api);
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'ananya@');
    await user.type(form.getByRole('textbox', { name: 'Phone Number' }), '12345');
    await user.type(form.getByRole('textbox', { name: 'Message' }), '   ');
    await user.click(form.getByRole('button', { name: 'Send Message' }));

    expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Name is required.',
    );
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
    expect(form.getByRole('textbox', { name: 'Phone Number' })).toHaveAccessibleDescription(
      PHONE_MESSAGE,
    );
    expect(form.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Message cannot be empty.',
    );
    expect(send).not.toHaveBeenCalled();
    // Focus moves to the first field to correct.
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveFocus();

    // Editing a field clears its own message only.
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'A');
    expect(form.queryByText('Name is required.')).not.toBeInTheDocument();
    expect(form.getByText('Enter a valid email address.')).toBeVisible();
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'x');
    expect(form.queryByText('Enter a valid email address.')).not.toBeInTheDocument();
    expect(form.getByText(PHONE_MESSAGE)).toBeVisible();
  });

  it('sends the message (with the empty honeypot); a 201 answer says so and clears the fields', async () => {
    const api = createTestApi();
    const pending = deferred<{ status: number; data: never }>();
    const send = jest.spyOn(api.contact, 'send').mockReturnValue(pending.promise);
    const { user, form } = await renderContact(api);
    expect(form.getByLabelText('Leave this field empty')).toHaveAttribute('tabindex', '-1');
    await fill(user, form);
    await user.click(form.getByRole('button', { name: 'Send Message' }));

    expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(send).toHaveBeenCalledWith({
      name: 'Ananya Sen',
      email: 'ananya@example.in',
      phone: '9876543210',
      message: 'Is Digha open in July?',
      website: '',
    });

    pending.resolve({ status: 201, data: undefined as never });
    expect(await form.findByRole('status')).toHaveTextContent(
      'Message sent successfully! We will get back to you soon.',
    );
    for (const name of ['Name', 'Email', 'Phone Number', 'Message']) {
      expect(form.getByRole('textbox', { name })).toHaveValue('');
    }
    expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('any other success status is "Failed to send message. Try again later." and keeps the fields', async () => {
    const api = createTestApi();
    respondWith(api, () => [200, {}]);
    const { user, form } = await renderContact(api);
    await fill(user, form);
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Failed to send message. Try again later.',
    );
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Ananya Sen');
  });

  it("a failed request shows the server's message when it sent one", async () => {
    const api = createTestApi();
    respondWith(api, () => [429, { message: 'Too many messages. Try again in a minute.' }]);
    const { user, form } = await renderContact(api);
    await fill(user, form);
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Too many messages. Try again in a minute.',
    );
  });

  it('a failed request without a server message is "Error sending message. Please check your network."', async () => {
    const { user, form } = await renderContact(); // the test client is offline
    await fill(user, form);
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Error sending message. Please check your network.',
    );

    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Error sending message. Please check your network.',
    );
  });

  it("shows the server's field messages of a 400 answer under their fields", async () => {
    const api = createTestApi();
    respondWith(api, () => [
      400,
      { message: 'Please correct the form.', errors: { email: 'Enter a valid email address.' } },
    ]);
    const { user, form } = await renderContact(api);
    await fill(user, form);
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByText('Please correct the form.')).toBeVisible();
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
  });
});
