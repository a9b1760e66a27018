// 'Choose from library' (issue 15): a button that opens a dialog of the library's photos, one
// radio (a single image) or checkbox (a list) per photo, named by its alt text and shown by its
// 320 px thumbnail. The dialog keeps the focus inside while open, starts on the first photo and
// gives it back to the button when it closes; Escape closes it.
import { Alert, Button, Checkbox, Modal, Radio, Typography } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { mediaActions } from '../lib/media/slice';
import { mediaSelectors } from '../lib/media/slice/selectors';
import type { MediaEntry } from '../lib/media/slice/types';
import { LibraryThumbnail } from './library-thumbnail';
import { MEDIA_FIELD_TEXTS as TEXTS, photoName } from './media-texts';
import { PageLoading } from './page-loading';

interface MediaPickerProps {
  multiple?: boolean;
  /** The chosen photos' ids, in the library's order. */
  onChoose: (ids: string[]) => void;
  /** Names what the photos are for, e.g. 'Hotel images'. */
  purpose: string;
}

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: 12,
  width: '100%',
} as const;

function PhotoOption({ photo }: { photo: MediaEntry }) {
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', gap: 4 }}>
      <LibraryThumbnail photo={photo} width={128} maxHeight={96} />
      <span>{photoName(photo.alt, photo.width, photo.height)}</span>
    </span>
  );
}

export function MediaPicker({ multiple = false, onChoose, purpose }: MediaPickerProps) {
  const dispatch = useDispatch();
  const { items, status, error } = useSelector(mediaSelectors.selectState);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const listRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const purposeId = useId();

  useEffect(() => {
    if (open) dispatch(mediaActions.listRequested());
  }, [open, dispatch]);

  const focusFirstPhoto = () => {
    const list = listRef.current;
    if (list && !list.contains(document.activeElement)) {
      list.querySelector<HTMLInputElement>('input')?.focus();
    }
  };
  // The photos may arrive after the dialog opened: the focus then moves to the first one.
  const loaded = open && items.length > 0;
  useEffect(() => {
    if (loaded) focusFirstPhoto();
  }, [loaded]);

  const close = () => {
    setOpen(false);
    setChosen([]);
  };
  const confirm = () => {
    onChoose(items.filter((item) => chosen.includes(item._id)).map((item) => item._id));
    close();
  };

  const options = items.map((photo) => ({
    value: photo._id,
    label: <PhotoOption photo={photo} />,
  }));
  let body;
  if (status === 'failed') {
    body = <Alert type="error" showIcon role="alert" title={error} />;
  } else if (items.length === 0 && status !== 'loaded') {
    body = <PageLoading text={TEXTS.pickerLoading} />;
  } else if (items.length === 0) {
    body = <Typography.Paragraph>{TEXTS.pickerEmpty}</Typography.Paragraph>;
  } else if (multiple) {
    body = (
      <Checkbox.Group
        aria-labelledby={titleId}
        style={GRID}
        options={options}
        value={chosen}
        onChange={(values) => setChosen(values.map(String))}
      />
    );
  } else {
    body = (
      <Radio.Group
        aria-labelledby={titleId}
        style={GRID}
        options={options}
        value={chosen[0]}
        onChange={(event) => setChosen([String(event.target.value)])}
      />
    );
  }

  return (
    <>
      {/* Named by what it says, described by the field it fills (there are several a form). */}
      <Button aria-describedby={purposeId} onClick={() => setOpen(true)}>
        {TEXTS.chooseFromLibrary}
      </Button>
      <span id={purposeId} hidden>
        {purpose}
      </span>
      <Modal
        open={open}
        title={<span id={titleId}>{TEXTS.pickerTitle}</span>}
        width={760}
        okText={multiple ? TEXTS.useMany : TEXTS.useOne}
        cancelText={TEXTS.cancel}
        okButtonProps={{ disabled: chosen.length === 0 }}
        onOk={confirm}
        onCancel={close}
        destroyOnHidden
        focusable={{ focusTriggerAfterClose: true }}
        // Start on the first photo, where the arrow keys and Space choose.
        afterOpenChange={(visible) => visible && focusFirstPhoto()}
      >
        <div ref={listRef}>{body}</div>
      </Modal>
    </>
  );
}
