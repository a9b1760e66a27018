// /admin/manage-blogs (SPEC §2): the blog form (closed until Add or Edit) and the table with its
// quick Draft/Published switch; the list is fetched again after each save or delete.
import { Alert, Button } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { ManagePageHeader } from '../../../components/manage-page-header';
import { PageLoading } from '../../../components/page-loading';
import { SuccessBanner } from '../../../components/success-banner';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { blogsActions as actions } from '../slice';
import { blogsSelectors as select, selectBlogCategories } from '../slice/selectors';
import { ADD_BUTTON, DELETE_CONFIRM, BLOGS_LOADING, BLOGS_TITLE } from '../texts';
import { BlogForm } from './blog-form';
import { BlogsTable } from './blogs-table';

export function BlogsPage() {
  const dispatch = useDispatch();
  const confirm = useConfirmDelete();
  const blogs = useSelector(select.selectItems);
  const status = useSelector(select.selectStatus);
  const error = useSelector(select.selectError);
  const editor = useSelector(select.selectEditor);
  const edited = useSelector(select.selectEditedItem);
  const saving = useSelector(select.selectSaving);
  const saveErrors = useSelector(select.selectSaveErrors);
  const deletingId = useSelector(select.selectDeletingId);
  const banner = useSelector(select.selectBanner);
  const updatingIds = useSelector(select.selectUpdatingIds);
  const categories = useSelector(selectBlogCategories);

  useEffect(() => {
    dispatch(actions.listRequested());
  }, [dispatch]);

  const confirmDelete = (id: string) =>
    confirm(DELETE_CONFIRM, () => dispatch(actions.deleteRequested(id)));

  return (
    <section aria-labelledby="manage-blogs-heading">
      <ManagePageHeader
        title={BLOGS_TITLE}
        headingId="manage-blogs-heading"
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
        <BlogForm
          key={editor.editingId ?? 'new'}
          blog={edited}
          categories={categories}
          saving={saving}
          serverErrors={saveErrors}
          onSubmit={(input) => dispatch(actions.saveRequested({ id: editor.editingId, input }))}
          onCancel={() => dispatch(actions.editorClosed())}
        />
      )}
      {status === 'idle' || (status === 'loading' && blogs.length === 0) ? (
        <PageLoading text={BLOGS_LOADING} />
      ) : status === 'failed' ? (
        <Alert type="error" showIcon role="alert" title={error} />
      ) : (
        <BlogsTable
          blogs={blogs}
          deletingId={deletingId}
          updatingIds={updatingIds}
          onStatusChange={(id, published) =>
            dispatch(
              actions.itemUpdateRequested({
                id,
                changes: { status: published ? 'Published' : 'Draft' },
              }),
            )
          }
          reloading={status === 'loading'}
          onEdit={(id) => dispatch(actions.editOpened(id))}
          onDelete={confirmDelete}
        />
      )}
    </section>
  );
}
