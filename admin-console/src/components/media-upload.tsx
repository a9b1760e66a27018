// The upload of photos to the library (issue 15): antd's Upload dragger (drag and drop or a file
// dialog; several files at once where the field is a list), a progress bar and a thumbnail per
// file, and the alt text sent with them. The media saga uploads (lib/media/slice/saga.ts); each
// photo the API accepts is handed to `onUploaded`; a refusal shows the API's own text.
import type { MediaUpload } from '@tours/shared-ui/domain';
import { Flex, Input, Typography, Upload, type UploadProps } from 'antd';
import { useId, useState } from 'react';
import { useDispatch } from 'react-redux';

import { mediaActions } from '../lib/media/slice';
import { MEDIA_FIELD_TEXTS as TEXTS } from './media-texts';

/** What the file dialog offers; the API reads the real type from the bytes. */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif';

interface MediaUploadProps {
  multiple?: boolean;
  /** The field the photos are for, e.g. 'Hotel images' (describes the alt text input). */
  purpose: string;
  onUploaded: (photo: MediaUpload) => void;
}

/** A local preview of a chosen file, without drawing it on a canvas first. */
const previewFile = async (file: File | Blob) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';

export function MediaUpload({ multiple = false, purpose, onUploaded }: MediaUploadProps) {
  const dispatch = useDispatch();
  const altId = useId();
  const helpId = useId();
  const purposeId = useId();
  // The file input's name: antd's default ('file') would repeat in a form with several uploads.
  const inputName = useId();
  const [alt, setAlt] = useState('');

  const customRequest: UploadProps['customRequest'] = ({
    file,
    onProgress,
    onSuccess,
    onError,
  }) => {
    const controller = new AbortController();
    dispatch(
      mediaActions.uploadRequested({
        file: file as Blob,
        alt,
        signal: controller.signal,
        onProgress: (percent) => onProgress?.({ percent }),
        onUploaded: (photo) => {
          onSuccess?.(photo);
          onUploaded(photo);
        },
        onFailed: (error) => onError?.(error),
      }),
    );
    return { abort: () => controller.abort() };
  };

  return (
    <Flex vertical gap="small">
      <div>
        <label htmlFor={altId}>{multiple ? TEXTS.uploadAltMany : TEXTS.uploadAlt}</label>
        <Input
          id={altId}
          aria-describedby={`${helpId} ${purposeId}`}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
        />
        <Typography.Text id={helpId} type="secondary" style={{ fontSize: 12 }}>
          {TEXTS.uploadAltHelp}
        </Typography.Text>
        <span id={purposeId} hidden>
          {purpose}
        </span>
      </div>
      <Upload.Dragger
        name={inputName}
        accept={MEDIA_ACCEPT}
        multiple={multiple}
        listType="picture"
        customRequest={customRequest}
        previewFile={previewFile}
      >
        <Typography.Text>{multiple ? TEXTS.dropMany : TEXTS.dropOne}</Typography.Text>
        <br />
        <Typography.Text type="secondary">{TEXTS.dropHint}</Typography.Text>
      </Upload.Dragger>
    </Flex>
  );
}
