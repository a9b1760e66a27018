// /admin/manage-popular (SPEC §2): the destinations featured on the home page, as a card grid
// with Edit and Delete, and the form (closed until Add or Edit).
import { Alert, Button, Col, Row, Typography } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { ItemCard } from '../../../components/item-card';
import { ManagePageHeader } from '../../../components/manage-page-header';
import { PageLoading } from '../../../components/page-loading';
import { SuccessBanner } from '../../../components/success-banner';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { popularActions as actions } from '../slice';
import { popularSelectors as select } from '../slice/selectors';
import {
  ADD_BUTTON,
  DELETE,
  DELETE_CONFIRM,
  EDIT,
  POPULAR_EMPTY,
  POPULAR_LOADING,
  POPULAR_TITLE,
} from '../texts';
import { PopularForm } from './popular-form';

export function PopularPage() {
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
    <section aria-labelledby="manage-popular-heading">
      <ManagePageHeader
        title={POPULAR_TITLE}
        headingId="manage-popular-heading"
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
        <PopularForm
          key={editor.editingId ?? 'new'}
          item={edited}
          saving={saving}
          serverErrors={saveErrors}
          onSubmit={(input) => dispatch(actions.saveRequested({ id: editor.editingId, input }))}
          onCancel={() => dispatch(actions.editorClosed())}
        />
      )}
      {status === 'idle' || (status === 'loading' && items.length === 0) ? (
        <PageLoading text={POPULAR_LOADING} />
      ) : status === 'failed' ? (
        <Alert type="error" showIcon role="alert" title={error} />
      ) : items.length === 0 ? (
        <Typography.Paragraph>{POPULAR_EMPTY}</Typography.Paragraph>
      ) : (
        <Row gutter={[16, 16]} role="list" aria-busy={status === 'loading'}>
          {items.map((item) => (
            <Col key={item._id} xs={24} sm={12} lg={8} role="listitem">
              <ItemCard
                image={item.src}
                title={item.title}
                subtitle={`/destinations/${item.path}`}
                text={item.description}
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
