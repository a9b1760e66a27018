// A small rich-text editor producing HTML (a blog's main content): a contentEditable area and a
// toolbar for bold, italic, headings, lists, links and quotes. No dependency: the browser's own
// editing commands do the work. The API sanitises the HTML it stores (and again on display), so
// what a paste brings in is cleaned there.
import { Button, Flex, theme } from 'antd';
import { useEffect, useRef, useState, type CSSProperties, type MouseEvent } from 'react';

export interface RichTextEditorProps {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  /** The editor's accessible name. */
  label: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  /** Asked for a link's address; window.prompt by default. */
  askForUrl?: () => string | null;
  /** The language of the text typed (a translation: 'bn', 'hi'), for spelling, fonts, voices. */
  lang?: string;
}

interface ToolbarAction {
  label: string;
  text: string;
  style?: CSSProperties;
  run: (askForUrl: () => string | null) => void;
}

const exec = (command: string, argument?: string) => {
  document.execCommand(command, false, argument);
};

// Each name contains the button's visible text (WCAG 2.5.3 Label in Name), so a voice command
// saying what is written on the button works.
export const TOOLBAR_ACTIONS: readonly ToolbarAction[] = [
  { label: 'Bold', text: 'B', style: { fontWeight: 700 }, run: () => exec('bold') },
  { label: 'Italic', text: 'I', style: { fontStyle: 'italic' }, run: () => exec('italic') },
  { label: 'H2 heading', text: 'H2', run: () => exec('formatBlock', '<h2>') },
  { label: 'H3 heading', text: 'H3', run: () => exec('formatBlock', '<h3>') },
  { label: 'Paragraph', text: '¶', run: () => exec('formatBlock', '<p>') },
  { label: 'Bulleted list', text: '• List', run: () => exec('insertUnorderedList') },
  { label: '1. List, numbered', text: '1. List', run: () => exec('insertOrderedList') },
  {
    label: 'Link',
    text: 'Link',
    run: (askForUrl) => {
      const url = askForUrl()?.trim();
      // Only web and mail links: a javascript: address would run in a reader's browser.
      if (url && /^(https?:|mailto:|\/)/i.test(url)) exec('createLink', url);
    },
  },
  { label: 'Quote', text: '“ Quote', run: () => exec('formatBlock', '<blockquote>') },
];

/** '' for an editor with no text and no image (a browser leaves '<br>' or '<p></p>' behind). */
export function normaliseEditorHtml(html: string): string {
  const probe = document.createElement('div');
  probe.innerHTML = html;
  const hasText = (probe.textContent ?? '').trim().length > 0;
  return hasText || probe.querySelector('img, iframe, video') ? html : '';
}

const defaultAskForUrl = () => window.prompt('Link address (https://...)', 'https://');

export function RichTextEditor({
  id,
  value = '',
  onChange,
  label,
  disabled = false,
  'aria-invalid': invalid = false,
  askForUrl = defaultAskForUrl,
  lang,
}: RichTextEditorProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
  // The text area has no outline of its own: the frame shows the focus (WCAG 2.4.7).
  const [focused, setFocused] = useState(false);

  // The DOM is the editor's state while typing; only a value from outside (the form filled for
  // an edit, a reset) is written into it, so the caret does not jump.
  useEffect(() => {
    const element = ref.current;
    if (element && normaliseEditorHtml(element.innerHTML) !== value) element.innerHTML = value;
  }, [value]);

  const emit = () => {
    if (ref.current) onChange?.(normaliseEditorHtml(ref.current.innerHTML));
  };

  const apply = (event: MouseEvent, action: ToolbarAction) => {
    // The toolbar must not take the selection away from the text it formats.
    event.preventDefault();
    ref.current?.focus();
    action.run(askForUrl);
    emit();
  };

  return (
    <div
      style={{
        border: `1px solid ${invalid ? token.colorError : focused ? token.colorPrimary : token.colorBorder}`,
        boxShadow: focused ? `0 0 0 2px ${token.colorPrimaryBorder}` : undefined,
        borderRadius: token.borderRadius,
        background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
      }}
    >
      <Flex
        role="toolbar"
        aria-label={`${label} formatting`}
        aria-controls={id}
        wrap
        gap={4}
        style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        {TOOLBAR_ACTIONS.map((action) => (
          <Button
            key={action.label}
            size="small"
            type="text"
            aria-label={action.label}
            title={action.label}
            disabled={disabled}
            onMouseDown={(event) => apply(event, action)}
            // Keyboard users press Enter or Space: a click without a preceding mousedown.
            onClick={(event) => {
              if (event.detail === 0) apply(event, action);
            }}
            style={action.style}
          >
            {action.text}
          </Button>
        ))}
      </Flex>
      <div
        ref={ref}
        id={id}
        lang={lang}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-invalid={invalid || undefined}
        contentEditable={!disabled}
        suppressContentEditableWarning
        onInput={emit}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          emit();
        }}
        className="admin-rich-text"
        style={{ minHeight: 220, padding: '8px 12px', outline: 'none', overflowWrap: 'anywhere' }}
      />
    </div>
  );
}
