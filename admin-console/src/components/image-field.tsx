// The image fields of every form (issue 15): the address as text (a pasted https: URL still works,
// SPEC) with a thumbnail of what it shows, an upload to the library and 'Choose from library'.
// A single image (a cover) is replaced by what is uploaded or chosen; a list of images (hotel and
// site images, a blog gallery) gets one entry per photo, several at once.
import { useRuntimeConfig } from '@tours/shared-ui/components';
import { isAllowedImageAddress } from '@tours/shared-ui/domain';
import { Flex, Input, type InputProps } from 'antd';

import { storedAddress, thumbnailUrl } from '../lib/media/library';
import { MediaPicker } from './media-picker';
import { MediaUpload } from './media-upload';
import { TextListField } from './text-list-field';

const THUMBNAIL = { width: 64, height: 48 } as const;

/** What an address shows, small; nothing for an empty or refused address. */
function ImageThumbnail({ address }: { address: string | undefined }) {
  const { apiBaseUrl } = useRuntimeConfig();
  const shown = address?.trim() && isAllowedImageAddress(address) ? address : null;
  return (
    <span
      style={{
        ...THUMBNAIL,
        flex: 'none',
        borderRadius: 4,
        background: '#f0f0f0',
        overflow: 'hidden',
      }}
    >
      {shown ? (
        // Decorative: the field beside it holds the address.
        <img
          src={thumbnailUrl(shown, apiBaseUrl)}
          alt=""
          {...THUMBNAIL}
          style={{ objectFit: 'cover', display: 'block' }}
        />
      ) : null}
    </span>
  );
}

type AddressInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string;
  onChange?: (value: string) => void;
};

/** The address as text with its thumbnail; Form.Item gives it the value, the id and the name. */
export function ImageAddressInput({ value, onChange, ...input }: AddressInputProps) {
  return (
    <Flex gap="small" align="center" style={{ flex: 1, minWidth: 0 }}>
      <ImageThumbnail address={value} />
      {/* inputMode, not type="url": stored media paths (/media/...) are not URLs. */}
      <Input
        {...input}
        inputMode="url"
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
      />
    </Flex>
  );
}

/** One image (a cover, a portrait): the address, an upload and the library, each replacing it. */
export function ImageField({
  value,
  onChange,
  purpose,
  ...input
}: AddressInputProps & { purpose: string }) {
  const use = (id: string) => onChange?.(storedAddress(id));
  return (
    <Flex vertical gap="small">
      <ImageAddressInput {...input} value={value} onChange={onChange} />
      <MediaUpload purpose={purpose} onUploaded={(photo) => use(photo.id)} />
      <div>
        <MediaPicker purpose={purpose} onChoose={([id]) => id && use(id)} />
      </div>
    </Flex>
  );
}

interface ImageListFieldProps {
  name: string;
  legend: string;
  itemLabel: string;
  addLabel: string;
}

/** A list of images: an entry per address, and uploads and library photos added as entries. */
export function ImageListField({ name, legend, itemLabel, addLabel }: ImageListFieldProps) {
  return (
    <TextListField
      name={name}
      legend={legend}
      itemLabel={itemLabel}
      addLabel={addLabel}
      renderInput={(label) => <ImageAddressInput aria-label={label} />}
      footer={(add) => (
        <>
          <MediaUpload
            multiple
            purpose={legend}
            onUploaded={(photo) => add(storedAddress(photo.id))}
          />
          <div>
            <MediaPicker
              multiple
              purpose={legend}
              onChoose={(ids) => ids.forEach((id) => add(storedAddress(id)))}
            />
          </div>
        </>
      )}
    />
  );
}
