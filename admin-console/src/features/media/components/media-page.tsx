// /admin/media (issue 15): the photo library. Upload photos (several at once), then each photo as
// a row: its 320 px thumbnail, its size, its alt text (changed in place), where the content uses
// it, and Delete (asked first; refused with where it is used while the content still shows it).
import { Alert, Button, Flex, Input, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { DataTable } from '../../../components/data-table';
import { LibraryThumbnail } from '../../../components/library-thumbnail';
import { ManageScreen } from '../../../components/manage-page-header';
import { photoName } from '../../../components/media-texts';
import { MediaUpload } from '../../../components/media-upload';
import { PageLoading } from '../../../components/page-loading';
import { SuccessBanner } from '../../../components/success-banner';
import { deleteColumn } from '../../../components/table-columns';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { usageText } from '../../../lib/media/library';
import { mediaActions } from '../../../lib/media/slice';
import { mediaSelectors } from '../../../lib/media/slice/selectors';
import type { MediaEntry } from '../../../lib/media/slice/types';
import {
  altLabel,
  COLUMN_TITLES,
  DELETE,
  deletePhotoLabel,
  MEDIA_DELETE_CONFIRM,
  MEDIA_EMPTY,
  MEDIA_LOADING,
  MEDIA_TITLE,
  NOT_USED,
  SAVE_ALT,
  saveAltLabel,
  sizeText,
  UPLOAD_HEADING,
} from '../texts';

const nameOf = (photo: MediaEntry) => photoName(photo.alt, photo.width, photo.height);

/** The alt text of one photo, saved with its own button (the row waits while it is sent). */
function AltTextEditor({ photo, saving }: { photo: MediaEntry; saving: boolean }) {
  const dispatch = useDispatch();
  const [text, setText] = useState(photo.alt);
  useEffect(() => setText(photo.alt), [photo.alt]);
  const name = nameOf(photo);
  const save = () =>
    dispatch(mediaActions.itemUpdateRequested({ id: photo._id, changes: { alt: text } }));
  return (
    <Flex gap="small" style={{ minWidth: 280 }}>
      <Input
        aria-label={altLabel(name)}
        value={text}
        disabled={saving}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={save}
      />
      <Button
        aria-label={saveAltLabel(name)}
        loading={saving}
        disabled={saving || text.trim() === photo.alt}
        onClick={save}
      >
        {SAVE_ALT}
      </Button>
    </Flex>
  );
}

export function MediaPage() {
  const dispatch = useDispatch();
  const confirm = useConfirmDelete();
  const { items, status, error, deletingId, updatingIds, banner } = useSelector(
    mediaSelectors.selectState,
  );

  useEffect(() => {
    dispatch(mediaActions.listRequested());
  }, [dispatch]);

  const columns: TableColumnsType<MediaEntry> = [
    {
      title: COLUMN_TITLES.photo,
      key: 'photo',
      // The alt text column names the photo.
      render: (_, photo) => <LibraryThumbnail photo={photo} width={120} maxHeight={90} block />,
    },
    {
      title: COLUMN_TITLES.size,
      key: 'size',
      render: (_, photo) => sizeText(photo.width, photo.height),
    },
    {
      title: COLUMN_TITLES.alt,
      key: 'alt',
      render: (_, photo) => (
        <AltTextEditor photo={photo} saving={updatingIds.includes(photo._id)} />
      ),
    },
    {
      title: COLUMN_TITLES.usedIn,
      key: 'usedIn',
      render: (_, photo) =>
        photo.usedIn.length ? (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {photo.usedIn.map((usage) => (
              <li key={`${usage.entity}-${usage.id}-${usage.field}`}>{usageText(usage)}</li>
            ))}
          </ul>
        ) : (
          <Typography.Text type="secondary">{NOT_USED}</Typography.Text>
        ),
    },
    deleteColumn<MediaEntry>({
      title: COLUMN_TITLES.delete,
      text: DELETE,
      label: (photo) => deletePhotoLabel(nameOf(photo)),
      deleting: (id) => id === deletingId,
      onDelete: (id) =>
        confirm(MEDIA_DELETE_CONFIRM, () => dispatch(mediaActions.deleteRequested(id))),
    }),
  ];

  let list;
  if (status === 'idle' || (status === 'loading' && items.length === 0)) {
    list = <PageLoading text={MEDIA_LOADING} />;
  } else if (status === 'failed') {
    list = <Alert type="error" showIcon role="alert" title={error} />;
  } else {
    list = (
      <DataTable
        rows={items}
        columns={columns}
        emptyText={MEDIA_EMPTY}
        reloading={status === 'loading'}
      />
    );
  }

  return (
    <ManageScreen title={MEDIA_TITLE}>
      <SuccessBanner text={banner} onClose={() => dispatch(mediaActions.bannerDismissed())} />
      <section aria-labelledby="media-upload-heading" style={{ marginBottom: 24 }}>
        <Typography.Title level={2} id="media-upload-heading" style={{ fontSize: 20 }}>
          {UPLOAD_HEADING}
        </Typography.Title>
        <MediaUpload
          multiple
          purpose={MEDIA_TITLE}
          onUploaded={() => dispatch(mediaActions.listRequested())}
        />
      </section>
      {list}
    </ManageScreen>
  );
}
