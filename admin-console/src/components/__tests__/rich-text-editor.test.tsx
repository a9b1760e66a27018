import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { normaliseEditorHtml, RichTextEditor } from '../rich-text-editor';

function Harness({
  initial = '',
  onChange,
}: {
  initial?: string;
  onChange: (html: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Main content"
      value={value}
      askForUrl={() => window.prompt('url')}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
}

describe('RichTextEditor', () => {
  let execCommand: jest.Mock;

  beforeEach(() => {
    // jsdom has no editing commands; the browser's are what the toolbar asks for.
    execCommand = jest.fn(() => true);
    Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
  });

  it('shows the HTML it is given and reports what the admin types as HTML', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Harness initial="<p>Hello</p>" onChange={onChange} />);

    const editor = screen.getByRole('textbox', { name: 'Main content' });
    expect(editor.innerHTML).toBe('<p>Hello</p>');
    await user.click(editor);
    await user.keyboard(' world');

    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('world'));
  });

  it('formats through the toolbar: bold, italic, headings, lists and quotes', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={jest.fn()} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Main content formatting' });

    for (const name of [
      'Bold',
      'Italic',
      'H2 heading',
      'Bulleted list',
      '1. List, numbered',
      'Quote',
    ]) {
      await user.click(screen.getByRole('button', { name }));
    }

    expect(toolbar).toBeInTheDocument();
    expect(execCommand.mock.calls.map(([command, , argument]) => [command, argument])).toEqual([
      ['bold', undefined],
      ['italic', undefined],
      ['formatBlock', '<h2>'],
      ['insertUnorderedList', undefined],
      ['insertOrderedList', undefined],
      ['formatBlock', '<blockquote>'],
    ]);
  });

  it('links only to web and mail addresses', async () => {
    const user = userEvent.setup();
    const prompt = jest
      .spyOn(window, 'prompt')
      .mockReturnValueOnce('javascript:alert(1)')
      .mockReturnValueOnce('https://example.com/page');
    render(<Harness onChange={jest.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.click(screen.getByRole('button', { name: 'Link' }));

    expect(prompt).toHaveBeenCalledTimes(2);
    expect(execCommand.mock.calls).toEqual([['createLink', false, 'https://example.com/page']]);
  });

  it('treats an editor left with only empty markup as empty', () => {
    expect(normaliseEditorHtml('<p><br></p>')).toBe('');
    expect(normaliseEditorHtml('<p><img src="a.jpg"></p>')).toBe('<p><img src="a.jpg"></p>');
    expect(normaliseEditorHtml('<h2>Title</h2>')).toBe('<h2>Title</h2>');
  });
});
