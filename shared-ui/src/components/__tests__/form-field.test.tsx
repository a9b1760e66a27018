import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Button } from '../button';
import { SelectField, TextAreaField, TextField } from '../form-field';

describe('form fields', () => {
  it('labels the control and ties its error text to it', () => {
    render(
      <TextField label="Phone Number" name="phone" error="Enter a valid email address." required />,
    );
    const input = screen.getByRole('textbox', { name: /Phone Number/ });
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address.');
  });

  it('shows no error state when there is no error', () => {
    render(<TextAreaField label="Message" name="message" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders a labelled select with its options', async () => {
    const user = userEvent.setup();
    render(
      <SelectField label="Hotel category" defaultValue="">
        <option value="">Choose</option>
        <option value="Deluxe">Deluxe</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Hotel category' });
    await user.selectOptions(select, 'Deluxe');
    expect(select).toHaveValue('Deluxe');
  });
});

describe('Button', () => {
  it('is a type="button" by default and is disabled and marked busy while busy', async () => {
    const onClick = jest.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Button onClick={onClick}>Send Message</Button>);
    const button = screen.getByRole('button', { name: 'Send Message' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button onClick={onClick} busy>
        Sending...
      </Button>,
    );
    const busy = screen.getByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
