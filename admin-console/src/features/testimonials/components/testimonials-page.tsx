// /admin/manage-testimonials (SPEC §2): what travellers say, as a card grid with Edit and Delete,
// and the form (closed until Add or Edit).
import { Alert, Button, Col, Row, Typography } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { ItemCard } from '../../../components/item-card';
import { ManagePageHeader } from '../../../components/manage-page-header';
import { PageLoading } from '../../../components/page-loading';
import { SuccessBanner } from '../../../components/success-banner';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { testimonialsActions as actions } from '../slice';
import { testimonialsSelectors as select } from '../slice/selectors';
import {
  ADD_BUTTON,
  DELETE,
  DELETE_CONFIRM,
  EDIT,
  TESTIMONIALS_EMPTY,
  TESTIMONIALS_LOADING,
  TESTIMONIALS_TITLE,
} from '../texts';
import { TestimonialForm } from './testimonial-form';

export function TestimonialsPage() {
  const dispatch = useDispatch();
  const confirm = useConfirmDelete();
  const items = useSelector(select.selectItems);
  const status = useSelector(select.selectStatus);
  const error = useSelector(select.selectError);
  const editor = useSelector(select.selectEditor);
  const edited = useSelector(select.selectEditedItem);
  const saving = useSelector(select.selectSaving);
  const saveErrors = useSelector(select.selectSaveErrors);
  const deletingId = useSelector(select.selectDeletingId);
  const banner = useSelector(select.selectBanner);

  useEffect(() => {
    dispatch(actions.listRequested());
  }, [dispatch]);

  const confirmDelete = (id: string) =>
    confirm(DELETE_CONFIRM, () => dispatch(actions.deleteRequested(id)));

  return (
    <section aria-labelledby="manage-testimonials-heading">
      <ManagePageHeader
        title={TESTIMONIALS_TITLE}
        headingId="manage-testimonials-heading"
        actions={
          <Button
            type="primary"
            onClick={() => dispatch(actions.createOpened())}
            disabled={editor.open}
          >
            {ADD_BUTTON}
          </Button>
        }
      />
      <SuccessBanner text={banner} onClose={() => dispatch(actions.bannerDismissed())} />
      {editor.open && (
        <TestimonialForm
          key={editor.editingId ?? 'new'}
          item={edited}
          saving={saving}
          serverErrors={saveErrors}
          onSubmit={(input) => dispatch(actions.saveRequested({ id: editor.editingId, input }))}
          onCancel={() => dispatch(actions.editorClosed())}
        />
      )}
      {status === 'idle' || (status === 'loading' && items.length === 0) ? (
        <PageLoading text={TESTIMONIALS_LOADING} />
      ) : status === 'failed' ? (
        <Alert type="error" showIcon role="alert" title={error} />
      ) : items.length === 0 ? (
        <Typography.Paragraph>{TESTIMONIALS_EMPTY}</Typography.Paragraph>
      ) : (
        <Row gutter={[16, 16]} role="list" aria-busy={status === 'loading'}>
          {items.map((item) => (
            <Col key={item._id} xs={24} sm={12} lg={8} role="listitem">
              <ItemCard
                avatar
                image={item.image}
                title={item.name}
                subtitle={item.title}
                text={item.feedback}
                editLabel={EDIT}
                deleteLabel={DELETE}
                deleting={deletingId === item._id}
                onEdit={() => dispatch(actions.editOpened(item._id))}
                onDelete={() => confirmDelete(item._id)}
              />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
