// The create/edit form of a manage screen, shown above the list while open (SPEC §4 Admin
// forms). It scrolls into view and takes the focus when it opens, so Edit lands on the form.
import { Button, Flex, theme, Typography } from 'antd';
import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';

interface EditorPanelProps {
  title: string;
  children: ReactNode;
}

export function EditorPanel({ title, children }: EditorPanelProps) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    ref.current?.focus({ preventScroll: true });
  }, []);

  return (
    <Panel title={title} panelRef={ref}>
      {children}
    </Panel>
  );
}

interface PanelProps extends EditorPanelProps {
  /** Smaller padding and heading, no margin below: a section among others (the booking page). */
  compact?: boolean;
  panelRef?: Ref<HTMLElement>;
}

/** A section in a bordered panel, named by its heading (an editor, a booking page section). */
export function Panel({ title, children, compact = false, panelRef }: PanelProps) {
  const headingId = useId();
  const { token } = theme.useToken();
  return (
    <section
      ref={panelRef}
      tabIndex={panelRef ? -1 : undefined}
      aria-labelledby={headingId}
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: compact ? token.padding : token.paddingLG,
        marginBottom: compact ? 0 : 24,
        outline: 'none',
        minWidth: 0,
        overflowWrap: 'anywhere',
      }}
    >
      <Typography.Title
        level={2}
        id={headingId}
        style={{ fontSize: compact ? 20 : 22, marginTop: 0 }}
      >
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

interface FormActionsProps {
  submitLabel: string;
  savingLabel?: string;
  saving: boolean;
  onCancel: () => void;
}

export const SAVING_LABEL = 'Saving...';
export const CANCEL_LABEL = 'Cancel';

/** Submit and Cancel; while saving, the submit button says so and both wait. */
export function FormActions({
  submitLabel,
  savingLabel = SAVING_LABEL,
  saving,
  onCancel,
}: FormActionsProps) {
  return (
    <Flex gap="small">
      <Button type="primary" htmlType="submit" disabled={saving} aria-busy={saving}>
        {saving ? savingLabel : submitLabel}
      </Button>
      <Button onClick={onCancel} disabled={saving}>
        {CANCEL_LABEL}
      </Button>
    </Flex>
  );
}
