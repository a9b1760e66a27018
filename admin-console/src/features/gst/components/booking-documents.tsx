// A booking's 'Tax documents' (issue 27), a section of the booking page (the app composes it
// through BookingPage's `sections`): each document's type, number, date, total and status, with
// its print page, its PDF, Cancel (with a reason; it keeps its number) and, once cancelled,
// Reissue (a new number for the same cause). With GST off and no documents it is not shown.
// `onChanged` is told after a cancel or a reissue, so that the page fetches the booking again.
import { formatDay } from '@tours/shared-ui/booking-office';
import { formatPaise, type GstDocumentSummary } from '@tours/shared-ui/gst';
import { gstDocumentCancelSchema, validate } from '@tours/shared-ui/schemas';
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from '@tours/shared-ui/router';

import { Panel } from '../../../components/editor-panel';
import { ToneTag } from '../../../components/tone-tag';
import { adminPaths } from '../../../config/paths';
import { gstDocumentChangesActions, gstSettingsActions } from '../slice';
import { selectGstDocumentChanges, selectGstSettings } from '../slice/selectors';
import {
  BOOKING_DOCUMENTS_TEXTS as T,
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_TYPE_LABELS,
} from '../texts';

function CancelDialog({
  document,
  onClose,
}: {
  document: GstDocumentSummary;
  onClose: () => void;
}) {
  const dispatch = useDispatch();
  const { cancelling, refusal, cancelled } = useSelector(selectGstDocumentChanges);
  const [form] = Form.useForm<{ reason: string }>();
  const opened = useRef(cancelled);

  useEffect(() => {
    // Done: the booking's list shows it cancelled.
    if (cancelled !== opened.current) onClose();
  }, [cancelled, onClose]);

  useEffect(() => {
    if (refusal?.fieldErrors.reason) {
      form.setFields([{ name: 'reason', errors: [refusal.fieldErrors.reason] }]);
    }
  }, [form, refusal]);

  const message = refusal && !refusal.fieldErrors.reason ? refusal.message : null;
  const close = () => {
    dispatch(gstDocumentChangesActions.cancelDismissed());
    onClose();
  };

  return (
    <Modal
      open
      title={T.cancelTitle(document.number)}
      onCancel={close}
      footer={null}
      destroyOnHidden
    >
      <Typography.Paragraph>{T.cancelIntro}</Typography.Paragraph>
      <Form
        form={form}
        name="gst-document-cancel"
        layout="vertical"
        disabled={cancelling !== null}
        onFinish={({ reason }) =>
          dispatch(
            gstDocumentChangesActions.cancelRequested({ id: document._id, reason: reason.trim() }),
          )
        }
      >
        <Form.Item
          name="reason"
          label={T.reason}
          rules={[
            {
              // The API's own rule (POST /api/gst/documents/{id}/cancel), checked before sending.
              validator: (_rule, reason: string | undefined) => {
                const result = validate(gstDocumentCancelSchema, { reason: reason ?? '' });
                return result.ok
                  ? Promise.resolve()
                  : Promise.reject(new Error(result.errors.reason));
              },
            },
          ]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        {message && (
          <Alert type="error" showIcon role="alert" title={message} style={{ marginBottom: 16 }} />
        )}
        <Flex gap="small" wrap>
          <Button type="primary" danger htmlType="submit" loading={cancelling !== null}>
            {T.confirmCancel}
          </Button>
          <Button onClick={close} disabled={false}>
            {T.keep}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}

function DocumentLine({
  document,
  onCancel,
}: {
  document: GstDocumentSummary;
  onCancel: () => void;
}) {
  const dispatch = useDispatch();
  const { downloading, reissuing } = useSelector(selectGstDocumentChanges);
  const cancelled = document.status === 'cancelled';
  return (
    <li style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Flex justify="space-between" wrap gap="small" align="baseline">
        <span>
          {DOCUMENT_TYPE_LABELS[document.type]} <strong>{document.number}</strong> ·{' '}
          {formatDay(document.issuedOn)} · {formatPaise(document.total)}{' '}
          <ToneTag tone={cancelled ? 'red' : 'green'}>
            {DOCUMENT_STATUS_LABELS[document.status]}
          </ToneTag>
        </span>
        <Flex gap="small" align="center" wrap>
          <Link to={adminPaths.gstDocument(document._id)} aria-label={T.openLabel(document.number)}>
            {T.open}
          </Link>
          <Button
            size="small"
            aria-label={T.pdfLabel(document.number)}
            loading={downloading.includes(document._id)}
            onClick={() =>
              dispatch(
                gstDocumentChangesActions.pdfRequested({
                  id: document._id,
                  number: document.number,
                }),
              )
            }
          >
            {T.pdf}
          </Button>
          {cancelled ? (
            <Button
              size="small"
              aria-label={T.reissueLabel(document.number)}
              loading={reissuing === document._id}
              disabled={reissuing !== null && reissuing !== document._id}
              onClick={() => dispatch(gstDocumentChangesActions.reissueRequested(document._id))}
            >
              {T.reissue}
            </Button>
          ) : (
            <Button
              size="small"
              danger
              aria-label={T.cancelLabel(document.number)}
              onClick={onCancel}
            >
              {T.cancel}
            </Button>
          )}
        </Flex>
      </Flex>
      {cancelled && document.cancelReason && (
        <Typography.Text type="secondary">{T.reasonShown(document.cancelReason)}</Typography.Text>
      )}
    </li>
  );
}

export function BookingDocuments({
  documents,
  onChanged,
}: {
  /** The booking's `documents`, oldest first (absent from an API without GST: none). */
  documents: GstDocumentSummary[] | undefined;
  onChanged: () => void;
}) {
  const dispatch = useDispatch();
  const { value: settings, status } = useSelector(selectGstSettings);
  const { changed } = useSelector(selectGstDocumentChanges);
  const [cancelling, setCancelling] = useState<GstDocumentSummary | null>(null);
  const seen = useRef(changed);
  const list = documents ?? [];

  useEffect(() => {
    if (status === 'idle') dispatch(gstSettingsActions.requested());
  }, [dispatch, status]);

  useEffect(() => {
    if (changed !== seen.current) {
      seen.current = changed;
      onChanged();
    }
  }, [changed, onChanged]);

  // GST off (or not known yet) and nothing issued: the page is as it was before GST.
  if (list.length === 0 && !settings?.enabled) return null;

  return (
    <Panel title={T.title} compact>
      {list.length === 0 ? (
        <Typography.Paragraph>{T.empty}</Typography.Paragraph>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.map((document) => (
            <DocumentLine
              key={document._id}
              document={document}
              onCancel={() => setCancelling(document)}
            />
          ))}
        </ul>
      )}
      {cancelling && <CancelDialog document={cancelling} onClose={() => setCancelling(null)} />}
    </Panel>
  );
}
