// The travellers of a departure's booking (issue 26): one row of name, age and gender for each
// adult and child (Indian Railways asks for all three), the first the person booking. Each row is a
// fieldset named by its legend; each field's message shows under it (keys 'travellers.{i}.{field}').
import { SelectField, TextField } from '@tours/shared-ui/components';
import { TRAVELLER_GENDERS, type FieldErrors } from '@tours/shared-ui/domain';

import {
  GENDER_PLACEHOLDER,
  TRAVELLER_AGE,
  TRAVELLER_GENDER,
  TRAVELLER_NAME,
  TRAVELLERS_HEADING,
  TRAVELLERS_INTRO,
  travellerLegend,
} from '../texts';

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
function rowLabel(index: number, text: string) {
  return (
    <>
      <span className="tui-visually-hidden">{`${travellerLegend(index)}: `}</span>
      {text}
    </>
  );
}

export function TravellerRows({ rows, errors, onChange }: TravellerRowsProps) {
  const field = (index: number, name: TravellerField) => ({
    name: travellerKey(index, name),
    value: rows[index]?.[name] ?? '',
    error: errors[travellerKey(index, name)],
    onChange: (event: { target: { value: string } }) => onChange(index, name, event.target.value),
  });
  return (
    <fieldset className="ps-travellers">
      <legend className="ps-travellers__heading">{TRAVELLERS_HEADING}</legend>
      <p className="ps-travellers__intro">{TRAVELLERS_INTRO}</p>
      {rows.map((_, index) => (
        <fieldset key={index} className="ps-traveller">
          <legend className="ps-traveller__legend">{travellerLegend(index)}</legend>
          <TextField
            label={rowLabel(index, TRAVELLER_NAME)}
            autoComplete={index === 0 ? 'name' : 'off'}
            required
            className="ps-traveller__name"
            {...field(index, 'name')}
          />
          <TextField
            label={rowLabel(index, TRAVELLER_AGE)}
            type="number"
            inputMode="numeric"
            min={0}
            max={120}
            required
            {...field(index, 'age')}
          />
          <SelectField
            label={rowLabel(index, TRAVELLER_GENDER)}
            required
            {...field(index, 'gender')}
          >
            <option value="">{GENDER_PLACEHOLDER}</option>
            {TRAVELLER_GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {gender}
              </option>
            ))}
          </SelectField>
        </fieldset>
      ))}
    </fieldset>
  );
}
