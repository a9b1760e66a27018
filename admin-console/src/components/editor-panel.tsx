// The create/edit form of a manage screen, shown above the list while open (SPEC §4 Admin
// forms). It scrolls into view and takes the focus when it opens, so Edit lands on the form.
import { Button, Flex, theme, Typography } from 'antd';
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface EditorPanelProps {
  title: string;
  children: ReactNode;
}

export function EditorPanel({ title, children }: EditorPanelProps) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const { token } = theme.useToken();

  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    ref.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingLG,
        marginBottom: 24,
        outline: 'none',
      }}
    >
      <Typography.Title level={2} id={headingId} style={{ fontSize: 22, marginTop: 0 }}>
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
