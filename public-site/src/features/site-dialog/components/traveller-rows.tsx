// The travellers of a departure's booking (issue 26): one row of name, age and gender for each
// adult and child (Indian Railways asks for all three), the first the person booking. Each row is a
// fieldset named by its legend; each field's message shows under it (keys 'travellers.{i}.{field}').
import { SelectField, TextField } from '@tours/shared-ui/components';
import { TRAVELLER_GENDERS, type FieldErrors } from '@tours/shared-ui/domain';

import { useTexts } from '../../../lib/i18n';
import { sharedTexts, sharedWord } from '../../../lib/shared-texts';
import { siteDialogTexts, travellerLegend } from '../texts';

/** A row as typed. */
export interface TravellerDraft {
  name: string;
  age: string;
  gender: string;
}
export type TravellerField = keyof TravellerDraft;

export const EMPTY_TRAVELLER: TravellerDraft = { name: '', age: '', gender: '' };

export const travellerKey = (index: number, field: TravellerField) =>
  `travellers.${index}.${field}`;

/** The rows for `count` travellers: those typed kept, new ones empty, extra ones dropped. */
export function resizeTravellers(rows: TravellerDraft[], count: number): TravellerDraft[] {
  return Array.from({ length: count }, (_, index) => rows[index] ?? EMPTY_TRAVELLER);
}

interface TravellerRowsProps {
  rows: TravellerDraft[];
  errors: FieldErrors;
  onChange: (index: number, field: TravellerField, value: string) => void;
}

/** 'Name' on screen; 'Traveller 2: Name' to a screen reader, so that no two fields share a name. */
function rowLabel(legend: string, text: string) {
  return (
    <>
      <span className="tui-visually-hidden">{`${legend}: `}</span>
      {text}
    </>
  );
}

export function TravellerRows({ rows, errors, onChange }: TravellerRowsProps) {
  const t = useTexts(siteDialogTexts);
  const shared = useTexts(sharedTexts);
  const field = (index: number, name: TravellerField) => ({
    name: travellerKey(index, name),
    value: rows[index]?.[name] ?? '',
    error: errors[travellerKey(index, name)],
    onChange: (event: { target: { value: string } }) => onChange(index, name, event.target.value),
  });
  return (
    <fieldset className="ps-travellers">
      <legend className="ps-travellers__heading">{t('travellersHeading')}</legend>
      <p className="ps-travellers__intro">{t('travellersIntro')}</p>
      {rows.map((_, index) => {
        const legend = travellerLegend(t, index);
        return (
          <fieldset key={index} className="ps-traveller">
            <legend className="ps-traveller__legend">{legend}</legend>
            <TextField
              label={rowLabel(legend, t('travellerName'))}
              autoComplete={index === 0 ? 'name' : 'off'}
              required
              className="ps-traveller__name"
              {...field(index, 'name')}
            />
            <TextField
              label={rowLabel(legend, t('travellerAge'))}
              type="number"
              inputMode="numeric"
              min={0}
              max={120}
              required
              {...field(index, 'age')}
            />
            <SelectField
              label={rowLabel(legend, t('travellerGender'))}
              required
              {...field(index, 'gender')}
            >
              <option value="">{t('genderPlaceholder')}</option>
              {TRAVELLER_GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {sharedWord(shared, gender)}
                </option>
              ))}
            </SelectField>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
